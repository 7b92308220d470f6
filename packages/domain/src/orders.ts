import { CUSTOM_MADE_SECTION_TITLE } from './catalog'
import { formatPounds, toPence } from './money'
import type { DeliveryMethod } from './schemas/catalog'
import type { OrderStatus, TransactionMethod, TransactionStatus } from './schemas/orders'

/** The statuses an order moves through, in their life order (docs/product.md › Order life cycle). */
export const ORDER_LIFE = ['created', 'current', 'delivery', 'complete'] as const

/** Every order status: the life's steps, and cancelled, which ends an order before it is complete (docs/product.md › Order life cycle). */
export const ORDER_STATUSES = [...ORDER_LIFE, 'cancelled'] as const

/** The label of each order status (docs/product.md › Order life cycle). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  created: 'Created',
  current: 'Current',
  delivery: 'Delivery',
  complete: 'Complete',
  cancelled: 'Cancelled',
}

/** The label of each transaction status (docs/product.md › Account area). */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

/** The label of each payment method (docs/product.md › Payments). */
export const TRANSACTION_METHOD_LABELS: Readonly<Record<TransactionMethod, string>> = {
  bankTransfer: 'Bank transfer',
  gocardless: 'GoCardless',
  sandbox: 'Test payment',
}

/** What the back office says of a payment taken in the offline sandbox, where nothing is charged. */
export const TEST_PAYMENT_NOTE = 'Test payment: no money moved'

/** Whether a payment went through the offline sandbox rather than a real provider or the bank. */
export function isTestPayment(method: TransactionMethod): boolean {
  return method === 'sandbox'
}

/** An order status's label, e.g. `Created` (docs/product.md › Order life cycle). */
export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status]
}

/** Whether an order is listed under `Completed Orders`: complete, or cancelled, which is over too (docs/product.md › Order life cycle). */
export function isOrderCompleted(status: OrderStatus): boolean {
  return status === 'complete' || status === 'cancelled'
}

/** Whether the baker can still cancel an order: until it is complete, and once (docs/product.md › Order life cycle). */
export function canCancelOrder(status: OrderStatus): boolean {
  return status !== 'complete' && status !== 'cancelled'
}

/** What sorting and grouping orders needs (docs/product.md › Order life cycle). */
export interface SortableOrder {
  readonly status: OrderStatus
  readonly delivery: { readonly date: string; readonly time: string }
}

/** Orders sorted by delivery date, then time, ascending; a new array (docs/product.md › Order life cycle). */
export function sortOrdersByDelivery<T extends SortableOrder>(orders: readonly T[]): T[] {
  return [...orders].sort(
    (a, b) =>
      a.delivery.date.localeCompare(b.delivery.date) ||
      a.delivery.time.localeCompare(b.delivery.time),
  )
}

/** Orders split into current (not complete) and completed, each sorted by delivery date then time (docs/product.md › Account area; › Order life cycle). */
export function groupOrders<T extends SortableOrder>(
  orders: readonly T[],
): { current: T[]; completed: T[] } {
  const sorted = sortOrdersByDelivery(orders)
  return {
    current: sorted.filter((order) => !isOrderCompleted(order.status)),
    completed: sorted.filter((order) => isOrderCompleted(order.status)),
  }
}

function timestamp(value: string): number {
  const time = Date.parse(value)
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/** Transactions with pending ones first, then each group by newest `createdAt`; a new array (docs/product.md › Account area). */
export function sortTransactions<
  T extends { readonly status: TransactionStatus; readonly createdAt: string },
>(transactions: readonly T[]): T[] {
  return [...transactions].sort((a, b) => {
    const pendingFirst = Number(b.status === 'pending') - Number(a.status === 'pending')
    return pendingFirst || timestamp(b.createdAt) - timestamp(a.createdAt)
  })
}

/** What a payment's customer needs to know of it (docs/product.md › Payments). */
export interface PaymentFacts {
  readonly status: TransactionStatus
  readonly method: TransactionMethod
  /** Pending, but authorised at the customer's bank. */
  readonly isAuthorised: boolean
}

/**
 * Whether a transaction shows its `Pay: {amount}` button: an online payment still waiting, not
 * yet authorised at the customer's bank; Pay opens its page, or a fresh one (docs/product.md ›
 * Account area; › Payments).
 */
export function canPayTransaction(transaction: PaymentFacts): boolean {
  return (
    transaction.status === 'pending' &&
    transaction.method !== 'bankTransfer' &&
    !transaction.isAuthorised
  )
}

/** Where a payment stands, in the customer's words, as the account and the order page show it (docs/product.md › Payments). */
export function paymentStateText(payment: PaymentFacts): string {
  switch (payment.status) {
    case 'pending':
      if (payment.method === 'bankTransfer') return 'Waiting for your bank transfer'
      return payment.isAuthorised
        ? 'On its way from your bank: nothing to pay'
        : 'Waiting for your payment'
    case 'paid':
      return 'Paid'
    case 'failed':
      return 'Failed: the money did not reach us'
    case 'cancelled':
      return 'Cancelled: nothing was taken'
  }
}

/** The pay button's text, `Pay: £ 12.50`, from an amount in pounds (docs/product.md › Account area). */
export function payButtonText(amountPounds: number): string {
  return `Pay: ${formatPounds(toPence(amountPounds))}`
}

/** How many characters of an order's id make its number: short enough to read out on the phone. */
export const ORDER_NUMBER_LENGTH = 6

/**
 * The one number a customer and the baker quote for an order, on every screen and in every e-mail:
 * the last 6 characters of its id in capitals, e.g. `842C7B`.
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(-ORDER_NUMBER_LENGTH).toUpperCase()
}

/** The order number as screens and e-mails write it: `№ 842C7B`. */
export function formatOrderNumber(orderId: string): string {
  return `№ ${orderNumber(orderId)}`
}

// What people put in front of a number they quote: `#842C7B`, `№ 842c7b`, `No. 842C7B`, `order 842C7B`.
const QUOTED_NUMBER_PREFIX = /^(?:order\s*)?(?:#|№|no\.?)?\s*/i

/**
 * Whether a search names this order: its number as a customer quotes it (with or without `#`, `№`
 * or `No.`, in any letter case, spaces around ignored) or its whole id.
 */
export function matchesOrderNumber(orderId: string, query: string): boolean {
  const wanted = query.trim().replace(QUOTED_NUMBER_PREFIX, '').trim().toUpperCase()
  if (wanted === '') return false
  return wanted === orderNumber(orderId) || wanted === orderId.toUpperCase()
}

/** Whether images can still be added to or removed from an order: only while `created` or `current` (docs/product.md › Photos on custom orders). */
export function canRemoveOrderImages(status: OrderStatus): boolean {
  return status === 'created' || status === 'current'
}

/** Whether an order takes photos: it holds a product of the section named Custom Made, in any letter case (docs/product.md › Account area; › Photos on custom orders). */
export function hasCustomMadeProduct(order: {
  readonly products: readonly { readonly sectionName: string }[]
}): boolean {
  const wanted = CUSTOM_MADE_SECTION_TITLE.toLowerCase()
  return order.products.some((line) => line.sectionName.trim().toLowerCase() === wanted)
}

/** The delivery time range as the order detail shows it: `11:00 - 12:00`, or the single time (docs/product.md › Account area). */
export function formatTimeRange(time: string, secondTime: string): string {
  return secondTime && secondTime !== time ? `${time} - ${secondTime}` : time
}

/** The status an order moves to next in its life (created → current → delivery → complete), or null at the end and once cancelled (docs/product.md › Order life cycle; › The back office). */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  if (status === 'cancelled') return null
  const index = ORDER_LIFE.indexOf(status)
  return ORDER_LIFE[index + 1] ?? null
}

/**
 * What has happened to an order, in words a customer reads after its number: `is out for delivery`,
 * `is ready to collect`. The `delivery` step means a different thing for each way of getting the
 * order; an order in the baking plan is confirmed only once it is paid.
 */
export function orderStatusSentence(
  status: OrderStatus,
  method: DeliveryMethod,
  isPaid: boolean,
): string {
  if (status === 'created') return 'has reached us'
  if (status === 'current')
    return isPaid ? 'is confirmed and in our baking plan' : 'is in our baking plan'
  if (status === 'complete') return 'is complete'
  if (status === 'cancelled') return 'has been cancelled'
  if (method === 'orderCollection') return 'is ready to collect'
  if (method === 'royalMail') return 'has been posted to you by Royal Mail'
  return 'is out for delivery'
}
