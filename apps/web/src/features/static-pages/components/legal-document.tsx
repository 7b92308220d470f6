import type { ReactNode } from 'react'
import styles from './legal-document.module.css'

export interface LegalSection {
  /** The anchor of the section, linked from the contents list. */
  id: string
  title: string
  body: ReactNode
}

interface LegalDocumentProps {
  sections: readonly LegalSection[]
  updatedOn: string
}

/** A long document (privacy policy, terms) with numbered sections and a list of contents. */
export function LegalDocument({ sections, updatedOn }: LegalDocumentProps) {
  return (
    <div className={styles.document}>
      <nav className={styles.contents} aria-label="On this page">
        <p className={styles.contentsTitle}>On this page</p>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.contentsLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.sections}>
        <p className={styles.updated}>Last updated: {updatedOn}</p>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className={styles.section}>
            <h2 className={styles.sectionTitle}>
              <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
            </h2>
            <div className={styles.prose}>{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  )
}
