import { calculateCongestionCharge } from './congestion'
import { asPence, ZERO_PENCE, type Pence } from './money'
import type { AppDelivery } from './schemas/app-options'
import { DELIVERY_METHODS } from './catalog'
import type { DeliveryMethod } from './schemas/catalog'

/** The customer-facing name of each delivery method (docs/product.md › Methods). */
export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  delivery: 'Delivery',
  uberTaxi: 'Uber taxi',
  orderCollection: 'Order collection',
  royalMail: 'Royal Mail',
}

/** The methods a new product starts with: the bakery's own (its delivery, a taxi it sends, collection); Royal Mail, which suits only what survives the post, is ticked per product. */
export const BAKERY_DELIVERY_METHODS: readonly DeliveryMethod[] = [
  'delivery',
  'uberTaxi',
  'orderCollection',
]

/** The methods that need a delivery address (docs/product.md › Cart and checkout). */
export const ADDRESS_DELIVERY_METHODS: readonly DeliveryMethod[] = ['delivery', 'royalMail']

/** The customer-facing name of a delivery method, e.g. `Uber taxi` (docs/product.md › Methods). */
export function deliveryMethodLabel(method: DeliveryMethod): string {
  return DELIVERY_METHOD_LABELS[method]
}

/** Whether a method needs a delivery address: delivery and Royal Mail (docs/product.md › Cart and checkout). */
export function isAddressRequired(method: string | null | undefined): boolean {
  return ADDRESS_DELIVERY_METHODS.some((candidate) => candidate === method)
}

/** The methods every product of the cart allows, in the checkout's order; none for an empty cart (docs/product.md › Cart and checkout; › Methods). */
export function intersectDeliveryMethods(
  products: readonly { readonly delivery: readonly DeliveryMethod[] }[],
): DeliveryMethod[] {
  if (products.length === 0) return []
  return DELIVERY_METHODS.filter((method) =>
    products.every((product) => product.delivery.includes(method)),
  )
}

/**
 * The delivery price in pence for a distance in miles (docs/product.md › Delivery price):
 * d = distance × ratio; first decimal of d below 5 → floor(d) + 0.50, else floor(d) + 1.
 */
export function calculateDeliveryPrice(distanceMiles: number, ratio: number): Pence {
  if (
    !Number.isFinite(distanceMiles) ||
    distanceMiles < 0 ||
    !Number.isFinite(ratio) ||
    ratio < 0
  ) {
    throw new RangeError(`Cannot price a delivery of ${distanceMiles} miles at ${ratio} per mile`)
  }
  // toPrecision removes binary noise (4.3 × 1.25 must read 5.375, not 5.374999…) before taking tenths.
  const tenths = Math.floor(Number((distanceMiles * ratio * 10).toPrecision(12)))
  const pounds = Math.floor(tenths / 10)
  return asPence(pounds * 100 + (tenths % 10 < 5 ? 50 : 100))
}

/** What decides whether a delivery is charged: the method, the address and the date (docs/product.md › Delivery price). */
export interface DeliveryChargeCondition {
  readonly method: DeliveryMethod | '' | null | undefined
  readonly address: string | null | undefined
  readonly date: string | null | undefined
}

/** Whether the delivery price applies: only for method `delivery` with an address and a date; collection is free and the other methods add no computed charge (docs/product.md › Methods). */
export function isDeliveryCharged(condition: DeliveryChargeCondition): boolean {
  return (
    condition.method === 'delivery' &&
    Boolean(condition.address?.trim()) &&
    Boolean(condition.date?.trim())
  )
}

/** Everything the delivery charges of an order depend on (docs/product.md › Delivery price). */
export interface DeliveryChargesInput extends DeliveryChargeCondition {
  readonly postCode: string | null | undefined
  readonly time: string | null | undefined
  readonly secondTime?: string | null | undefined
  /** Driving distance from the shop in miles; null when unknown. */
  readonly distanceMiles: number | null | undefined
  readonly appDelivery: AppDelivery
}

/** An order's delivery charges in pence; `delivery` is null when it applies but the distance is unknown (docs/product.md › Delivery price). */
export interface DeliveryCharges {
  delivery: Pence | null
  congestion: Pence
}

/** The delivery price and congestion charge of an order; both apply only to method `delivery` with an address and a date (docs/product.md › Delivery price). */
export function calculateDeliveryCharges(input: DeliveryChargesInput): DeliveryCharges {
  if (!isDeliveryCharged(input)) return { delivery: ZERO_PENCE, congestion: ZERO_PENCE }
  const { distanceMiles, appDelivery } = input
  const delivery =
    distanceMiles === null ||
    distanceMiles === undefined ||
    !Number.isFinite(distanceMiles) ||
    distanceMiles < 0
      ? null
      : calculateDeliveryPrice(distanceMiles, appDelivery.distanceRatio)
  const congestion = calculateCongestionCharge({
    postCode: input.postCode ?? '',
    date: input.date ?? '',
    time: input.time ?? '',
    secondTime: input.secondTime ?? undefined,
    appDelivery,
  })
  return { delivery, congestion }
}
