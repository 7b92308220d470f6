import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatPounds } from '@sweet-art/domain/money'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import { SHOP_ANSWERING_HOURS, SHOP_CONTACT_EMAIL } from '@sweet-art/domain/shop-profile'
import { SOCIAL_LINKS } from '@/config/contacts'
import { paths } from '@/config/paths'
import {
  CAKES_FROM_PENCE,
  CANCELLATION_CHARGE_PERCENT,
  CANCELLATION_NO_REFUND_HOURS,
  CHANGE_NOTICE_DAYS,
  CUPCAKE_BOX_SIZES,
  CUPCAKES_FROM_PENCE,
  joinWithOr,
  PIECES_FROM_PENCE,
  PIECES_MINIMUM,
  quoteLeadTimes,
} from './shop-facts'
import { quoteDeliveryRates } from './delivery-copy'

/** The topics of the FAQ data set, in their order (docs/product.md › Home page). */
export type FaqId =
  | 'flavours'
  | 'lead-time'
  | 'tasting'
  | 'prices'
  | 'delivery'
  | 'board-and-box'
  | 'order-changes'
  | 'social-media'
  | 'email-response'

export interface FaqItem {
  id: FaqId
  question: string
  answer: ReactNode
}

/**
 * The FAQ data set of nine items; the delivery answer quotes the live rates, the lead-time answer
 * the catalogue's lead times (`leadTimes`, undefined until the catalogue is known).
 */
export function buildFaqItems(appDelivery: AppDelivery, leadTimes: string | undefined): FaqItem[] {
  const { mileRate, congestionCharge } = quoteDeliveryRates(appDelivery)
  return [
    {
      id: 'flavours',
      question: 'What flavours do you offer?',
      answer: (
        <>
          <p>
            Our sponges include chocolate and salted caramel, vanilla and raspberry, lemon and
            elderflower, red velvet, Biscoff, carrot and walnut, and pistachio and raspberry. Each
            product page lists the sponges and fillings available for it, with their ingredients.
          </p>
          <p>
            Dreaming of something else? Tell us: most flavours can be made to order, including
            eggless and vegan options for many of our bakes.
          </p>
        </>
      ),
    },
    {
      id: 'lead-time',
      question: 'How far in advance should I order?',
      answer: (
        <>
          <p>
            {quoteLeadTimes(leadTimes)}. Summer weekends and the run-up to Christmas fill up first,
            so book as early as you can for those dates.
          </p>
          <p>
            Is the day you need fully booked at checkout? Email us anyway: if the diary allows, we
            will always try to fit you in.
          </p>
        </>
      ),
    },
    {
      id: 'tasting',
      question: 'Can I taste your cakes before I order?',
      answer: (
        <p>
          Yes. Our tasting box lets you try a selection of our most-loved flavours at home, at your
          own pace, before you decide. See the{' '}
          <Link to={paths.tastingBox.getHref()}>Tasting Box page</Link> for what is inside and how
          to order one.
        </p>
      ),
    },
    {
      id: 'prices',
      question: 'How much do your cakes cost?',
      answer: (
        <>
          <p>
            Cakes start from {formatPounds(CAKES_FROM_PENCE)}. Cupcakes come in boxes of{' '}
            {joinWithOr(CUPCAKE_BOX_SIZES)} from {formatPounds(CUPCAKES_FROM_PENCE)} each. Cake pops
            and glazed cookies start from {formatPounds(PIECES_FROM_PENCE)} each, with a minimum
            order of {PIECES_MINIMUM}.
          </p>
          <p>
            The final price depends on size, design and finish. Our{' '}
            <Link to={paths.price.getHref()}>Prices page</Link> has the details.
          </p>
        </>
      ),
    },
    {
      id: 'delivery',
      question: 'Do you deliver, or can I collect?',
      answer: (
        <>
          <p>
            Both. Collection from our kitchen is free. We deliver across London and beyond, charged
            by location at {mileRate} per mile.
          </p>
          <p>
            Deliveries inside the central London Congestion Charge zone during charging hours add
            the {congestionCharge} daily charge. Read more on our{' '}
            <Link to={paths.delivery.getHref()}>Delivery page</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'board-and-box',
      question: 'Will my cake come on a board and in a box?',
      answer: (
        <p>
          Yes. Every cake is set on a food-safe cake board and packed in a sturdy, clean cake box,
          included in the price. Tiered cakes are supported inside with dowels so they travel
          safely; please keep the box flat and level on the way home.
        </p>
      ),
    },
    {
      id: 'order-changes',
      question: 'Can I change my order once it is placed?',
      answer: (
        <>
          <p>
            Of course: just email us, preferably more than {CHANGE_NOTICE_DAYS} days before your
            delivery or collection date. Closer to the day we will still do our best, but some
            ingredients and decorations may already be prepared.
          </p>
          <p>
            If you need to cancel, {CANCELLATION_CHARGE_PERCENT}% of the order value is charged, and
            cancellations less than {CANCELLATION_NO_REFUND_HOURS} hours before delivery or
            collection cannot be refunded.
          </p>
        </>
      ),
    },
    {
      id: 'social-media',
      question: 'Are you on social media?',
      answer: (
        <p>
          We are! Follow us on{' '}
          {SOCIAL_LINKS.filter((link) => link.kind !== 'reviews').map((link, index) => (
            <span key={link.kind}>
              {index > 0 && ' and '}
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </span>
          ))}{' '}
          for our latest cakes and seasonal specials. We love sharing our bakes, and we always ask
          before posting a photo of yours.
        </p>
      ),
    },
    {
      id: 'email-response',
      question: 'How quickly will you answer my email?',
      answer: (
        <>
          <p>
            We answer emails from {SHOP_ANSWERING_HOURS.from} to {SHOP_ANSWERING_HOURS.to}, Monday
            to Friday. Enquiries sent after {SHOP_ANSWERING_HOURS.fridayCutOff} on Friday or at the
            weekend are answered on Monday.
          </p>
          <p>
            Write to us at <a href={`mailto:${SHOP_CONTACT_EMAIL}`}>{SHOP_CONTACT_EMAIL}</a>. Please
            do not submit a second order for an event we are already discussing: we will come back
            to you.
          </p>
        </>
      ),
    },
  ]
}

/** The four questions the home page shows (docs/product.md › Home page). */
export const HOME_FAQ_IDS: readonly FaqId[] = ['lead-time', 'prices', 'delivery', 'order-changes']

/** The home page's four FAQ items, in the order of the full list. */
export function buildHomeFaqItems(
  appDelivery: AppDelivery,
  leadTimes: string | undefined,
): FaqItem[] {
  return buildFaqItems(appDelivery, leadTimes).filter((item) => HOME_FAQ_IDS.includes(item.id))
}
