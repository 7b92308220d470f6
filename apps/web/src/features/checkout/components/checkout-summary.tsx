import type { Allergen } from '@sweet-art/domain/allergens'
import type { CartLine } from '@sweet-art/domain/cart'
import type { DeliveryCharges } from '@sweet-art/domain/delivery'
import { formatPounds } from '@sweet-art/domain/money'
import { calculateCartTotal, formatCartTotal, isCartPriced } from '@sweet-art/domain/pricing'
import type { DeliveryMethod } from '@sweet-art/domain/schemas/catalog'
import type { PaymentChoice } from '@sweet-art/domain/schemas/payments'
import { ContainsLine } from '@/components/ui/allergen-list'
import buttonStyles from '@/components/ui/button.module.css'
import styles from './checkout.module.css'

/** A cart line's name and what it contains, from the catalogue and its options (docs/product.md › Allergens). */
export interface LineAllergens {
  id: string
  name: string
  allergens: readonly Allergen[]
}

interface CheckoutSummaryProps {
  lines: readonly CartLine[]
  /** What each line contains; lines declaring nothing are left out. */
  lineAllergens: readonly LineAllergens[]
  method: DeliveryMethod | ''
  /** The domain's delivery price and congestion charge for what the form holds now. */
  charges: DeliveryCharges
  /** Whether the delivery price applies yet: method delivery with an address and a date (docs/product.md › Delivery price). */
  isDeliveryCharged: boolean
  /** How a priced order will be paid: the note under the button says what happens next. */
  paymentChoice: PaymentChoice
  /** How long a bank transfer may take, in words ("3 working days"). */
  payWithin: string
  /** `Pay`, `Place order`, `Create Order` or `Order created...`. */
  submitLabel: string
  isSubmitting: boolean
}

// How each method is paid for, as the delivery page tells customers; only `delivery` is priced here.
const UNPRICED_METHOD_TEXT: Readonly<Record<Exclude<DeliveryMethod, 'delivery'>, string>> = {
  orderCollection: 'Free',
  uberTaxi: 'Fare agreed with you',
  royalMail: 'Confirmed with your order',
}

function deliveryText(method: DeliveryMethod | '', charges: DeliveryCharges, isCharged: boolean) {
  if (method === '') return 'Choose a method'
  if (method !== 'delivery') return UNPRICED_METHOD_TEXT[method]
  if (!isCharged) return 'Needs address and date'
  return charges.delivery === null ? 'To be confirmed' : formatPounds(charges.delivery)
}

function nextStepText(isPriced: boolean, paymentChoice: PaymentChoice, payWithin: string): string {
  if (!isPriced)
    return 'Some products are priced on request: we will confirm the price with you before you pay.'
  return paymentChoice === 'bankTransfer'
    ? `We will place your order and then show our bank details and your payment reference; please pay within ${payWithin}.`
    : 'You will be taken to our secure payment page to pay.'
}

/**
 * The order summary beside the form: what each product contains (docs/product.md › Allergens), the
 * products, the delivery price and the congestion charge on their own lines, and the total
 * (docs/product.md › Product prices). These are hints; the shop recomputes every price and
 * allergen. The submit button sits here, where the total is read.
 */
export function CheckoutSummary({
  lines,
  lineAllergens,
  method,
  charges,
  isDeliveryCharged,
  paymentChoice,
  payWithin,
  submitLabel,
  isSubmitting,
}: CheckoutSummaryProps) {
  const isPriced = isCartPriced(lines)
  const total = calculateCartTotal(lines, charges)
  const declared = lineAllergens.filter((line) => line.allergens.length > 0)

  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.summaryTitle}>
        Order summary
      </h2>
      {declared.length > 0 && (
        <ul className={styles.allergens} aria-label="Allergens in your order">
          {declared.map((line) => (
            <li key={line.id}>
              <span className={styles.allergenProduct}>{line.name}</span>
              <ContainsLine allergens={line.allergens} />
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.charges}>
        <div className={styles.charge}>
          <dt>Products</dt>
          <dd>{formatCartTotal(calculateCartTotal(lines))}</dd>
        </div>
        <div className={styles.charge}>
          <dt>Delivery</dt>
          <dd>{deliveryText(method, charges, isDeliveryCharged)}</dd>
        </div>
        <div className={styles.charge}>
          <dt>Congestion charge</dt>
          <dd>{formatPounds(charges.congestion)}</dd>
        </div>
        <div className={`${styles.charge ?? ''} ${styles.grandTotal ?? ''}`}>
          <dt>Total</dt>
          <dd>{formatCartTotal(total)}</dd>
        </div>
      </dl>
      <button
        type="submit"
        className={`${buttonStyles.gold ?? ''} ${styles.submit ?? ''}`}
        aria-disabled={isSubmitting || undefined}
        aria-busy={isSubmitting || undefined}
        // Keeps focus in the field being left: its blur would show that field's error and, on a
        // phone, push this button down between press and release, so the tap would be lost.
        onMouseDown={(event) => event.preventDefault()}
      >
        {submitLabel}
      </button>
      <p className={styles.summaryNote}>{nextStepText(isPriced, paymentChoice, payWithin)}</p>
    </section>
  )
}
