import { Link } from 'react-router'
import { asPence, formatPounds } from '@sweet-art/domain/money'
import { FIXED_PAGE_COPY, SHOP_CONTACT_EMAIL } from '@sweet-art/domain/shop-profile'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import {
  CONSUME_WITHIN_DAYS,
  CUPCAKE_BOX_SIZES,
  CUPCAKES_FROM_PENCE,
  quoteLeadTimes,
  STORAGE_MAX_CELSIUS,
} from '../content/shop-facts'
import { StaticPage } from './static-page'
import { ContentSection } from './content-section'
import styles from './content.module.css'

// The tasting box is our smallest cupcake box, each cupcake in a different flavour.
const BOX_SIZE = CUPCAKE_BOX_SIZES[0]
const BOX_FROM = formatPounds(asPence(CUPCAKES_FROM_PENCE * BOX_SIZE))

const FLAVOURS = [
  {
    title: 'Chocolate & salted caramel',
    text: 'Rich cocoa sponge, soft caramel and a pinch of sea salt.',
  },
  { title: 'Vanilla & raspberry', text: 'Vanilla bean sponge with a sharp raspberry jam.' },
  { title: 'Lemon & elderflower', text: 'Zesty lemon sponge, elderflower syrup and lemon curd.' },
  { title: 'Red velvet', text: 'Velvety cocoa sponge with vanilla cream cheese frosting.' },
  { title: 'Biscoff', text: 'Caramelised biscuit sponge and a spiced Biscoff buttercream.' },
  { title: 'Pistachio & raspberry', text: 'Nutty pistachio sponge with fresh raspberry.' },
] as const

const mailto = `mailto:${SHOP_CONTACT_EMAIL}?subject=${encodeURIComponent('Tasting box')}`

interface TastingBoxPageProps {
  /** The Custom Made section's lead times in words (describeLeadTimes); undefined until the catalogue is known. */
  leadTimes: string | undefined
}

/** /shop/tasting_box: the box that lets customers taste flavours before ordering (docs/product.md › Pages). */
export function TastingBoxPage({ leadTimes }: TastingBoxPageProps) {
  return (
    <StaticPage
      copy={FIXED_PAGE_COPY['/shop/tasting_box']}
      eyebrow="Try before you choose"
      lead="A box of our signature flavours, so you can pick the one for your big day at home, at your own pace."
    >
      <section className={`${styles.section} ${styles.split}`} aria-labelledby="tasting-what">
        <div className={styles.stack}>
          <p className={styles.eyebrow}>What is inside</p>
          <h2 id="tasting-what" className={styles.heading}>
            {BOX_SIZE} cupcakes, <em>six flavours</em>
          </h2>
          <p className={styles.text}>
            Our tasting box holds {BOX_SIZE} cupcakes, each one a different sponge and filling from
            our cake menu. It is the easiest way to choose the flavour of your wedding or
            celebration cake, and a lovely treat in its own right.
          </p>
          <p className={styles.text}>
            Would you rather try other flavours? Tell us which ones when you order and we will build
            the box around your shortlist.
          </p>
          <p className={styles.price}>
            from <span className={styles.priceValue}>{BOX_FROM}</span> a box
          </p>
        </div>
        <ul className={styles.list}>
          {FLAVOURS.map((flavour) => (
            <li key={flavour.title}>
              <strong>{flavour.title}</strong>: {flavour.text}
            </li>
          ))}
        </ul>
      </section>

      <ContentSection
        id="tasting-how"
        eyebrow="How it works"
        title={
          <>
            Three steps to <em>your flavour</em>
          </>
        }
      >
        <ol className={styles.steps}>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Order your box</h3>
            <p className={styles.cardText}>
              Email us with your preferred date and whether you would like delivery or collection.
              Cupcakes start from {formatPounds(CUPCAKES_FROM_PENCE)} each.
            </p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Taste at home</h3>
            <p className={styles.cardText}>
              Keep the box in the fridge at no more than +{STORAGE_MAX_CELSIUS}°C and enjoy it
              within {CONSUME_WITHIN_DAYS} days, ideally at room temperature.
            </p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Choose your cake</h3>
            <p className={styles.cardText}>
              Tell us your favourite and we will design your cake around it.{' '}
              {quoteLeadTimes(leadTimes)}.
            </p>
          </li>
        </ol>
      </ContentSection>

      <section className={styles.callout} aria-labelledby="tasting-order">
        <h2 id="tasting-order" className={styles.calloutTitle}>
          Order a tasting box
        </h2>
        <p className={styles.text}>
          Write to us at <a href={mailto}>{SHOP_CONTACT_EMAIL}</a> and we will confirm your date and
          flavours.
        </p>
        <div className={styles.actions}>
          <a href={mailto} className={buttonStyles.gold}>
            Email us to order
          </a>
          <Link to={paths.customMade.getHref()} className={buttonStyles.outline}>
            Custom cakes
          </Link>
        </div>
      </section>
    </StaticPage>
  )
}
