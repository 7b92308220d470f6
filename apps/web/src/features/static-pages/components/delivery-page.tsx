import { Link } from 'react-router'
import { calculateDeliveryPrice, DELIVERY_METHOD_LABELS } from '@sweet-art/domain/delivery'
import { asPence, formatPounds, toPence } from '@sweet-art/domain/money'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import { SUNDAY_DELIVERY_WINDOWS, WEEKDAY_DELIVERY_WINDOWS } from '@sweet-art/domain/slots'
import { deliveryPageCopy } from '@sweet-art/domain/shop-profile'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import {
  formatMonthDay,
  groupChargingHours,
  labelChargingDays,
  listZoneDistricts,
  quoteDeliveryRates,
} from '../content/delivery-copy'
import {
  CONSUME_WITHIN_DAYS,
  quoteLeadTimes,
  SHOP_AREA,
  STORAGE_MAX_CELSIUS,
} from '../content/shop-facts'
import { BagIcon, ClockIcon, SnowflakeIcon, VanIcon } from './line-art'
import { StaticPage } from './static-page'
import styles from './content.module.css'

/** Distances that show how the per-mile price rounds (docs/product.md › Delivery price). */
const EXAMPLE_MILES = [4, 9, 20] as const

/** A total before rounding and what it is charged, by the pricing rule itself. */
function roundingExample(pounds: number) {
  // A distance at £ 1 a mile costs exactly the total: the charge is the rule's rounding of it.
  return {
    total: formatPounds(toPence(pounds)),
    charged: formatPounds(calculateDeliveryPrice(pounds, 1)),
  }
}

// A total in whole pounds, one below the half pound and one on it: the rounding's two steps.
const WHOLE_POUNDS = roundingExample(20)
const BELOW_HALF = roundingExample(20.4)
const ON_HALF = roundingExample(20.5)

function joinWindows(windows: readonly { from: string; to: string }[]): string {
  return windows.map((window) => `${window.from}–${window.to}`).join(' or ')
}

interface DeliveryPageProps {
  /** The shop's live delivery settings, so the page quotes what checkout will charge. */
  appDelivery: AppDelivery
  /** The catalogue's lead times in words (describeLeadTimes); undefined until the catalogue is known. */
  leadTimes: string | undefined
}

/** /delivery: methods, per-mile price, congestion charge, time windows and care (docs/product.md › Delivery price; › Congestion charge). */
export function DeliveryPage({ appDelivery, leadTimes }: DeliveryPageProps) {
  const { mileRate, congestionCharge } = quoteDeliveryRates(appDelivery)
  const chargingHours = groupChargingHours(appDelivery.congestionWeekDays)
  const exemptFrom = formatMonthDay(appDelivery.congestionDaysInterval.from)
  const exemptTo = formatMonthDay(appDelivery.congestionDaysInterval.to)

  return (
    <StaticPage
      copy={deliveryPageCopy(appDelivery)}
      eyebrow="From our kitchen to you"
      lead={`We deliver across London and beyond, charged by location at ${mileRate} per mile. Collection from our kitchen is always free.`}
    >
      <ul className={`${styles.cards} ${styles.twoColumns}`}>
        <li className={styles.card}>
          <VanIcon className={styles.cardIcon} />
          <h2 className={styles.cardTitle}>{DELIVERY_METHOD_LABELS.delivery}</h2>
          <p className={styles.cardText}>
            We drive your order to the door ourselves, across London and beyond. The price is{' '}
            <strong>{mileRate} per mile</strong>, measured by road from our kitchen, and is shown at
            checkout as soon as you enter your address and date.
          </p>
        </li>
        <li className={styles.card}>
          <BagIcon className={styles.cardIcon} />
          <h2 className={styles.cardTitle}>{DELIVERY_METHOD_LABELS.orderCollection}</h2>
          <p className={styles.cardText}>
            <strong>Free.</strong> Collect from our kitchen in {SHOP_AREA} at the time you choose at
            checkout; we send the full address with your order confirmation.
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{DELIVERY_METHOD_LABELS.uberTaxi}</h2>
          <p className={styles.cardText}>
            For some orders within London we can send your order by taxi. We book it for you and
            agree the fare with you before it leaves.
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{DELIVERY_METHOD_LABELS.royalMail}</h2>
          <p className={styles.cardText}>
            Sturdy bakes such as glazed cookies can be posted anywhere in the UK. Postage is
            confirmed with your order.
          </p>
        </li>
      </ul>
      <p className={styles.note}>
        Which methods you can choose depends on what is in your cart: checkout offers only the ones
        that suit every product in it. Tiered and decorated cakes travel with us or are collected,
        never by post.
      </p>

      <section className={`${styles.section} ${styles.split}`} aria-labelledby="delivery-price">
        <div className={styles.stack}>
          <p className={styles.eyebrow}>How it is priced</p>
          <h2 id="delivery-price" className={styles.heading}>
            Charged by <em>location</em>
          </h2>
          <p className={styles.text}>
            Delivery costs {mileRate} for every mile by road from our kitchen. The total is then
            rounded up to the next half or whole pound above it, so a total already in whole or half
            pounds still goes up: {WHOLE_POUNDS.total} and {BELOW_HALF.total} are charged{' '}
            {WHOLE_POUNDS.charged}, and {ON_HALF.total} is charged {ON_HALF.charged}.
          </p>
          <p className={styles.text}>
            {quoteLeadTimes(leadTimes)}. The delivery date and time window are chosen at checkout,
            which offers only the days we are open and have room for your order.
          </p>
        </div>
        <table className={styles.table}>
          <caption>Examples</caption>
          <thead>
            <tr>
              <th scope="col">Distance</th>
              <th scope="col">Distance × {mileRate}</th>
              <th scope="col">Delivery</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLE_MILES.map((miles) => (
              <tr key={miles}>
                <th scope="row">{miles} miles</th>
                <td>{formatPounds(asPence(miles * toPence(appDelivery.distanceRatio)))}</td>
                <td>{formatPounds(calculateDeliveryPrice(miles, appDelivery.distanceRatio))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby="delivery-congestion">
        <header className={styles.sectionHeader}>
          <p className={styles.eyebrow}>Central London</p>
          <h2 id="delivery-congestion" className={styles.heading}>
            Congestion <em>charge</em>
          </h2>
          <p className={styles.text}>
            When we deliver into the central London Congestion Charge zone during charging hours,
            the {congestionCharge} daily charge is added to your delivery. The zone covers postcode
            districts {listZoneDistricts(appDelivery.congestionChargeZone)}; checkout works it out
            from your postcode.
          </p>
        </header>
        <table className={styles.table}>
          <caption>Charging hours</caption>
          <thead>
            <tr>
              <th scope="col">Days</th>
              <th scope="col">Hours</th>
              <th scope="col">Charge</th>
            </tr>
          </thead>
          <tbody>
            {chargingHours.map((hours) => (
              <tr key={hours.days}>
                <th scope="row">{labelChargingDays(hours)}</th>
                <td>
                  {hours.from}–{hours.to}
                </td>
                <td>{congestionCharge} daily</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>
          There is no congestion charge between {exemptFrom} and {exemptTo}.
        </p>
      </section>

      <ul className={`${styles.cards} ${styles.twoColumns}`}>
        <li className={styles.card}>
          <ClockIcon className={styles.cardIcon} />
          <h2 className={styles.cardTitle}>Delivery times</h2>
          <p className={styles.cardText}>
            Monday to Saturday we deliver between{' '}
            <strong>{joinWindows(WEEKDAY_DELIVERY_WINDOWS)}</strong>, and on Sunday between{' '}
            <strong>{joinWindows(SUNDAY_DELIVERY_WINDOWS)}</strong>. At checkout you choose a date
            and a time range within these windows.
          </p>
          <p className={styles.cardText}>
            Someone needs to be at the address to receive the order. Please check it on arrival and
            let us know straight away if anything is wrong.
          </p>
        </li>
        <li className={styles.card}>
          <SnowflakeIcon className={styles.cardIcon} />
          <h2 className={styles.cardTitle}>When it arrives</h2>
          <p className={styles.cardText}>
            Keep your cake in its box, on a flat surface, in the fridge at no more than{' '}
            <strong>+{STORAGE_MAX_CELSIUS}°C</strong>. Take it out about an hour before serving, and
            enjoy it within <strong>{CONSUME_WITHIN_DAYS} days</strong>.
          </p>
          <p className={styles.cardText}>
            In the car, carry the box flat in the footwell or boot, never on a seat or a lap.
          </p>
        </li>
      </ul>

      <section className={styles.callout} aria-labelledby="delivery-next">
        <h2 id="delivery-next" className={styles.calloutTitle}>
          Sending a cake as a gift?
        </h2>
        <p className={styles.text}>
          We can deliver to anyone in London and beyond, wherever you are ordering from.
        </p>
        <div className={styles.actions}>
          <Link to={paths.customMade.getHref()} className={buttonStyles.gold}>
            Start an enquiry
          </Link>
          <Link to={paths.terms.getHref()} className={buttonStyles.outline}>
            Terms &amp; Conditions
          </Link>
        </div>
      </section>
    </StaticPage>
  )
}
