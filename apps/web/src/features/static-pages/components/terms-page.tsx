import { Link } from 'react-router'
import { ALLERGEN_NOTICE } from '@sweet-art/domain/constants'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import { FIXED_PAGE_COPY, SHOP_CONTACT_EMAIL } from '@sweet-art/domain/shop-profile'
import { paths } from '@/config/paths'
import {
  CANCELLATION_CHARGE_PERCENT,
  CANCELLATION_NO_REFUND_HOURS,
  CHANGE_NOTICE_DAYS,
  CONSUME_WITHIN_DAYS,
  LEGAL_UPDATED_ON,
  MINIMUM_CUSTOMER_AGE,
  quoteLeadTimes,
  SHOP_AREA,
  SHOP_LEGAL_NAME,
  STORAGE_MAX_CELSIUS,
} from '../content/shop-facts'
import { describeChargingHours, quoteDeliveryRates } from '../content/delivery-copy'
import { LegalDocument, type LegalSection } from './legal-document'
import { StaticPage } from './static-page'

const email = <a href={`mailto:${SHOP_CONTACT_EMAIL}`}>{SHOP_CONTACT_EMAIL}</a>

/** The terms' sections; the delivery rules quote the shop's live delivery settings, the lead time the catalogue's. */
function buildSections(
  appDelivery: AppDelivery,
  leadTimes: string | undefined,
  invoiceDue: string,
): LegalSection[] {
  const { mileRate, congestionCharge } = quoteDeliveryRates(appDelivery)
  return [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <p>
            These terms apply to every order you place with {SHOP_LEGAL_NAME} (“Sweet Art”, “we”,
            “us”), a made-to-order bakery based in {SHOP_AREA}, whether through this website or by
            email. Please read them before you order; by placing an order you agree to them.
          </p>
          <p>
            Nothing in these terms affects your statutory rights as a consumer, including those
            under the Consumer Rights Act 2015.
          </p>
        </>
      ),
    },
    {
      id: 'who-can-order',
      title: 'Who can order',
      body: (
        <p>
          You must be at least {MINIMUM_CUSTOMER_AGE} years old to create an account or place an
          order: we do not serve children under {MINIMUM_CUSTOMER_AGE}. If you are under 18, please
          ask a parent or guardian to place and pay for the order with you. Please keep your
          password private; you are responsible for orders placed from your account.
        </p>
      ),
    },
    {
      id: 'orders',
      title: 'Orders and lead time',
      body: (
        <>
          <p>
            Everything we make is baked to order. {quoteLeadTimes(leadTimes)}. We will tell you
            promptly if we cannot take an order for the date you ask for.
          </p>
          <p>
            An order with a listed price becomes a contract when you have paid and we have confirmed
            it. An order for a product priced on request, such as a custom-made cake, is an enquiry:
            it becomes a contract when you accept our quote and pay our invoice.
          </p>
        </>
      ),
    },
    {
      id: 'prices-payment',
      title: 'Prices and payment',
      body: (
        <>
          <p>
            Prices are in pounds sterling. The price of your order is the one shown at checkout or
            in our quote, plus any delivery charge.
          </p>
          <p>
            Priced orders are paid online at checkout. Invoices for quoted orders are payable within{' '}
            {invoiceDue}; if an invoice is not paid in time we may release your date to another
            customer.
          </p>
        </>
      ),
    },
    {
      id: 'delivery',
      title: 'Delivery and collection',
      body: (
        <>
          <ul>
            <li>Collection from our kitchen is free, at the date and time chosen at checkout.</li>
            <li>
              Delivery covers London and beyond and is charged by location at {mileRate} per mile by
              road from our kitchen.
            </li>
            <li>
              Deliveries into the central London Congestion Charge zone during charging hours add a
              congestion charge of {congestionCharge} daily. Charging hours:{' '}
              {describeChargingHours(appDelivery.congestionWeekDays)}.
            </li>
          </ul>
          <p>
            Someone must be at the delivery address during the chosen time window. If nobody is
            there, we will try to reach you by phone; a second delivery is charged again. Your order
            is your responsibility once it is delivered or collected. Full details are on our{' '}
            <Link to={paths.delivery.getHref()}>Delivery page</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to your order',
      body: (
        <p>
          Please ask for any change by email, preferably more than {CHANGE_NOTICE_DAYS} days before
          delivery or collection. Later changes are accepted only if we can still make them, and a
          change to the size or design may change the price.
        </p>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellations and refunds',
      body: (
        <>
          <p>To cancel an order, email us. Because every order is made for you:</p>
          <ul>
            <li>
              if you cancel {CANCELLATION_NO_REFUND_HOURS} hours or more before delivery or
              collection, we charge {CANCELLATION_CHARGE_PERCENT}% of the order value and refund the
              rest;
            </li>
            <li>
              if you cancel less than {CANCELLATION_NO_REFUND_HOURS} hours before delivery or
              collection, we cannot give a refund.
            </li>
          </ul>
          <p>
            The 14-day cancellation period of the Consumer Contracts Regulations 2013 does not apply
            to our products, because they are perishable and made to your specification. If we ever
            have to cancel your order ourselves, we will refund you in full.
          </p>
        </>
      ),
    },
    {
      id: 'design',
      title: 'Handmade designs',
      body: (
        <>
          <p>
            Our cakes are made and decorated by hand, so the finished piece may differ slightly from
            photos, sketches or earlier cakes, and printed or on-screen colours may not match
            exactly. If a decoration is unavailable we will replace it with one of similar style and
            value, and tell you first when it matters.
          </p>
          <p>
            Some decorations, such as dowels, toppers, ribbons and fresh flowers, are not edible:
            please remove them before serving.
          </p>
        </>
      ),
    },
    {
      id: 'allergens',
      title: 'Allergens',
      body: (
        <p>
          {ALLERGEN_NOTICE} We cannot guarantee that any product is free from them. Please tell us
          about any allergy before you order, check the allergen information on each product page,
          and share it with your guests.
        </p>
      ),
    },
    {
      id: 'storage',
      title: 'Storage',
      body: (
        <p>
          Keep your order in the fridge at a maximum of +{STORAGE_MAX_CELSIUS}°C and eat it within{' '}
          {CONSUME_WITHIN_DAYS} days of delivery or collection. We cannot accept responsibility for
          products stored or transported otherwise once they are in your hands.
        </p>
      ),
    },
    {
      id: 'images',
      title: 'Your photos and designs',
      body: (
        <p>
          When you send us photos or designs, you confirm that you have the right to use them. We
          use them only to make your order, and we may decline designs that would copy someone
          else’s trade mark or artwork. We like to photograph our cakes for our portfolio; we will
          ask before sharing a photo that shows you, your guests or personal details.
        </p>
      ),
    },
    {
      id: 'complaints',
      title: 'If something is wrong',
      body: (
        <>
          <p>
            Please check your order when you receive it. If anything is wrong, email us within 24
            hours of delivery or collection, with photos and, where possible, the rest of the
            product, so we can look into it and put it right.
          </p>
          <p>
            Our liability for an order is limited to its price. We do not exclude liability for
            death or personal injury caused by our negligence, for fraud, or for anything else that
            the law does not allow us to exclude.
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: 'Law and contact',
      body: (
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and
          Wales may hear any dispute; if you live elsewhere in the UK you may also use your local
          courts. Questions about these terms are welcome at {email}. How we handle your data is
          explained in our <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>.
        </p>
      ),
    },
  ]
}

interface TermsPageProps {
  /** The shop's live delivery settings, so the terms quote the rates checkout charges. */
  appDelivery: AppDelivery
  /** The catalogue's lead times in words (describeLeadTimes); undefined until the catalogue is known. */
  leadTimes: string | undefined
  /** How long the baker gives to pay an invoice, in words ("3 working days"). */
  invoiceDue: string
}

/** /terms: the terms and conditions of ordering, built from the bakery's terms (docs/product.md › Terms the pages quote). */
export function TermsPage({ appDelivery, leadTimes, invoiceDue }: TermsPageProps) {
  return (
    <StaticPage
      copy={FIXED_PAGE_COPY['/terms']}
      eyebrow="The small print"
      lead="The fair rules behind every order we bake: what to expect from us, and what we ask of you."
    >
      <LegalDocument
        sections={buildSections(appDelivery, leadTimes, invoiceDue)}
        updatedOn={LEGAL_UPDATED_ON}
      />
    </StaticPage>
  )
}
