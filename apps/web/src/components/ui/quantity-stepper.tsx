import { useId, useState } from 'react'
import { isAtQuantityCeiling } from '@sweet-art/domain/product-config'
import { QuantityCeilingNote } from './quantity-ceiling-note'
import styles from './quantity-stepper.module.css'

interface QuantityStepperProps {
  value: number
  /** The smallest allowed value; minus does nothing there (docs/product.md › Quantities). */
  min: number
  /** Called with what the customer asked for; the caller keeps it within the rules. */
  onChange: (next: number) => void
  /** How the caller steps: the domain's increment and decrement rules. */
  increment: (value: number) => number
  decrement: (value: number) => number
  label?: string
  /** Id of an element describing the limits, e.g. the `Minimum order quantity` note. */
  describedBy?: string | undefined
}

/**
 * A number with minus and plus buttons and a field for typing a large amount directly. At the
 * minimum the minus button, and at the per-line ceiling the plus button, stays focusable
 * (aria-disabled) and does nothing, so keyboard users do not lose their place when it stops
 * working; at the ceiling a note links to the Contacts page for larger orders.
 */
export function QuantityStepper({
  value,
  min,
  onChange,
  increment,
  decrement,
  label = 'Quantity',
  describedBy,
}: QuantityStepperProps) {
  const inputId = useId()
  // While typing the field may briefly hold text that is not a valid quantity (e.g. empty).
  const [draft, setDraft] = useState<string | null>(null)
  const isAtMinimum = value <= min
  const ceilingId = useId()
  // At the per-line ceiling plus stops, and the note under the field says how to order more.
  const isAtMaximum = isAtQuantityCeiling(value)
  const describedByIds = [describedBy, isAtMaximum ? ceilingId : undefined].filter(Boolean)

  function commitDraft() {
    if (draft === null) return
    const typed = Number(draft)
    setDraft(null)
    onChange(Number.isFinite(typed) && draft.trim() !== '' ? typed : value)
  }

  return (
    <div className={styles.stepper}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label="Decrease quantity"
          aria-disabled={isAtMinimum}
          aria-controls={inputId}
          onClick={() => {
            if (!isAtMinimum) onChange(decrement(value))
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          aria-describedby={describedByIds.length > 0 ? describedByIds.join(' ') : undefined}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitDraft()
            if (event.key === 'ArrowUp') {
              event.preventDefault()
              if (!isAtMaximum) onChange(increment(value))
            }
            if (event.key === 'ArrowDown') {
              event.preventDefault()
              if (!isAtMinimum) onChange(decrement(value))
            }
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label="Increase quantity"
          aria-disabled={isAtMaximum}
          aria-controls={inputId}
          onClick={() => {
            if (!isAtMaximum) onChange(increment(value))
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {isAtMaximum && <QuantityCeilingNote id={ceilingId} />}
    </div>
  )
}
