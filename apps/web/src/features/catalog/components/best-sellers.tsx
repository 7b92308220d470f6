import { pickBestSellers } from '@sweet-art/domain/catalog'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { ProductCard } from './product-card'
import styles from './best-sellers.module.css'

interface BestSellersProps {
  /** The regular sections, in order (docs/product.md › Section page). */
  sections: readonly Section[]
}

/** `Our Best Sellers` (docs/product.md › Section page): the first two products of each section until four. */
export function BestSellers({ sections }: BestSellersProps) {
  const products = pickBestSellers(sections)
  if (products.length === 0) return null

  return (
    <section className={styles.block} aria-labelledby="best-sellers-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Loved by our customers</p>
        <h2 id="best-sellers-title" className={styles.title}>
          Our Best Sellers
        </h2>
      </header>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel="h3" variant="compact" />
          </li>
        ))}
      </ul>
    </section>
  )
}
