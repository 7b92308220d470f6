import { asPence, sumPence, type Pence } from './money'
import type { TransactionMethod, TransactionStatus } from './schemas/orders'
import { lastDayOfHold } from './unpaid-holds'

/** Where an order stands with its money, as the back office shows it beside the order. */
export const ORDER_PAYMENT_STATES = [
  'paid',
  'testPayment',
  'awaitingPayment',
  'awaitingTransfer',
  'priceToSet',
] as const

/** Where an order stands with its money. */
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number]

/** The label of each payment state on the orders board and the production sheet. */
export const ORDER_PAYMENT_STATE_LABELS: Readonly<Record<OrderPaymentState, string>> = {
  paid: 'Paid',
  testPayment: 'Test payment',
  awaitingPayment: 'Awaiting payment',
  awaitingTransfer: 'Awaiting bank transfer',
  priceToSet: 'Price to set',
}

/** What the payment state needs of an order: its total (null until priced) and its transactions. */
export interface PayableOrder {
  readonly total: number | null
  readonly transactions: readonly {
    readonly method: TransactionMethod
    readonly status: TransactionStatus
  }[]
}

/**
 * An order's payment state: paid once any of its transactions is paid (a test payment when the
 * offline sandbox took it); otherwise a price to set while a request order has no total, a bank
 * transfer to wait for while one is pending, else an online payment still to be made (a link
 * never opened, failed or cancelled).
 */
export function orderPaymentState(order: PayableOrder): OrderPaymentState {
  const paid = order.transactions.filter((transaction) => transaction.status === 'paid')
  if (paid.length > 0)
    return paid.every((transaction) => transaction.method === 'sandbox') ? 'testPayment' : 'paid'
  if (order.total === null) return 'priceToSet'
  const waitsForTransfer = order.transactions.some(
    (transaction) => transaction.method === 'bankTransfer' && transaction.status === 'pending',
  )
  return waitsForTransfer ? 'awaitingTransfer' : 'awaitingPayment'
}

/**
 * Whether an order is confirmed, so the bakery bakes it: its money has arrived. A request order is
 * confirmed once the client has paid the price the baker set (paying is how they accept it); a
 * test payment counts, as the offline sandbox is the shop's only provider when it takes one.
 */
export function isOrderConfirmed(state: OrderPaymentState): boolean {
  return state === 'paid' || state === 'testPayment'
}

/** A transaction as an e-mail about its order reads it. */
export interface PaymentRecord {
  readonly method: TransactionMethod
  readonly status: TransactionStatus
  readonly amountPence: number
  /** A bank transfer's reference; null for other methods. */
  readonly reference: string | null
  readonly createdAt: Date | string
  /** When it stops holding the order's day unless paid (docs/product.md › Unpaid holds). */
  readonly holdEndsAt: Date | string
}

/**
 * Where an order stands with its money, with what the customer needs to act on it: the sum paid,
 * the amount still to pay online, or the bank transfer's amount, reference and last day
 * (docs/product.md › E-mails; › Payments).
 */
export type PaymentStanding =
  | { state: 'paid' | 'testPayment'; paid: Pence }
  | { state: 'priceToSet' }
  | { state: 'awaitingPayment'; amount: Pence }
  | { state: 'awaitingTransfer'; amount: Pence; reference: string; dueBy: string }

/** An order's payment standing from its total (null until priced) and its transactions. */
export function paymentStanding(
  order: { readonly total: Pence | null },
  transactions: readonly PaymentRecord[],
): PaymentStanding {
  const state = orderPaymentState({ total: order.total, transactions })
  if (state === 'paid' || state === 'testPayment') {
    const paid = transactions.filter((transaction) => transaction.status === 'paid')
    return { state, paid: sumPence(paid.map((transaction) => asPence(transaction.amountPence))) }
  }
  if (order.total === null) return { state: 'priceToSet' }
  const transfer = transactions.find(
    (transaction) => transaction.method === 'bankTransfer' && transaction.status === 'pending',
  )
  if (!transfer) return { state: 'awaitingPayment', amount: order.total }
  return {
    state: 'awaitingTransfer',
    amount: asPence(transfer.amountPence),
    reference: transfer.reference ?? '',
    dueBy: lastDayOfHold(transfer.holdEndsAt),
  }
}
