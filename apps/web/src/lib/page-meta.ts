import { useEffect } from 'react'

/** What a page tells browsers, search engines and link previews about itself. */
export interface PageMeta {
  /** The whole document title, used as given (the domain's `pageTitle` gives the house form). */
  title: string
  /** The `<meta name="description">` text: one or two plain sentences. */
  description: string
}

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (existing) return existing
  const created = document.createElement('meta')
  created.name = 'description'
  document.head.append(created)
  return created
}

/**
 * Sets the document title and meta description while the calling page is shown. Leaving the page
 * puts back what was there before (index.html's defaults), so a page that sets nothing never shows
 * the previous page's title.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const meta = descriptionElement()
    const previousTitle = document.title
    const previousDescription = meta.content
    document.title = title
    meta.content = description
    return () => {
      document.title = previousTitle
      meta.content = previousDescription
    }
  }, [title, description])
}
