import { useId, useState } from 'react'
import { formatIntervalRow, formatPriceText, formatVariantButton } from '@sweet-art/domain/pricing'
import type { Price } from '@sweet-art/domain/schemas/catalog'
import styles from './price-block.module.css'

interface PriceBlockProps {
  price: Price
  /** The unit of the chosen price variant, for `variants` prices. */
  selectedUnit: string | undefined
  onChooseVariant: (variant: Price['variants'][number]) => void
}

/**
 * The product page's price (docs/product.md › Product prices), every amount in the shop's one
 * format (`£ 65.00`): `only` shows the value and unit; `request` and `custom` their text;
 * `interval` a `From …` dropdown listing every row; `variants` one button per variant, the chosen
 * one pressed.
 */
export function PriceBlock({ price, selectedUnit, onChooseVariant }: PriceBlockProps) {
  switch (price.type) {
    case 'only':
    case 'request':
    case 'custom':
      return <p className={styles.price}>{formatPriceText(price)}</p>
    case 'interval':
      return <IntervalDropdown price={price} />
    case 'variants':
      return (
        <div className={styles.variants} role="group" aria-label="Price variant">
          {price.variants.map((variant) => (
            <button
              key={variant.unit}
              type="button"
              className={styles.variant}
              aria-pressed={variant.unit === selectedUnit}
              onClick={() => onChooseVariant(variant)}
            >
              {formatVariantButton(variant)}
            </button>
          ))}
        </div>
      )
  }
}

function IntervalDropdown({ price }: { price: Price }) {
  const [isOpen, setOpen] = useState(false)
  const listId = useId()
  const rows = [...price.intervals].sort((a, b) => a.from - b.from)

  return (
    <div
      className={styles.dropdown}
      data-open={isOpen}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className={styles.dropdownButton}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
      >
        <span className={styles.price}>{formatPriceText(price)}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.rows} hidden={!isOpen} aria-label="Price by quantity">
        {rows.map((row) => (
          <li key={`${String(row.from)}-${String(row.to)}`} className={styles.row}>
            {formatIntervalRow(row, price)}
          </li>
        ))}
      </ul>
    </div>
  )
}
