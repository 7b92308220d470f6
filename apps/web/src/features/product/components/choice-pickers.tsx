import { useId } from 'react'
import type { Product } from '@sweet-art/domain/schemas/catalog'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import styles from './pickers.module.css'

interface FlavourPickerProps {
  collections: Product['collections']
  selected: string | null
  onToggle: (title: string) => void
}

/** The collection's flavours as toggle chips (docs/product.md › Product page); choosing one shows its ingredients. */
export function FlavourPicker({ collections, selected, onToggle }: FlavourPickerProps) {
  const headingId = useId()
  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.pickerTitle}>
        Flavours
      </h2>
      <ul className={styles.chips}>
        {collections.map((flavour) => (
          <li key={flavour.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={flavour.title === selected}
              onClick={() => onToggle(flavour.title)}
            >
              {flavour.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

interface OptionsGridProps {
  variants: Product['variants']
  selected: string | undefined
  onToggle: (title: string) => void
}

/** The product's option variants as photo tiles (docs/product.md › Product page). */
export function OptionsGrid({ variants, selected, onToggle }: OptionsGridProps) {
  const headingId = useId()
  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.pickerTitle}>
        Options
      </h2>
      <ul className={styles.options}>
        {variants.map((variant) => (
          <li key={variant.id}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={variant.title === selected}
              onClick={() => onToggle(variant.title)}
            >
              <ResponsiveImage
                file={variant.photo[0]}
                alt=""
                width={800}
                height={800}
                sizes="(max-width: 844px) 30vw, 150px"
                className={styles.optionImage}
              />
              <span className={styles.optionTitle}>{variant.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
