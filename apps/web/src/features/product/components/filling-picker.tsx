import { useId, useRef, useState } from 'react'
import type { Filling } from '@sweet-art/domain/schemas/catalog'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import styles from './pickers.module.css'

interface FillingPickerProps {
  /** The group's heading, e.g. `Sponge cake-filling` or `Filling`. */
  label: string
  fillings: readonly Filling[]
  /** The chosen filling's title. */
  selected: string | undefined
  onToggle: (title: string) => void
  /**
   * The extra-filling behaviour (docs/product.md › Product page): choosing collapses the list
   * behind a summary that reopens it, and brings the picker back into view when the page was
   * scrolled past it.
   */
  collapsesOnChoice?: boolean
}

/** A list of filling cards, each with photo, title and structure lines; pressing the chosen one un-chooses it (docs/product.md › Product page). */
export function FillingPicker({
  label,
  fillings,
  selected,
  onToggle,
  collapsesOnChoice = false,
}: FillingPickerProps) {
  const headingId = useId()
  const listId = useId()
  const rootRef = useRef<HTMLElement>(null)
  const [isExpanded, setExpanded] = useState(true)
  const isCollapsible = collapsesOnChoice && selected !== undefined
  const isListShown = !isCollapsible || isExpanded

  function choose(title: string) {
    const isChoosing = title !== selected
    onToggle(title)
    if (!collapsesOnChoice || !isChoosing) return
    setExpanded(false)
    // After a long list folds away the customer may be looking at the page far below it.
    const root = rootRef.current
    if (root && root.getBoundingClientRect().top < 0) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      root.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    }
  }

  return (
    <section ref={rootRef} className={styles.picker} aria-labelledby={headingId}>
      <div className={styles.pickerHeader}>
        <h2 id={headingId} className={styles.pickerTitle}>
          {label}
        </h2>
        {isCollapsible && (
          <button
            type="button"
            className={styles.summary}
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => setExpanded((expanded) => !expanded)}
          >
            <span className={styles.summaryValue}>{selected}</span>
            <span className={styles.summaryAction}>{isExpanded ? 'Hide' : 'Change'}</span>
          </button>
        )}
      </div>
      <ul id={listId} className={styles.fillings} hidden={!isListShown}>
        {fillings.map((filling) => (
          <li key={filling.id}>
            <button
              type="button"
              className={styles.filling}
              aria-pressed={filling.title === selected}
              onClick={() => choose(filling.title)}
            >
              <ResponsiveImage
                file={filling.photo[0]}
                alt=""
                width={800}
                height={800}
                sizes="96px"
                className={styles.fillingImage}
              />
              <span className={styles.fillingText}>
                <span className={styles.fillingTitle}>{filling.title}</span>
                {filling.structure.length > 0 && (
                  <span className={styles.structure}>
                    {filling.structure.map((line) => (
                      <span key={line} className={styles.structureLine}>
                        {line}
                      </span>
                    ))}
                  </span>
                )}
              </span>
              <span className={styles.check} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
