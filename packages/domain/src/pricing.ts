import { asPence, formatPounds, sumPence, toPence, type Pence } from './money'
import type { Price } from './schemas/catalog'

/** The text shown instead of a total when some line has no price (docs/product.md › Product prices). */
export const PRICE_ON_REQUEST = 'Price on request'
/** The text shown instead of a line price when its cost is empty or zero (docs/product.md › Product prices). */
export const AWAITING = 'Awaiting'

/** What a cart line carries that pricing needs: cost in pounds (or null), quantity as text, sale percent as text (docs/product.md › Cart and checkout). */
export interface PricedLine {
  readonly cost: number | null
  readonly quantity: string
  readonly sale: string
}

/** A line in the server's own units: unit cost in pence (null: on request), a whole quantity, a sale percent or none. */
export interface LineInPence {
  readonly unitCost: Pence | null
  readonly quantity: number
  readonly salePercent: number | null
}

/** A cart's total: a sum in pence, or `Price on request` when some line has no valid cost (docs/product.md › Product prices). */
export type CartTotal = { kind: 'priced'; pence: Pence } | { kind: 'onRequest' }

/** Extra charges added to the lines' sum: delivery price and congestion charge (docs/product.md › Congestion charge; › Delivery price). */
export interface OrderCharges {
  readonly delivery?: Pence | null
  readonly congestion?: Pence | null
}

/**
 * The unit cost of `quantity` items at a price, as the product page prices them
 * (docs/product.md › Product prices): only → its value; variants → the chosen unit's cost, the
 * first variant's when none is chosen; interval → the row holding the quantity; request and
 * custom → empty.
 */
export function deriveUnitCost(price: Price, quantity: number, chosenUnit?: string): Pence | null {
  switch (price.type) {
    case 'only':
      return price.value === null ? null : toPence(price.value)
    case 'variants': {
      const variant = price.variants.find((entry) => entry.unit === chosenUnit) ?? price.variants[0]
      return variant === undefined ? null : toPence(variant.cost)
    }
    case 'interval':
      return findIntervalUnitCost(price, quantity)
    case 'request':
    case 'custom':
      return null
  }
}

/** The unit cost an interval price asks for a quantity: the row holding it, else the nearest row (docs/product.md › Product prices). */
export function findIntervalUnitCost(price: Price, quantity: number): Pence | null {
  const rows = [...price.intervals].sort((a, b) => a.from - b.from)
  const first = rows[0]
  if (first === undefined) return null
  const holding = rows.find((row) => row.from <= quantity && quantity <= row.to)
  if (holding) return toPence(holding.cost)
  if (quantity < first.from) return toPence(first.cost)
  // Above every row, or in a gap between rows: the last row that starts at or below the quantity.
  const below = rows.filter((row) => row.from <= quantity)
  const last = below[below.length - 1] ?? first
  return toPence(last.cost)
}

/** Parses a line quantity (text on the wire) as a whole number of at least 1, else null (docs/product.md › Cart and checkout). */
export function parseQuantity(quantity: string | number): number | null {
  const text = String(quantity).trim()
  if (!/^\d+$/.test(text)) return null
  const value = Number(text)
  return Number.isSafeInteger(value) && value >= 1 ? value : null
}

/** Parses a line's sale percent: empty is 0, `10` or `10%` is 10, clamped to 0–100, anything else 0 (docs/product.md › Product prices). */
export function parseSalePercent(sale: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(sale)
  if (!match?.[1]) return 0
  return Math.min(100, Number(match[1]))
}

/** Whether a unit cost is a price: at least one penny; none or nothing leaves the line awaiting a price (docs/product.md › Money). */
export function isUnitCostPriced(unitCost: Pence | null): unitCost is Pence {
  return unitCost !== null && unitCost > 0
}

/** A line's unit cost in pence when it is a valid price (at least one penny), else null (docs/product.md › Money). */
export function lineUnitCost(line: Pick<PricedLine, 'cost'>): Pence | null {
  const { cost } = line
  if (cost === null || !Number.isFinite(cost)) return null
  const pence = toPence(cost)
  return isUnitCostPriced(pence) ? pence : null
}

/** A line's price in pence: unit cost × quantity less its sale percent, or null when the cost is no price or the quantity not a whole number from 1 (docs/product.md › Product prices). */
export function calculateLineTotalInPence(line: LineInPence): Pence | null {
  const { unitCost, quantity } = line
  if (!isUnitCostPriced(unitCost) || !Number.isSafeInteger(quantity) || quantity < 1) return null
  const sale = Math.min(100, Math.max(0, line.salePercent ?? 0))
  return asPence(Math.round((unitCost * quantity * (100 - sale)) / 100))
}

/** A line's price as the browser holds it (cost in pounds, quantity and sale as text), in pence, or null when cost or quantity is not valid (docs/product.md › Product prices). */
export function calculateLineTotal(line: PricedLine): Pence | null {
  const quantity = parseQuantity(line.quantity)
  if (quantity === null) return null
  return calculateLineTotalInPence({
    unitCost: lineUnitCost(line),
    quantity,
    salePercent: parseSalePercent(line.sale),
  })
}

/** Formats a line price: `Awaiting` when empty or zero, else `£ x.xx` (docs/product.md › Money). */
export function formatLineCost(pence: Pence | null): string {
  return pence === null || pence === 0 ? AWAITING : formatPounds(pence)
}

/** Formats an amount in pounds as a line price: `Awaiting` when empty or zero, else `£ x.xx` (docs/product.md › Money). */
export function formatLinePounds(pounds: number | null): string {
  return formatLineCost(pounds === null ? null : toPence(pounds))
}

/** The product page total: quantity × unit cost, only for price types only, interval and variants, else null (docs/product.md › Product prices). */
export function calculateProductTotal(
  price: Price,
  quantity: number,
  selectedCost: Pence | null = null,
): Pence | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return null
  const unit =
    price.type === 'variants' && selectedCost !== null
      ? selectedCost
      : deriveUnitCost(price, quantity)
  return unit === null ? null : asPence(unit * quantity)
}

function addCharges(lineTotals: readonly (Pence | null)[], charges: OrderCharges): CartTotal {
  const priced = lineTotals.filter((total): total is Pence => total !== null)
  if (priced.length < lineTotals.length) return { kind: 'onRequest' }
  const extras = [charges.delivery, charges.congestion].filter(
    (value): value is Pence => typeof value === 'number',
  )
  return { kind: 'priced', pence: sumPence([...priced, ...extras]) }
}

/** The cart total: Σ(cost × quantity − sale %) + delivery + congestion, or `Price on request` when a line lacks a valid cost (docs/product.md › Product prices). */
export function calculateCartTotal(
  lines: readonly PricedLine[],
  charges: OrderCharges = {},
): CartTotal {
  return addCharges(lines.map(calculateLineTotal), charges)
}

/** An order's total from lines held in pence: the lines' prices + delivery + congestion, or `Price on request` when a line has no price (docs/product.md › Product prices). */
export function calculateTotalInPence(
  lines: readonly LineInPence[],
  charges: OrderCharges = {},
): CartTotal {
  return addCharges(lines.map(calculateLineTotalInPence), charges)
}

/** Formats a cart total: `£ x.xx`, or `Price on request` (docs/product.md › Product prices). */
export function formatCartTotal(total: CartTotal): string {
  return total.kind === 'priced' ? formatPounds(total.pence) : PRICE_ON_REQUEST
}

/** Whether every line has a valid cost and quantity, so the order can be paid at once (docs/product.md › Product prices). */
export function isCartPriced(lines: readonly PricedLine[]): boolean {
  return lines.every((line) => calculateLineTotal(line) !== null)
}

/** Whether the cart shows its total: more than one line and all priced (docs/product.md › Cart and checkout). */
export function isCartTotalShown(lines: readonly PricedLine[]): boolean {
  return lines.length > 1 && isCartPriced(lines)
}

/** The cheapest cost of a list of costs in pounds, in pence (docs/product.md › Product prices). */
function cheapest<T extends { cost: number }>(rows: readonly T[]): T | undefined {
  let best: T | undefined
  for (const row of rows) if (best === undefined || row.cost < best.cost) best = row
  return best
}

function perUnit(unit: string): string {
  return unit.trim() === '' ? '' : ` per ${unit.trim()}`
}

// The catalogue's prices are pounds sterling (docs/product.md › Money), whatever symbol the baker
// typed beside one: each is written as every other amount of the shop, with `formatPounds`.

/** One row of an interval price's dropdown: `From {from} To {to} - £ {cost} per {unit}` (docs/product.md › Product page). */
export function formatIntervalRow(
  interval: Price['intervals'][number],
  price: Pick<Price, 'unit'>,
): string {
  return `From ${interval.from} To ${interval.to} - ${formatPounds(toPence(interval.cost))}${perUnit(price.unit)}`
}

/** A price variant's button text: `£ {cost} / {unit}` (docs/product.md › Product page). */
export function formatVariantButton(variant: Price['variants'][number]): string {
  return `${formatPounds(toPence(variant.cost))} / ${variant.unit}`
}

/** A product's price text per type: only → `£ {value} per {unit}`; request/custom → its text; interval and variants → `From £ {cheapest} per {unit}` (docs/product.md › Product prices). */
export function formatPriceText(price: Price): string {
  switch (price.type) {
    case 'only':
      if (price.value === null) return PRICE_ON_REQUEST
      return `${formatPounds(toPence(price.value))}${perUnit(price.unit)}`
    case 'request':
    case 'custom':
      return price.text.trim() === '' ? PRICE_ON_REQUEST : price.text
    case 'interval': {
      const row = cheapest(price.intervals)
      if (row === undefined) return PRICE_ON_REQUEST
      return `From ${formatPounds(toPence(row.cost))}${perUnit(price.unit)}`
    }
    case 'variants': {
      const variant = cheapest(price.variants)
      if (variant === undefined) return PRICE_ON_REQUEST
      return `From ${formatPounds(toPence(variant.cost))}${perUnit(variant.unit)}`
    }
  }
}

/** Whether the product page shows a total for this price type (docs/product.md › Product prices). */
export function isProductTotalShown(price: Pick<Price, 'type'>): boolean {
  return price.type === 'only' || price.type === 'interval' || price.type === 'variants'
}
