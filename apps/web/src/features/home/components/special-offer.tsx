import { useId } from 'react'
import { Link } from 'react-router'
import { pickSpecialOffers } from '@sweet-art/domain/catalog'
import { formatPriceText } from '@sweet-art/domain/pricing'
import {
  createProductChoice,
  offeredOptionGroups,
  type ProductChoice,
} from '@sweet-art/domain/product-config'
import type { Product, Section } from '@sweet-art/domain/schemas/catalog'
import buttonStyles from '@/components/ui/button.module.css'
import { Carousel } from '@/components/ui/carousel'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { useIsMobile } from '@/components/ui/use-is-mobile'
import { paths } from '@/config/paths'
import styles from './special-offer.module.css'

interface SpecialOfferProps {
  /** The tread sections, in order (docs/product.md › Home page). */
  treads: readonly Section[]
  /** Adds the product as configured by default; the route wires it to the cart. */
  onAddToCart: (product: Product, choice: ProductChoice, sectionName: string) => void
}

/**
 * `Special Offer` (docs/product.md › Home page): the products of the first tread section, each with
 * photo, tread title, description, price and `Add to cart`; nothing at all when that section is
 * empty. Desktop shows two slides at once when there is more than one offer.
 */
export function SpecialOffer({ treads, onAddToCart }: SpecialOfferProps) {
  const offers = pickSpecialOffers(treads)
  const section = treads[0]
  const isMobile = useIsMobile()
  if (!section || offers.length === 0) return null

  const isSingle = offers.length === 1
  const slideSize = isMobile ? '88%' : isSingle ? '100%' : '50%'

  return (
    <section className={styles.block} aria-labelledby="special-offer-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Limited time</p>
        <h2 id="special-offer-title" className={styles.title}>
          Special Offer
        </h2>
        <span className={styles.ornament} aria-hidden="true" />
      </header>
      <Carousel label="Special offers" slideSize={slideSize} gap={isMobile ? '14px' : '24px'}>
        {offers.map((product) => (
          <OfferCard
            key={product.id}
            product={product}
            section={section}
            isWide={isSingle && !isMobile}
            onAddToCart={onAddToCart}
          />
        ))}
      </Carousel>
    </section>
  )
}

interface OfferCardProps {
  product: Product
  section: Section
  /** A lone offer on desktop lies photo beside text rather than above it. */
  isWide: boolean
  onAddToCart: SpecialOfferProps['onAddToCart']
}

function OfferCard({ product, section, isWide, onAddToCart }: OfferCardProps) {
  const href = paths.product.getHref(section.id, product.id)
  const headlineId = useId()
  const headline = product.treadTitle.trim() || product.title
  // An offer that needs choices (a filling, a size…) cannot be added blind: send the customer to choose.
  const needsChoices = offeredOptionGroups(product).length > 0

  return (
    <article className={styles.card} data-wide={isWide} aria-label={product.title}>
      <Link to={href} className={styles.photo} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          file={product.photo[0]}
          alt=""
          width={800}
          height={800}
          sizes={isWide ? '(max-width: 844px) 88vw, 520px' : '(max-width: 844px) 88vw, 510px'}
          className={styles.image}
        />
        <span className={styles.badge}>Offer</span>
      </Link>
      <div className={styles.body}>
        <h3 id={headlineId} className={styles.headline}>
          <Link to={href} className={styles.headlineLink}>
            {headline}
          </Link>
        </h3>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.footer}>
          <p className={styles.price}>{formatPriceText(product.price)}</p>
          {needsChoices ? (
            <Link to={href} className={buttonStyles.gold}>
              Choose options
            </Link>
          ) : (
            <button
              type="button"
              className={buttonStyles.gold}
              aria-describedby={headlineId}
              onClick={() => onAddToCart(product, createProductChoice(product), section.title)}
            >
              Add to cart
            </button>
          )}
        </div>
      </div>
    </article>
  )
}
