import { Link } from 'react-router'
import { formatPriceText } from '@sweet-art/domain/pricing'
import { pickHomeSections, type HomeSectionPick } from '@sweet-art/domain/catalog'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { Carousel } from '@/components/ui/carousel'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { useIsMobile } from '@/components/ui/use-is-mobile'
import { paths } from '@/config/paths'
import styles from './our-products.module.css'

interface OurProductsProps {
  /** The regular sections, in order (docs/product.md › Section page). */
  regular: readonly Section[]
}

/**
 * `Our products` (docs/product.md › Home page): the first two sections. On desktop each shows its
 * first three product photos around a title/description tile placed by the section's order; on
 * mobile, a swipeable strip of all its products.
 */
export function OurProducts({ regular }: OurProductsProps) {
  const picks = pickHomeSections(regular)
  const isMobile = useIsMobile()
  if (picks.length === 0) return null

  return (
    <section className={styles.block} aria-labelledby="our-products-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Baked to order in London</p>
        <h2 id="our-products-title" className={styles.title}>
          Our products
        </h2>
        <span className={styles.ornament} aria-hidden="true" />
      </header>
      {picks.map((pick) =>
        isMobile ? (
          <MobileSection key={pick.section.id} pick={pick} />
        ) : (
          <DesktopSection key={pick.section.id} pick={pick} />
        ),
      )}
    </section>
  )
}

function SectionTile({ pick }: { pick: HomeSectionPick }) {
  const { section } = pick
  return (
    <Link to={paths.section.getHref(section.id)} className={styles.tile}>
      <h3 className={styles.tileTitle}>{section.title}</h3>
      <p className={styles.tileText}>{section.description}</p>
      <span className={styles.tileMore} aria-hidden="true">
        Discover
      </span>
    </Link>
  )
}

function SeeAllLink({ section }: { section: Section }) {
  return (
    <Link to={paths.section.getHref(section.id)} className={styles.seeAll}>
      See all Categories
      <span className="visually-hidden"> of {section.title}</span>
      <span className={styles.arrow} aria-hidden="true">
        →
      </span>
    </Link>
  )
}

function DesktopSection({ pick }: { pick: HomeSectionPick }) {
  const { section, photos, tilePosition } = pick
  return (
    <article className={styles.section} aria-label={section.title}>
      <div className={styles.mosaic} data-tile={tilePosition}>
        <SectionTile pick={pick} />
        {photos.map(({ product, photo }, index) => {
          // In the left-tile mosaic the first photo is the large square beside the tile.
          const isLarge = tilePosition === 'left' && index === 0
          return (
            <Link
              key={product.id}
              to={paths.product.getHref(section.id, product.id)}
              className={styles.photo}
            >
              <ResponsiveImage
                file={photo}
                alt=""
                width={800}
                height={800}
                sizes={isLarge ? '520px' : '260px'}
                className={styles.photoImage}
              />
              <span className={styles.caption}>{product.title}</span>
            </Link>
          )
        })}
      </div>
      <SeeAllLink section={section} />
    </article>
  )
}

function MobileSection({ pick }: { pick: HomeSectionPick }) {
  const { section } = pick
  return (
    <article className={styles.section} aria-label={section.title}>
      <SectionTile pick={pick} />
      <Carousel label={`${section.title}: all products`} slideSize="76%" gap="14px">
        {section.products.map((product) => (
          <Link
            key={product.id}
            to={paths.product.getHref(section.id, product.id)}
            className={styles.card}
          >
            <ResponsiveImage
              file={product.photo[0]}
              alt=""
              width={800}
              height={800}
              sizes="76vw"
              className={styles.cardImage}
            />
            <span className={styles.cardTitle}>{product.title}</span>
            <span className={styles.cardPrice}>{formatPriceText(product.price)}</span>
          </Link>
        ))}
      </Carousel>
      <SeeAllLink section={section} />
    </article>
  )
}
