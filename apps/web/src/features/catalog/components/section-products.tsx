import type { Section } from '@sweet-art/domain/schemas/catalog'
import type { PhotoLoading } from '@/components/ui/responsive-image'
import { ProductCard } from './product-card'
import styles from './section-products.module.css'

/** How many cards sit in the first row on desktop, and so load without waiting for a scroll. */
const ABOVE_THE_FOLD_CARDS = 3

/**
 * Only the first photo is fetched at high priority: on a phone the other photos of the first row
 * are below the fold, and at high priority they would share a slow link with the first photo and
 * the app's code, which together are the page's largest paint.
 */
function photoLoadingAt(index: number): PhotoLoading {
  if (index === 0) return 'first'
  return index < ABOVE_THE_FOLD_CARDS ? 'eager' : 'lazy'
}

/** The product list of a section page (docs/product.md › Section page): one card per active product, in order. */
export function SectionProducts({ section }: { section: Section }) {
  if (section.products.length === 0) {
    return <p className={styles.empty}>New creations for this collection are coming soon.</p>
  }
  return (
    <ul className={styles.grid} aria-label={`${section.title} products`}>
      {section.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} photoLoading={photoLoadingAt(index)} />
        </li>
      ))}
    </ul>
  )
}
