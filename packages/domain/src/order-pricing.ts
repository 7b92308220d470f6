import type { Pence } from './money'
import { MAX_ORDER_TOTAL_PENCE } from './order-quote'
import type { OrderLineRecord } from './order-record'
import { calculateTotalInPence, isUnitCostPriced } from './pricing'
import type { OrderStatus } from './schemas/orders'

/** Why the bakery cannot price a request order as asked (docs/product.md › The back office). */
export const ORDER_PRICING_MESSAGES = {
  alreadyPriced: 'This order already has its price; the client pays it from their account.',
  alreadyPaid: 'This order is paid, so its price can no longer change.',
  cancelled: 'This order is cancelled, so it has no price to set.',
  unknownLine: 'Only the lines the bakery prices can be priced.',
  missingLine: (name: string) => `Please enter a price for ${name}.`,
  badQuantity: 'A line of this order has no valid quantity, so it cannot be priced.',
  unchanged: 'These are the prices the client already has.',
  pricedMeanwhile: 'This order was priced or paid meanwhile. Reload it to see where it stands.',
  tooLarge:
    'With these prices the order comes to more than the shop takes as one order. Please check the prices.',
} as const

/** What a request order needs to be priced, in pence: its lines, delivery charges, current total and whether it is paid (docs/product.md › Request orders). */
export interface PriceableOrder {
  readonly products: readonly OrderLineRecord[]
  readonly delivery: { readonly cost: Pence; readonly congestion: Pence }
  readonly total: Pence | null
  readonly isPaid: boolean
  readonly status: OrderStatus
}

/** The outcome of pricing a request order: each line's new unit cost and the order's total, or why not; `onPrices` when the message belongs beside the prices given. */
export type RequestPricing =
  | { ok: true; lines: { id: string; cost: Pence }[]; total: Pence }
  | { ok: false; kind: 'conflict' | 'invalid'; message: string; onPrices?: true }

/** Whether a line is the bakery's to price: awaiting a price, or priced by the bakery itself (docs/product.md › Request orders). */
export function isLinePricedByBakery(
  line: Pick<OrderLineRecord, 'unitCost' | 'pricedByBakery'>,
): boolean {
  return line.pricedByBakery || !isUnitCostPriced(line.unitCost)
}

/**
 * Prices a request order (docs/product.md › The back office): the baker gives a unit price to every
 * line that had none (price on request) and to no other line; the total then follows the price
 * rules, delivery and congestion included, exactly as a priced checkout's would
 * (docs/product.md › Product prices). Until the client pays, she may correct the prices she set;
 * a price the checkout set, or a paid one, never changes (docs/product.md › Request orders).
 */
export function priceRequestOrder(
  order: PriceableOrder,
  prices: readonly { id: string; cost: Pence }[],
): RequestPricing {
  if (order.status === 'cancelled')
    return { ok: false, kind: 'conflict', message: ORDER_PRICING_MESSAGES.cancelled }
  if (order.isPaid)
    return { ok: false, kind: 'conflict', message: ORDER_PRICING_MESSAGES.alreadyPaid }
  const unpriced = order.products.filter(isLinePricedByBakery)
  if (order.total !== null && !order.products.some((line) => line.pricedByBakery))
    return { ok: false, kind: 'conflict', message: ORDER_PRICING_MESSAGES.alreadyPriced }
  const given = new Map(prices.map((price) => [price.id, price.cost]))
  if ([...given.keys()].some((id) => !unpriced.some((line) => line.id === id)))
    return { ok: false, kind: 'invalid', message: ORDER_PRICING_MESSAGES.unknownLine }
  const missing = unpriced.find((line) => !given.has(line.id))
  if (missing)
    return { ok: false, kind: 'invalid', message: ORDER_PRICING_MESSAGES.missingLine(missing.name) }

  const lines = unpriced.flatMap((line) => {
    const cost = given.get(line.id)
    return cost === undefined ? [] : [{ id: line.id, cost }]
  })
  if (unpriced.every((line) => line.unitCost === given.get(line.id)))
    return { ok: false, kind: 'invalid', message: ORDER_PRICING_MESSAGES.unchanged }
  const priced = order.products.map((line) => ({
    ...line,
    unitCost: given.get(line.id) ?? line.unitCost,
  }))
  const total = calculateTotalInPence(priced, {
    delivery: order.delivery.cost,
    congestion: order.delivery.congestion,
  })
  if (total.kind !== 'priced')
    return { ok: false, kind: 'invalid', message: ORDER_PRICING_MESSAGES.badQuantity }
  // The same ceiling as a checkout's: what an order's total may hold (docs/product.md › Money).
  if (total.pence > MAX_ORDER_TOTAL_PENCE)
    return {
      ok: false,
      kind: 'invalid',
      message: ORDER_PRICING_MESSAGES.tooLarge,
      onPrices: true,
    }
  return { ok: true, lines, total: total.pence }
}
