import { useId } from 'react'
import { Link } from 'react-router'
import { formatPriceText } from '@sweet-art/domain/pricing'
import type { Product } from '@sweet-art/domain/schemas/catalog'
import buttonStyles from '@/components/ui/button.module.css'
import { ResponsiveImage, type PhotoLoading } from '@/components/ui/responsive-image'
import { paths } from '@/config/paths'
import { PRODUCT_CARD_SIZES } from '@/config/landing-photos'
import styles from './product-card.module.css'

interface ProductCardProps {
  product: Product
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3'
  /** How the card's photo loads; the first card of a page is its largest paint. */
  photoLoading?: PhotoLoading
  /** `full` for the section list (with description); `compact` for best sellers. */
  variant?: 'full' | 'compact'
}

/** A product in a list (docs/product.md › Section page): photo, title, price text, description, Learn More. */
export function ProductCard({
  product,
  headingLevel: Heading = 'h2',
  photoLoading = 'lazy',
  variant = 'full',
}: ProductCardProps) {
  const href = paths.product.getHref(product.sectionId, product.id)
  const titleId = useId()
  const isCompact = variant === 'compact'

  return (
    <article className={styles.card} data-variant={variant} aria-labelledby={titleId}>
      {/* The photo repeats the Learn More link for pointer users; keyboard users get one stop. Its
          alt text names the product for a crawler, which reads an image link by it. */}
      <Link to={href} className={styles.photo} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          file={product.photo[0]}
          alt={product.title}
          width={800}
          height={800}
          sizes={isCompact ? '(max-width: 844px) 50vw, 250px' : PRODUCT_CARD_SIZES}
          loading={photoLoading}
          className={styles.image}
        />
      </Link>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {product.title}
        </Heading>
        <p className={styles.price}>{formatPriceText(product.price)}</p>
        {!isCompact && <p className={styles.description}>{product.description}</p>}
        {/* The visible words stay the page's own; the hidden ones say where the link goes, to a
            crawler and to a screen reader listing the page's links (docs/product.md › Section page). */}
        <Link
          to={href}
          className={isCompact ? styles.more : `${buttonStyles.outline} ${styles.button}`}
        >
          Learn More <span className="visually-hidden">about {product.title}</span>
        </Link>
      </div>
    </article>
  )
}
