import type { Section } from '@sweet-art/domain/schemas/catalog'
import { ProductCard } from './product-card'
import styles from './section-products.module.css'

/** How many cards sit in the first row on desktop, and so load without waiting for a scroll. */
const ABOVE_THE_FOLD_CARDS = 3

/** The product list of a section page (spec §2): one card per active product, in order. */
export function SectionProducts({ section }: { section: Section }) {
  if (section.products.length === 0) {
    return <p className={styles.empty}>New creations for this collection are coming soon.</p>
  }
  return (
    <ul className={styles.grid} aria-label={`${section.title} products`}>
      {section.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} isPriority={index < ABOVE_THE_FOLD_CARDS} />
        </li>
      ))}
    </ul>
  )
}
