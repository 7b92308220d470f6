import { useId, useState } from 'react'
import type { FaqItem } from '../content/faq-items'
import styles from './faq-accordion.module.css'

interface FaqAccordionProps {
  items: readonly FaqItem[]
  /** The level of each question's heading, so the list fits the page's outline. */
  headingLevel?: 2 | 3
  /** Questions open on arrival; the rest start closed. */
  initiallyOpen?: readonly FaqItem['id'][]
}

const NONE_OPEN: readonly FaqItem['id'][] = []

/**
 * Questions as disclosure buttons (WAI-ARIA accordion pattern). Several answers may be open at
 * once: a reader comparing two answers should not lose the first.
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
  initiallyOpen = NONE_OPEN,
}: FaqAccordionProps) {
  const baseId = useId()
  const [openIds, setOpenIds] = useState<ReadonlySet<FaqItem['id']>>(() => new Set(initiallyOpen))
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  function toggle(id: FaqItem['id']) {
    setOpenIds((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const isOpen = openIds.has(item.id)
        const buttonId = `${baseId}-q-${item.id}`
        const panelId = `${baseId}-a-${item.id}`
        return (
          <div key={item.id} className={isOpen ? `${styles.item} ${styles.open}` : styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className={styles.question}>{item.question}</span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className={styles.panel}>
              <div className={styles.panelInner}>
                <div className={styles.answer}>{item.answer}</div>
              </div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
