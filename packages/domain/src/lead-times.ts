import {
  addDays,
  DELIVERY_CALENDAR_DAYS,
  formatLongDate,
  londonToday,
  londonTomorrow,
} from './dates'

/**
 * The longest lead time a product may have: the delivery calendar's length, so even the slowest
 * product keeps a day it can be ordered for (docs/product.md › Lead times).
 */
export const MAX_LEAD_TIME_DAYS = DELIVERY_CALENDAR_DAYS

/** What the earliest delivery date needs to know of a product in the cart (docs/product.md › Lead times). */
export interface LeadTimeProduct {
  readonly title: string
  /** Whole days' notice counted from today in London; null for none, which means tomorrow. */
  readonly leadTimeDays: number | null
}

/** The first day a cart can be delivered, and the product whose lead time decides it (docs/product.md › Lead times). */
export interface EarliestDelivery<P extends LeadTimeProduct> {
  /** `YYYY-MM-DD`, London. */
  readonly date: string
  /** The first product of the cart needing that date; null when no lead time reaches past tomorrow. */
  readonly product: P | null
}

/**
 * The first day one product can be delivered: its lead time counted in days from today in London,
 * never before tomorrow, the shop's own earliest day; tomorrow when it has none
 * (docs/product.md › Lead times).
 */
export function productEarliestDate(leadTimeDays: number | null, now: Date): string {
  const tomorrow = londonTomorrow(now)
  if (leadTimeDays === null) return tomorrow
  const ready = addDays(londonToday(now), leadTimeDays)
  return ready > tomorrow ? ready : tomorrow
}

/**
 * The first day a whole cart can be delivered: the latest of its products' earliest days, since
 * the order arrives at once; tomorrow for a cart whose products have no lead time past it
 * (docs/product.md › Lead times).
 */
export function earliestDelivery<P extends LeadTimeProduct>(
  products: readonly P[],
  now: Date,
): EarliestDelivery<P> {
  let earliest: EarliestDelivery<P> = { date: londonTomorrow(now), product: null }
  for (const product of products) {
    const date = productEarliestDate(product.leadTimeDays, now)
    if (date > earliest.date) earliest = { date, product }
  }
  return earliest
}

/** Why the days before a cart's earliest day cannot be chosen, e.g. `The earliest date for Wedding Cake is 12 January 2027` (docs/product.md › Lead times). */
export function leadTimeMessage(title: string, date: string): string {
  return `The earliest date for ${title} is ${formatLongDate(date)}`
}

/**
 * What a product's page says of its lead time, in the words the checkout's date picker uses, or
 * null when it can be delivered from tomorrow like everything else (docs/product.md › Lead times).
 */
export function productLeadTimeNote(product: LeadTimeProduct, now: Date): string | null {
  // A day's notice or none never reaches past tomorrow, so London's clock need not be read: its
  // first reading loads the time zone's data, milliseconds a slow phone's product page can spare.
  if (product.leadTimeDays === null || product.leadTimeDays <= 1) return null
  const earliest = earliestDelivery([product], now)
  return earliest.product ? leadTimeMessage(product.title, earliest.date) : null
}

/** The message refusing a date before the cart's earliest day, or null when the date is not too soon for any product (docs/product.md › Lead times). */
export function findLeadTimeProblem(
  date: string,
  products: readonly LeadTimeProduct[],
  now: Date,
): string | null {
  const earliest = earliestDelivery(products, now)
  if (earliest.product === null || date >= earliest.date) return null
  return leadTimeMessage(earliest.product.title, earliest.date)
}
