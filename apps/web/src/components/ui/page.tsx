import type { ReactNode } from 'react'
import styles from './page.module.css'

interface PageProps {
  title: string
  /** A small line above the title, e.g. the section a product belongs to. */
  eyebrow?: string | undefined
  lead?: ReactNode
  children?: ReactNode
}

/** The frame of an inner page: document title, centred heading and the page column. */
export function Page({ title, eyebrow, lead, children }: PageProps) {
  return (
    <article className={styles.page}>
      <title>{`${title} · Sweet Art`}</title>
      <header className={styles.intro}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.ornament} aria-hidden="true" />
        {lead && <div className={styles.lead}>{lead}</div>}
      </header>
      {children && <div className={styles.body}>{children}</div>}
    </article>
  )
}
