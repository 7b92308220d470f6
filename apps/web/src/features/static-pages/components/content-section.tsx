import type { ReactNode } from 'react'
import styles from './content.module.css'

interface ContentSectionProps {
  /** The heading's id, which names the section. */
  id: string
  eyebrow: string
  title: ReactNode
  children: ReactNode
}

/** A section of a content page under a centred eyebrow and heading. */
export function ContentSection({ id, eyebrow, title, children }: ContentSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <header className={`${styles.sectionHeader} ${styles.centred}`}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
      </header>
      {children}
    </section>
  )
}
