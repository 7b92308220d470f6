import { listAllergens, type Allergen } from './allergens'
import { cartLoad, type LoadLine } from './capacity'
import type { CartLine } from './cart'
import { findProductAnywhere } from './catalog'
import { calculateDeliveryCharges, intersectDeliveryMethods, isAddressRequired } from './delivery'
import type { Pence } from './money'
import { calculateTotalInPence } from './pricing'
import { checkCartLine } from './product-config'
import { FORM_MESSAGES } from './schemas/forms'
import type { AppOptions } from './schemas/app-options'
import type { DeliveryMethod, Section } from './schemas/catalog'
import { findDeliveryScheduleIssue } from './checkout'

/** Customer-facing reasons an order is refused before anything is written (docs/product.md › Error answers). */
export const ORDER_QUOTE_MESSAGES = {
  productGone: (name: string) =>
    `${name} is no longer available. Please remove it from your cart and choose again.`,
  methodNotOffered: 'This delivery method is not available for every product in your cart',
  addressRequired: FORM_MESSAGES.required,
  distanceUnknown:
    'We could not work out the delivery distance to this address. Please choose it from the suggestions.',
  tooLarge: 'This order is too large to take online. Please contact us and we will arrange it.',
} as const

/** The largest order total the shop takes online: what the orders table holds in pence (a 32-bit integer). */
export const MAX_ORDER_TOTAL_PENCE = 2_147_483_647

/** The delivery block of a checkout as the server has checked it (docs/product.md › Wire names). */
export interface QuoteDelivery {
  readonly method: DeliveryMethod
  readonly date: string
  readonly time: string
  readonly secondTime: string
}

/** The delivery place as the server resolved it: postcode and distance from its own maps provider (docs/product.md › Address search). */
export interface QuotePlace {
  readonly address: string
  readonly postCode: string
  readonly distanceMiles: number | null
}

/** Everything an order's price depends on; the catalogue, options and clock are the server's (docs/product.md › Product prices). */
export interface OrderQuoteInput {
  readonly products: readonly CartLine[]
  readonly delivery: QuoteDelivery
  readonly place: QuotePlace
  readonly sections: readonly Section[]
  readonly options: AppOptions
  readonly now: Date
}

/** A cart line as the shop prices it, with its unit cost in pence (null: price on request) and its quantity read from the wire's text. */
export interface QuotedLine {
  readonly line: CartLine
  readonly unitCost: Pence | null
  readonly quantity: number
  /** The line's allergens from the catalogue and the chosen options, never the browser's (docs/product.md › Allergens). */
  readonly allergens: Allergen[]
}

/** An order's price as the shop computes it: lines, delivery price, congestion charge and total (null: price on request). */
export interface OrderQuote {
  readonly lines: QuotedLine[]
  readonly delivery: Pence
  readonly congestion: Pence
  readonly total: Pence | null
  /** The units of the kitchen's day the order takes (docs/product.md › Daily capacity). */
  readonly load: number
}

/** Why an order cannot be accepted: a message for the customer, and the form field it concerns. */
export interface OrderQuoteRefusal {
  readonly kind: 'catalogue' | 'form'
  readonly message: string
  readonly field?: string
}

/** The result of quoting an order. */
export type OrderQuoteResult =
  { ok: true; quote: OrderQuote } | { ok: false; refusal: OrderQuoteRefusal }

function refuse(
  kind: OrderQuoteRefusal['kind'],
  message: string,
  field?: string,
): OrderQuoteResult {
  return { ok: false, refusal: field === undefined ? { kind, message } : { kind, message, field } }
}

/**
 * Prices an order from the shop's own catalogue, options and clock
 * (docs/product.md › Product prices: the server recomputes every price): every line must still
 * exist and match the catalogue (docs/product.md › Product page, minimum quantity), the method must
 * be offered by every product (docs/product.md › Product page), the date and slot must be open
 * (docs/product.md › Dates and time slots; › Delivery price) and not before any product's lead time
 * allows (docs/product.md › Lead times), and a delivery needs an address and a known distance.
 */
export function quoteOrder(input: OrderQuoteInput): OrderQuoteResult {
  const { delivery, place, options } = input
  const lines: QuotedLine[] = []
  const products = []
  const loads: LoadLine[] = []
  for (const line of input.products) {
    const found = findProductAnywhere(input.sections, line.productId)
    if (!found) return refuse('catalogue', ORDER_QUOTE_MESSAGES.productGone(line.name))
    const checked = checkCartLine(line, found.product, found.section.title)
    if (!checked.ok) return refuse('catalogue', checked.message)
    lines.push({
      line: checked.line,
      unitCost: checked.unitCost,
      quantity: checked.quantity,
      allergens: listAllergens(found.product, checked.line.options),
    })
    products.push(found.product)
    loads.push({ capacity: found.product.capacity, quantity: checked.quantity })
  }

  if (!intersectDeliveryMethods(products).includes(delivery.method))
    return refuse('form', ORDER_QUOTE_MESSAGES.methodNotOffered, 'delivery.method')
  // The checkout schema has already made date and time required. The lead times are the
  // catalogue's, never the browser's (docs/product.md › Lead times).
  const scheduleIssue = findDeliveryScheduleIssue(
    delivery,
    input.now,
    options.closeOrderDates,
    products,
  )
  if (scheduleIssue) return refuse('form', scheduleIssue.message, scheduleIssue.field)
  if (isAddressRequired(delivery.method) && place.address.trim() === '')
    return refuse('form', ORDER_QUOTE_MESSAGES.addressRequired, 'deliveryPlace.address')

  const charges = calculateDeliveryCharges({
    method: delivery.method,
    address: place.address,
    date: delivery.date,
    time: delivery.time,
    secondTime: delivery.secondTime,
    postCode: place.postCode,
    distanceMiles: place.distanceMiles,
    appDelivery: options.appDelivery,
  })
  if (charges.delivery === null)
    return refuse('form', ORDER_QUOTE_MESSAGES.distanceUnknown, 'deliveryPlace.address')

  // The browser's sale hint is dropped when a line is checked: a checkout's lines carry no sale.
  const total = calculateTotalInPence(
    lines.map(({ unitCost, quantity }) => ({ unitCost, quantity, salePercent: null })),
    { delivery: charges.delivery, congestion: charges.congestion },
  )
  if (total.kind === 'priced' && total.pence > MAX_ORDER_TOTAL_PENCE)
    return refuse('catalogue', ORDER_QUOTE_MESSAGES.tooLarge)
  return {
    ok: true,
    quote: {
      lines,
      delivery: charges.delivery,
      congestion: charges.congestion,
      total: total.kind === 'priced' ? total.pence : null,
      load: cartLoad(loads),
    },
  }
}
