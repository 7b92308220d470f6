import { useId, useState, type ReactNode } from 'react'
import styles from './accordion.module.css'

/** One panel of an accordion. */
export interface AccordionItem {
  /** Stable key, unique in the group. */
  id: string
  title: string
  content: ReactNode
}

interface AccordionProps {
  items: readonly AccordionItem[]
  /** The panel open at first; none by default. */
  defaultOpenId?: string | null
  className?: string | undefined
}

/**
 * A stack of disclosure panels of which at most one is open: opening one closes the other, and
 * pressing the open one closes it (docs/product.md › Product page). Headings hold real buttons, so
 * Tab, Enter and Space work, and screen readers hear `expanded` or `collapsed`.
 */
export function Accordion({ items, defaultOpenId = null, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId)
  const baseId = useId()

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const isOpen = item.id === openId
        const buttonId = `${baseId}-${item.id}-button`
        const panelId = `${baseId}-${item.id}-panel`
        return (
          <div key={item.id} className={styles.item} data-open={isOpen}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              // A closed panel leaves the tab order and the accessibility tree, not just the screen.
              inert={!isOpen}
            >
              <div className={styles.panelInner}>
                <div className={styles.content}>{item.content}</div>
              </div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
