import { useEffect } from 'react'

/** The shop's name, appended to page titles by `pageTitle`. */
export const SHOP_NAME = 'Sweet Art'

/** What a page tells browsers, search engines and link previews about itself. */
export interface PageMeta {
  /** The whole document title, used as given; `pageTitle('Cakes')` gives the house form. */
  title: string
  /** The `<meta name="description">` text: one or two plain sentences. */
  description: string
}

/** The house form of a page title: `Cakes · Sweet Art`. */
export function pageTitle(name: string): string {
  return `${name} · ${SHOP_NAME}`
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

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX_CHARS = 160

/** Shortens catalogue copy to a meta description: whole words, at most 160 characters. */
export function summarize(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= DESCRIPTION_MAX_CHARS) return clean
  const cut = clean.slice(0, DESCRIPTION_MAX_CHARS - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[,;:.\s]+$/, '')}…`
}
