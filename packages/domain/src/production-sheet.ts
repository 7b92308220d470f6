import type { Allergen } from './allergens'
import type { CartOption } from './cart'
import { isOrderConfirmed, type OrderPaymentState } from './order-payment'
import { orderNumber } from './orders'

/** What a production sheet needs of an order line (docs/product.md › Orders). */
export interface ProductionLine {
  readonly name: string
  readonly quantity: number
  readonly options: readonly CartOption[]
  /** What the line contains, as stored with its order (docs/product.md › Allergens). */
  readonly allergens: readonly Allergen[]
}

// What each option the customer chose means, in the baker's words
// (docs/product.md › Cart and checkout).
const BAKER_OPTION_LABELS: Readonly<Record<CartOption['title'], string>> = {
  priceVariant: 'Size',
  filings: 'Filling',
  extraFilings: 'Extra',
  variants: 'Design',
}

/** A line's chosen options as the baker reads them, e.g. `Size: 8 inch · Filling: Biscoff`. */
export function describeOptionsForBaker(options: readonly CartOption[]): string {
  return options
    .map((option) => `${BAKER_OPTION_LABELS[option.title]}: ${option.value}`)
    .join(' · ')
}

/** One row of a day's production sheet: a product with one set of options, and how many to bake. */
export interface ProductionRow {
  name: string
  options: string[]
  allergens: Allergen[]
  quantity: number
  orders: number
}

/**
 * A day's production sheet (docs/product.md › The back office): the lines of the day's orders
 * grouped by product and chosen options (filling, sponge, size, decoration), with the quantities
 * added up, sorted by product name. Lines whose stored allergens differ (the recipe changed between
 * orders) stay apart, so each row's allergens are true of every cake in it
 * (docs/product.md › Allergens).
 */
export function buildProductionSheet(
  orders: readonly { readonly products: readonly ProductionLine[] }[],
): ProductionRow[] {
  const rows = new Map<string, ProductionRow>()
  for (const order of orders) {
    for (const line of order.products) {
      const options = line.options.map((option) => option.value)
      const allergens = [...line.allergens]
      const key = JSON.stringify([line.name, [...options].sort(), allergens])
      const row = rows.get(key) ?? { name: line.name, options, allergens, quantity: 0, orders: 0 }
      row.quantity += line.quantity
      row.orders += 1
      rows.set(key, row)
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.options.join().localeCompare(b.options.join()),
  )
}

/** What the production sheet needs of an order: its number, customer, payment state and lines. */
export interface ProductionOrder {
  readonly id: string
  readonly customer: { readonly firstName: string; readonly lastName: string }
  readonly payment: OrderPaymentState
  readonly products: readonly ProductionLine[]
}

/** An order of the day that is not confirmed yet, listed apart from what to bake. */
export interface UnconfirmedProductionOrder {
  orderNumber: string
  customerName: string
  payment: OrderPaymentState
  products: { name: string; quantity: string; options: string[]; allergens: Allergen[] }[]
}

/**
 * A day's production sheet split by confirmation: the confirmed orders (paid, a request once its
 * price is paid) added up into rows to bake; the others listed apart, each with its payment
 * state, so the baker sees what may still come without baking for an abandoned payment.
 */
export function buildConfirmedProductionSheet(orders: readonly ProductionOrder[]): {
  rows: ProductionRow[]
  unconfirmed: UnconfirmedProductionOrder[]
} {
  const confirmed = orders.filter((order) => isOrderConfirmed(order.payment))
  const unconfirmed = orders
    .filter((order) => !isOrderConfirmed(order.payment))
    .map((order) => ({
      orderNumber: orderNumber(order.id),
      customerName: `${order.customer.firstName} ${order.customer.lastName}`.trim(),
      payment: order.payment,
      products: order.products.map((line) => ({
        name: line.name,
        // The wire writes a line's quantity as text, as on every order line it answers.
        quantity: String(line.quantity),
        options: line.options.map((option) => option.value),
        allergens: [...line.allergens],
      })),
    }))
  return { rows: buildProductionSheet(confirmed), unconfirmed }
}
