import { CUSTOM_MADE_SECTION_TITLE } from './catalog'
import { formatPounds, toPence } from './money'
import type { OrderStatus, TransactionMethod, TransactionStatus } from './schemas/orders'

/** Order statuses in their life order (spec §4 Order status). */
export const ORDER_STATUSES = ['created', 'current', 'delivery', 'complete'] as const

/** The label of each order status (spec §4 Order status). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  created: 'Created',
  current: 'Current',
  delivery: 'Delivery',
  complete: 'Complete',
}

/** The label of each transaction status (spec §2 Transactions). */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

/** The label of each payment method (spec §3 Transaction). */
export const TRANSACTION_METHOD_LABELS: Readonly<Record<TransactionMethod, string>> = {
  bankTransfer: 'Bank transfer',
  gocardless: 'GoCardless',
  sandbox: 'Test payment',
}

/** An order status's label, e.g. `Created` (spec §4). */
export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status]
}

/** Whether an order is listed under `Completed Orders`: only status `complete` (spec §4). */
export function isOrderCompleted(status: OrderStatus): boolean {
  return status === 'complete'
}

/** What sorting and grouping orders needs (spec §4). */
export interface SortableOrder {
  readonly status: OrderStatus
  readonly delivery: { readonly date: string; readonly time: string }
}

/** Orders sorted by delivery date, then time, ascending; a new array (spec §4). */
export function sortOrdersByDelivery<T extends SortableOrder>(orders: readonly T[]): T[] {
  return [...orders].sort(
    (a, b) =>
      a.delivery.date.localeCompare(b.delivery.date) ||
      a.delivery.time.localeCompare(b.delivery.time),
  )
}

/** Orders split into current (not complete) and completed, each sorted by delivery date then time (spec §2 Orders list, §4). */
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

/** Transactions with pending ones first, then each group by newest `createdAt`; a new array (spec §2 Transactions). */
export function sortTransactions<
  T extends { readonly status: TransactionStatus; readonly createdAt: string },
>(transactions: readonly T[]): T[] {
  return [...transactions].sort((a, b) => {
    const pendingFirst = Number(b.status === 'pending') - Number(a.status === 'pending')
    return pendingFirst || timestamp(b.createdAt) - timestamp(a.createdAt)
  })
}

/** Whether a transaction shows its `Pay: {amount}` button: pending with a flow link (spec §2, §4 Transaction). */
export function canPayTransaction(transaction: {
  readonly status: TransactionStatus
  readonly flowLink: string | null
}): boolean {
  return transaction.status === 'pending' && Boolean(transaction.flowLink)
}

/** The pay button's text, `Pay: £ 12.50`, from an amount in pounds (spec §2 Transactions). */
export function payButtonText(amountPounds: number): string {
  return `Pay: ${formatPounds(toPence(amountPounds))}`
}

/** The last 6 characters of an id, as transaction rows show it (spec §2 Transactions). */
export function shortId(id: string): string {
  return id.slice(-6)
}

/** An order's number as the bakery and its clients say it: the last 6 characters of its id, in capitals. */
export function orderNumber(orderId: string): string {
  return shortId(orderId).toUpperCase()
}

/** Whether images can still be added to or removed from an order: only while `created` or `current` (spec §4, decisions §5). */
export function canRemoveOrderImages(status: OrderStatus): boolean {
  return status === 'created' || status === 'current'
}

/** Whether an order takes photos: it holds a product of the section named Custom Made, in any letter case (spec §2 Order detail, decisions §5). */
export function hasCustomMadeProduct(order: {
  readonly products: readonly { readonly sectionName: string }[]
}): boolean {
  const wanted = CUSTOM_MADE_SECTION_TITLE.toLowerCase()
  return order.products.some((line) => line.sectionName.trim().toLowerCase() === wanted)
}

/** The delivery time range as the order detail shows it: `11:00 - 12:00`, or the single time (spec §2 Order detail). */
export function formatTimeRange(time: string, secondTime: string): string {
  return secondTime && secondTime !== time ? `${time} - ${secondTime}` : time
}

/** The status an order moves to next in its life (created → current → delivery → complete), or null at the end (spec §4, issue 8). */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  const index = ORDER_STATUSES.indexOf(status)
  return ORDER_STATUSES[index + 1] ?? null
}
