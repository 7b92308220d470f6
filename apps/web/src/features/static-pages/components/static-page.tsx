import type { ReactNode } from 'react'
import pageStyles from '@/components/ui/page.module.css'
import { pageTitle, type StaticPageCopy } from '@sweet-art/domain/shop-profile'
import { usePageMeta } from '@/lib/page-meta'
import styles from './static-page.module.css'

interface StaticPageProps {
  /** The page's heading, which the document title is built from, and its meta description: the
   * same words the server sends in the page's head. */
  copy: StaticPageCopy
  eyebrow: string
  lead: ReactNode
  children: ReactNode
}

/**
 * The frame of every static page: the house heading of inner pages (shared with `Page`) with
 * the title and description set through `usePageMeta`, so search results and tabs read well.
 */
export function StaticPage({ copy, eyebrow, lead, children }: StaticPageProps) {
  usePageMeta({ title: pageTitle(copy.name), description: copy.description })
  return (
    <article className={pageStyles.page}>
      <header className={pageStyles.intro}>
        <p className={pageStyles.eyebrow}>{eyebrow}</p>
        <h1 className={pageStyles.title}>{copy.name}</h1>
        <span className={pageStyles.ornament} aria-hidden="true" />
        <div className={pageStyles.lead}>{lead}</div>
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  )
}
