import {
  addDays,
  formatDisplayDate,
  formatLondonDateTime,
  londonInstant,
  londonToday,
  toLondonClock,
  weekdayOf,
} from './dates'
import type { OrderStatus, TransactionMethod, TransactionStatus } from './schemas/orders'

/**
 * How long an unpaid order keeps its place in the kitchen, as the baker sets it
 * (docs/product.md › Unpaid holds): hours on the payment page the checkout sent the customer to,
 * and working days for a bank transfer or a payment link the shop e-mailed.
 */
export interface UnpaidHoldTerms {
  readonly onlinePaymentHours: number
  readonly bankTransferWorkingDays: number
}

/** The terms of a shop whose baker has set none (docs/product.md › Unpaid holds). */
export const DEFAULT_UNPAID_HOLD_TERMS: UnpaidHoldTerms = {
  onlinePaymentHours: 2,
  bankTransferWorkingDays: 3,
}

/** The bounds the back office allows for each term: a day's worth of hours, a month of working days. */
export const UNPAID_HOLD_LIMITS = {
  onlinePaymentHours: { min: 1, max: 72 },
  bankTransferWorkingDays: { min: 1, max: 20 },
} as const

/**
 * How a pending payment was offered, which decides how long it holds the order's day: the payment
 * page the checkout opened at once, a bank transfer, or a link the shop e-mailed (a priced request,
 * a payment to make again) that the customer may read only later.
 */
export type PaymentOffer = 'checkoutPage' | 'bankTransfer' | 'mailedLink'

const SATURDAY = 6
const SUNDAY = 0
const HOUR_MS = 60 * 60 * 1000

/** The `days`-th working day (Monday to Friday) after a `YYYY-MM-DD` date; the date itself never counts. */
export function addWorkingDays(date: string, days: number): string {
  let day = date
  let counted = 0
  while (counted < days) {
    day = addDays(day, 1)
    const weekday = weekdayOf(day)
    if (weekday !== SATURDAY && weekday !== SUNDAY) counted += 1
  }
  return day
}

/**
 * The last day, `YYYY-MM-DD` in London, to pay for an order by bank transfer (or by a mailed link)
 * offered at `offeredAt`: the terms' working days after that day (docs/product.md › Unpaid holds).
 */
export function lastDayToPay(offeredAt: Date, terms: UnpaidHoldTerms): string {
  return addWorkingDays(londonToday(offeredAt), terms.bankTransferWorkingDays)
}

/** A payment offered: how, when, and for which delivery day (`YYYY-MM-DD`). */
export interface OfferedPayment {
  readonly offer: PaymentOffer
  readonly offeredAt: Date
  readonly deliveryDate: string
}

/**
 * When a payment stops holding its order's day unless paid (docs/product.md › Unpaid holds): the
 * terms' hours after a checkout's payment page, or the end of the last day to pay, London's
 * midnight, for a bank transfer or a mailed link; never after the delivery day begins, since an
 * order is baked only once paid. A payment offered on or after that day keeps its whole term.
 */
export function holdEndsAt(payment: OfferedPayment, terms: UnpaidHoldTerms): Date {
  const { offer, offeredAt } = payment
  const termEnds =
    offer === 'checkoutPage'
      ? new Date(offeredAt.getTime() + terms.onlinePaymentHours * HOUR_MS)
      : londonInstant(addDays(lastDayToPay(offeredAt, terms), 1), '00:00')
  const dayBegins = londonInstant(payment.deliveryDate, '00:00')
  return dayBegins > offeredAt && dayBegins < termEnds ? dayBegins : termEnds
}

/** The last day to pay, `YYYY-MM-DD` in London, of a hold that ends at a London midnight. */
export function lastDayOfHold(endsAt: Date | string): string {
  return londonToday(new Date(new Date(endsAt).getTime() - 1))
}

/** What an unpaid order holding its day waits for (docs/product.md › Unpaid holds). */
export const HOLD_WAITS_FOR = [
  'price',
  'payment',
  'bankTransfer',
  'bankConfirmation',
  'baker',
] as const
/** What an unpaid order holding its day waits for. */
export type HoldWaitsFor = (typeof HOLD_WAITS_FOR)[number]

/** An order as its hold reads it: its step, its total (null until priced) and its payments. */
export interface HoldingOrder {
  readonly status: OrderStatus
  readonly total: number | null
  readonly transactions: readonly {
    readonly method: TransactionMethod
    readonly status: TransactionStatus
    readonly holdEndsAt: Date | string
    /** Approved at the customer's bank, not yet confirmed by the provider: the money is on its way. */
    readonly isAuthorised: boolean
  }[]
}

/** An unpaid order's hold: what it waits for, and when it ends (null: when the baker acts). */
export interface UnpaidHold {
  readonly waitsFor: HoldWaitsFor
  readonly endsAt: Date | null
}

/**
 * Whether and how an order holds its day unpaid (docs/product.md › Unpaid holds): a request until
 * the baker prices or declines it; a payment approved at the customer's bank until the provider
 * confirms or fails it; a new order until the last of its payments' holds ends; an order the
 * baker moved on unpaid until she decides. A paid, complete or cancelled order holds
 * nothing that can end.
 */
export function unpaidHoldOf(order: HoldingOrder): UnpaidHold | null {
  if (order.status === 'cancelled' || order.status === 'complete') return null
  if (order.transactions.some((transaction) => transaction.status === 'paid')) return null
  if (order.total === null) return { waitsFor: 'price', endsAt: null }
  // Money on its way is not taken back by the clock: the provider says whether it arrives.
  const isOnItsWay = order.transactions.some(
    (transaction) => transaction.status === 'pending' && transaction.isAuthorised,
  )
  if (isOnItsWay) return { waitsFor: 'bankConfirmation', endsAt: null }
  if (order.status !== 'created' || order.transactions.length === 0)
    return { waitsFor: 'baker', endsAt: null }
  const latest = order.transactions.reduce((found, transaction) =>
    new Date(transaction.holdEndsAt) > new Date(found.holdEndsAt) ? transaction : found,
  )
  return {
    waitsFor: latest.method === 'bankTransfer' ? 'bankTransfer' : 'payment',
    endsAt: new Date(latest.holdEndsAt),
  }
}

/** Whether an order's hold has ended by `now`, so its day goes back to the kitchen. */
export function hasHoldEnded(order: HoldingOrder, now: Date): boolean {
  const hold = unpaidHoldOf(order)
  return hold?.endsAt != null && hold.endsAt <= now
}

/** When a hold ends, in words: "the end of 31 March 2027" for a whole last day, else its London date and time. */
export function holdEndInWords(endsAt: Date | string): string {
  const ends = new Date(endsAt)
  if (toLondonClock(ends).time === '00:00')
    return `the end of ${formatDisplayDate(lastDayOfHold(ends))}`
  return formatLondonDateTime(ends)
}

/** "3 working days", "1 working day": the time to pay by bank transfer or invoice, as the pages say it. */
export function workingDaysInWords(days: number): string {
  return `${String(days)} working ${days === 1 ? 'day' : 'days'}`
}
