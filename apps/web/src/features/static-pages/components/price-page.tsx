import { Link } from 'react-router'
import { asPence, formatPounds } from '@sweet-art/domain/money'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import { FIXED_PAGE_COPY } from '@sweet-art/domain/shop-profile'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import {
  CAKES_FROM_PENCE,
  CUPCAKE_BOX_SIZES,
  CUPCAKES_FROM_PENCE,
  formatTiers,
  joinWithOr,
  ONE_TIER_SIZES_INCH,
  PIECES_FROM_PENCE,
  PIECES_MINIMUM,
  TWO_TIER_SIZES_INCH,
  quoteLeadTimes,
} from '../content/shop-facts'
import { quoteDeliveryRates } from '../content/delivery-copy'
import { StaticPage } from './static-page'
import { ContentSection } from './content-section'
import styles from './content.module.css'

interface PricePageProps {
  /** The shop's live delivery settings, so the delivery rates quoted are the ones checkout charges. */
  appDelivery: AppDelivery
  /** The Custom Made section's lead times in words (describeLeadTimes); undefined until the catalogue is known. */
  leadTimes: string | undefined
  /** How long the baker gives to pay an invoice, in words ("3 working days"). */
  invoiceDue: string
}

/** /price: starting prices, cake sizes, boxes and minimums (docs/product.md › Terms the pages quote). */
export function PricePage({ appDelivery, leadTimes, invoiceDue }: PricePageProps) {
  const { mileRate, congestionCharge } = quoteDeliveryRates(appDelivery)
  return (
    <StaticPage
      copy={FIXED_PAGE_COPY['/price']}
      eyebrow="Clear from the start"
      lead="Every order is made for you, so the final price follows the size, the design and the finish you choose. Here is where each of our bakes starts."
    >
      <ul className={`${styles.cards} ${styles.fourColumns}`}>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Cakes</h2>
          <p className={styles.cardText}>
            One tier of {joinWithOr(ONE_TIER_SIZES_INCH)} inch, or two tiers.
          </p>
          <p className={styles.price}>
            from <span className={styles.priceValue}>{formatPounds(CAKES_FROM_PENCE)}</span>
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Cupcakes</h2>
          <p className={styles.cardText}>In boxes of {joinWithOr(CUPCAKE_BOX_SIZES)}.</p>
          <p className={styles.price}>
            from <span className={styles.priceValue}>{formatPounds(CUPCAKES_FROM_PENCE)}</span> each
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Cake pops</h2>
          <p className={styles.cardText}>Minimum order {PIECES_MINIMUM}.</p>
          <p className={styles.price}>
            from <span className={styles.priceValue}>{formatPounds(PIECES_FROM_PENCE)}</span> each
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Glazed cookies</h2>
          <p className={styles.cardText}>Minimum order {PIECES_MINIMUM}.</p>
          <p className={styles.price}>
            from <span className={styles.priceValue}>{formatPounds(PIECES_FROM_PENCE)}</span> each
          </p>
        </li>
      </ul>

      <section className={`${styles.section} ${styles.split}`} aria-labelledby="price-sizes">
        <div className={styles.stack}>
          <p className={styles.eyebrow}>Cake sizes</p>
          <h2 id="price-sizes" className={styles.heading}>
            One tier or <em>two</em>
          </h2>
          <p className={styles.text}>
            Our cakes start from {formatPounds(CAKES_FROM_PENCE)} for a one-tier cake. Two-tier
            cakes stack a smaller tier on a larger one, for a taller cake that serves more guests.
            Not sure which size suits your party? Tell us how many guests you expect and we will
            suggest one.
          </p>
          <p className={styles.text}>
            Sugar flowers, fresh flowers, gold leaf, drips, toppers and hand-painted details are
            priced with your design.
          </p>
        </div>
        <div className={styles.stack}>
          <table className={styles.table}>
            <caption>Sizes we bake</caption>
            <thead>
              <tr>
                <th scope="col">Cake</th>
                <th scope="col">Diameters</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">One tier</th>
                <td>{ONE_TIER_SIZES_INCH.map((size) => `${size}″`).join(' · ')}</td>
              </tr>
              <tr>
                <th scope="row">Two tiers</th>
                <td>{TWO_TIER_SIZES_INCH.map(formatTiers).join(' · ')}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section className={`${styles.section} ${styles.split}`} aria-labelledby="price-boxes">
        <div className={styles.stack}>
          <p className={styles.eyebrow}>Cupcakes, cake pops and cookies</p>
          <h2 id="price-boxes" className={styles.heading}>
            Boxes and <em>minimum orders</em>
          </h2>
          <p className={styles.text}>
            Cupcakes come in boxes of {joinWithOr(CUPCAKE_BOX_SIZES)}, from{' '}
            {formatPounds(CUPCAKES_FROM_PENCE)} each. Cake pops and glazed cookies are made in
            orders of at least {PIECES_MINIMUM}, from {formatPounds(PIECES_FROM_PENCE)} each.
            Personalised designs, names and logos are priced with your order.
          </p>
        </div>
        <table className={styles.table}>
          <caption>Starting prices</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {CUPCAKE_BOX_SIZES.map((size) => (
              <tr key={`cupcakes-${size}`}>
                <th scope="row">Box of {size} cupcakes</th>
                <td>{formatPounds(asPence(CUPCAKES_FROM_PENCE * size))}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{PIECES_MINIMUM} cake pops</th>
              <td>{formatPounds(asPence(PIECES_FROM_PENCE * PIECES_MINIMUM))}</td>
            </tr>
            <tr>
              <th scope="row">{PIECES_MINIMUM} glazed cookies</th>
              <td>{formatPounds(asPence(PIECES_FROM_PENCE * PIECES_MINIMUM))}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <ContentSection
        id="price-extras"
        eyebrow="Good to know"
        title={
          <>
            Delivery, bespoke designs and <em>payment</em>
          </>
        }
      >
        <ul className={styles.cards}>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Delivery</h3>
            <p className={styles.cardText}>
              Charged by location at {mileRate} per mile; collection from our kitchen is free.
              Deliveries into the Congestion Charge zone during charging hours add{' '}
              {congestionCharge}. <Link to={paths.delivery.getHref()}>Delivery details</Link>
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Bespoke designs</h3>
            <p className={styles.cardText}>
              Custom-made cakes are priced on request: send us your idea and we will reply with a
              quote. {quoteLeadTimes(leadTimes)}.{' '}
              <Link to={paths.customMade.getHref()}>How custom orders work</Link>
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Payment</h3>
            <p className={styles.cardText}>
              Priced orders are paid online at checkout. For orders quoted by us we send an invoice,
              payable within {invoiceDue}; your date is secured once it is paid.
            </p>
          </li>
        </ul>
      </ContentSection>

      <section className={styles.callout} aria-labelledby="price-next">
        <h2 id="price-next" className={styles.calloutTitle}>
          Ready to choose?
        </h2>
        <p className={styles.text}>
          Tell us about the cake you are dreaming of, or find quick answers in our FAQ.
        </p>
        <div className={styles.actions}>
          <Link to={paths.customMade.getHref()} className={buttonStyles.gold}>
            Start an enquiry
          </Link>
          <Link to={paths.faq.getHref()} className={buttonStyles.outline}>
            Read the FAQ
          </Link>
        </div>
      </section>
    </StaticPage>
  )
}
