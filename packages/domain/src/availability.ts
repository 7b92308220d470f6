import { dayCapacity, fitsCapacity, fullyBookedReason, type DailyCapacity } from './capacity'
import { findDeliveryScheduleIssue } from './checkout'
import { MAX_LINE_QUANTITY } from './constants'
import { addDays, findDeliveryDateProblem } from './dates'
import type { LeadTimeProduct } from './lead-times'
import { DELIVERY_SCHEDULE_MESSAGES } from './slots'
import type { CloseOrderDates } from './schemas/app-options'
import type { AvailabilityProduct } from './schemas/capacity'

/** Why a day cannot be chosen (docs/product.md › Daily capacity). */
export type UnavailableKind = 'closed' | 'tooSoon' | 'full'

/** A day of the calendar that cannot be chosen for a cart, and the reason the customer reads (docs/product.md › Daily capacity). */
export interface UnavailableDay {
  readonly date: string
  readonly kind: UnavailableKind
  readonly reason: string
}

/** What deciding a range of days needs: the shop's calendar, the cart and the kitchen's bookings (docs/product.md › Daily capacity). */
export interface AvailabilityInput {
  /** First and last day, `YYYY-MM-DD`, inclusive. */
  readonly from: string
  readonly to: string
  readonly now: Date
  readonly closeOrderDates: CloseOrderDates
  /** The cart's products, whose lead times decide its first day. */
  readonly products: readonly LeadTimeProduct[]
  readonly capacity: DailyCapacity
  /** Units already booked on each day; a day not listed has none. */
  readonly booked: ReadonlyMap<string, number>
  /** The units the cart takes. */
  readonly load: number
}

/**
 * Each day from `from` to `to` the cart cannot be delivered on, with the reason in the words the
 * checkout would refuse it in: too soon (before tomorrow or a product's lead time), closed (a
 * closed date or weekday, or past the year ahead), or full (the cart does not fit what is left of
 * the day's capacity). Days not listed can be chosen (docs/product.md › Daily capacity).
 */
export function listUnavailableDays(input: AvailabilityInput): UnavailableDay[] {
  const days: UnavailableDay[] = []
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    const issue = findDeliveryScheduleIssue(
      { date, time: '' },
      input.now,
      input.closeOrderDates,
      input.products,
    )
    if (issue) {
      // A day both too soon and closed is said too soon, as the checkout says it.
      const problem = findDeliveryDateProblem(date, input.now, input.closeOrderDates)
      const isClosed =
        problem !== null &&
        problem !== 'tooEarly' &&
        issue.message === DELIVERY_SCHEDULE_MESSAGES[problem]
      days.push({ date, kind: isClosed ? 'closed' : 'tooSoon', reason: issue.message })
      continue
    }
    const booked = input.booked.get(date) ?? 0
    if (!fitsCapacity(dayCapacity(input.capacity, date), booked, input.load))
      days.push({ date, kind: 'full', reason: fullyBookedReason(date) })
  }
  return days
}

/**
 * The days of a calendar month worth asking about: from its first day (`YYYY-MM-01`) to its last,
 * cut to the calendar's range; null when the month is outside it (docs/product.md › Daily capacity).
 */
export function monthWithin(
  month: string,
  range: { readonly min: string; readonly max: string },
): { from: string; to: string } | null {
  const first = `${month.slice(0, 7)}-01`
  const [year, monthNumber] = first.split('-').map(Number) as [number, number]
  const nextFirst =
    monthNumber === 12
      ? `${String(year + 1)}-01-01`
      : `${String(year)}-${String(monthNumber + 1).padStart(2, '0')}-01`
  const from = first < range.min ? range.min : first
  const last = addDays(nextFirst, -1)
  const to = last > range.max ? range.max : last
  return from <= to ? { from, to } : null
}

/**
 * The cart as the calendar asks about it: each line's product and quantity; a line whose quantity
 * is not a whole number the shop takes is left out, as the checkout refuses it anyway
 * (docs/product.md › Daily capacity; › Quantities).
 */
export function availabilityCart(
  lines: readonly { readonly productId: string; readonly quantity: string }[],
): AvailabilityProduct[] {
  return lines.flatMap(({ productId, quantity }) => {
    const count = Number(quantity)
    return Number.isInteger(count) && count >= 1 && count <= MAX_LINE_QUANTITY
      ? [{ productId, quantity: count }]
      : []
  })
}
