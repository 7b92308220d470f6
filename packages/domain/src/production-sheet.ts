import type { CartOption } from './cart'

/** What a production sheet needs of an order line (spec §3 Order product line). */
export interface ProductionLine {
  readonly name: string
  readonly quantity: string
  readonly options: readonly CartOption[]
}

/** One row of a day's production sheet: a product with one set of options, and how many to bake. */
export interface ProductionRow {
  name: string
  options: string[]
  quantity: number
  orders: number
}

/**
 * A day's production sheet (issue 8): the lines of the day's orders grouped by product and chosen
 * options (filling, sponge, size, decoration), with the quantities added up, sorted by product name.
 */
export function buildProductionSheet(
  orders: readonly { readonly products: readonly ProductionLine[] }[],
): ProductionRow[] {
  const rows = new Map<string, ProductionRow>()
  for (const order of orders) {
    for (const line of order.products) {
      const options = line.options.map((option) => option.value)
      const key = JSON.stringify([line.name, [...options].sort()])
      const quantity = Number(line.quantity)
      const row = rows.get(key) ?? { name: line.name, options, quantity: 0, orders: 0 }
      row.quantity += Number.isFinite(quantity) ? quantity : 0
      row.orders += 1
      rows.set(key, row)
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.options.join().localeCompare(b.options.join()),
  )
}
