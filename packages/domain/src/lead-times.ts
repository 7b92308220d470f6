import { splitSections } from './catalog'
import type { Section } from './schemas/catalog'
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

/** Notice as a sentence writes it before "notice": `6 weeks’`, `1 week’s`, `10 days’`. */
function noticeOf(days: number): string {
  const [count, unit] = days % 7 === 0 ? [days / 7, 'week'] : [days, 'day']
  return count === 1 ? `1 ${unit}’s` : `${String(count)} ${unit}s’`
}

/** A product's title after "for" or "such as": `the Dessert Table`. */
function theTitle(product: LeadTimeProduct): string {
  return /^the\s/i.test(product.title) ? product.title : `the ${product.title}`
}

/** Whole days' notice, where 0, 1 and none all mean tomorrow. */
function noticeDays(product: LeadTimeProduct): number {
  return product.leadTimeDays !== null && product.leadTimeDays > 1 ? product.leadTimeDays : 0
}

const FROM_TOMORROW = 'can be delivered from tomorrow'

/** The notice the products need in the words the pages quote, e.g. `Everything can be delivered from tomorrow` (docs/product.md › Terms the pages quote). */
export function describeLeadTimes(products: readonly LeadTimeProduct[]): string {
  // The most notice first, in the catalogue's order among equals; no verb follows a title, which
  // may be plural (`the Treat Boxes`).
  const slow = products
    .filter((product) => noticeDays(product) > 0)
    .sort((a, b) => noticeDays(b) - noticeDays(a))
  const [longest, shortest] = [slow[0], slow.at(-1)]
  if (longest === undefined || shortest === undefined) return `Everything ${FROM_TOMORROW}`
  const [most, least] = [noticeDays(longest), noticeDays(shortest)]
  if (slow.length === products.length) {
    return most === least
      ? `Everything needs ${noticeOf(most)} notice`
      : `Everything needs at least ${noticeOf(least)} notice, and some bakes up to ${noticeOf(most)}`
  }
  const isMostQuick = products.length - slow.length > slow.length
  const opening = `${isMostQuick ? 'Most' : 'Some'} of our bakes ${FROM_TOMORROW}`
  if (slow.length === 1)
    return `${opening}, but please allow ${noticeOf(most)} notice for ${theTitle(longest)}`
  if (slow.length === 2) {
    // Two products read best by name: the lesser notice first, and equals in the catalogue's order.
    const named =
      most === least
        ? `${theTitle(longest)} and ${theTitle(shortest)}`
        : `${theTitle(shortest)} and ${noticeOf(most)} for ${theTitle(longest)}`
    return `${opening}, but please allow ${noticeOf(least)} notice for ${named}`
  }
  const upTo = most === least ? '' : 'up to '
  return `${opening}; ${isMostQuick ? 'some' : 'others'}, such as ${theTitle(longest)}, need ${upTo}${noticeOf(most)} notice`
}

/** The notice the storefront's products (active ones of active sections) need, in the words the pages quote (docs/product.md › Terms the pages quote). */
export function describeShopLeadTimes(sections: readonly Section[]): string {
  const { regular, treads } = splitSections(sections)
  return describeLeadTimes([...regular, ...treads].flatMap((section) => section.products))
}
