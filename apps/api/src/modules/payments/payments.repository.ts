import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { paymentEvents, transactions } from '@sweet-art/db/schema'
import { toPounds } from '@sweet-art/domain/money'
import type { TransactionMethod, TransactionStatus } from '@sweet-art/domain/schemas/orders'
import type { PaymentReceipt } from '@sweet-art/domain/schemas/payment-receipt'
import { isUuid } from '../../lib/ownership'
import type { PaymentOutcome } from '../../providers/payments/payment-provider'

/** A stored transaction. */
export type TransactionRow = typeof transactions.$inferSelect

/** A sandbox transaction by id, or null. */
export async function findSandboxTransaction(
  db: Database,
  id: string,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.method, 'sandbox')))
  return row ?? null
}

/** A client's transactions, newest first. */
export async function listClientTransactions(
  db: Database,
  clientId: string,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.clientId, clientId))
    .orderBy(desc(transactions.createdAt))
}

/**
 * Records a provider's event once, in the database transaction of the change it makes: false when
 * it was applied before, so a repeated delivery changes nothing.
 */
export async function claimPaymentEvent(
  tx: DatabaseTransaction,
  provider: string,
  eventId: string,
): Promise<boolean> {
  const fresh = await tx
    .insert(paymentEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId })
  return fresh.length > 0
}

/** The ids a provider's event names its transaction by (docs/product.md › Payments). */
export interface EventTarget {
  requestRef: string | null
  paymentId: string | null
  transactionId: string | null
}

/**
 * The transaction an event is about, locked until the event's changes commit. A request's event
 * names its request, and moves only the transaction that request is for now: a superseded request
 * shares the shop's transaction id in its metadata and must not move it. A payment is found by
 * its own id, or, before its request's fulfilled event has named it, by the shop's id from its
 * metadata, unless that transaction is another payment's already.
 */
export async function findEventTransaction(
  tx: DatabaseTransaction,
  method: TransactionMethod,
  target: EventTarget,
): Promise<TransactionRow | null> {
  const ofMethod = eq(transactions.method, method)
  const byOwnId = target.requestRef
    ? eq(transactions.providerRef, target.requestRef)
    : target.paymentId
      ? eq(transactions.providerPaymentId, target.paymentId)
      : null
  if (byOwnId) {
    const [row] = await tx.select().from(transactions).where(and(byOwnId, ofMethod)).for('update')
    if (row || target.requestRef) return row ?? null
  }
  if (!target.transactionId || !isUuid(target.transactionId)) return null
  const notAnotherPayment = target.paymentId
    ? or(
        isNull(transactions.providerPaymentId),
        eq(transactions.providerPaymentId, target.paymentId),
      )
    : undefined
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, target.transactionId), ofMethod, notAnotherPayment))
    .for('update')
  return row ?? null
}

/** Ties a transaction to the provider's payment, which its later events name. */
export async function recordProviderPayment(
  tx: DatabaseTransaction,
  id: string,
  paymentId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ providerPaymentId: paymentId, updatedAt: now })
    .where(and(eq(transactions.id, id), isNull(transactions.providerPaymentId)))
}

/** Moves a transaction from one of `from` to `to`; false when it was in none of them. */
export async function settleTransaction(
  tx: DatabaseTransaction,
  id: string,
  from: readonly TransactionStatus[],
  to: PaymentOutcome,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(transactions)
    .set({ status: to, paidAt: to === 'paid' ? now : null, updatedAt: now })
    .where(and(eq(transactions.id, id), inArray(transactions.status, [...from])))
    .returning({ id: transactions.id })
  return moved.length > 0
}

/**
 * After a payment ended unpaid, a fresh pending one for the same amount, so the order can be paid
 * again from its page and the account's transactions (docs/product.md › Payments); its payment
 * page is made when the customer presses Pay. None when the order already has a payment pending
 * or paid. Answers whether one was made.
 */
export async function offerFreshPayment(
  tx: DatabaseTransaction,
  ended: TransactionRow,
  offered: { at: Date; holdEndsAt: Date },
): Promise<boolean> {
  const [live] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.orderId, ended.orderId),
        inArray(transactions.status, ['pending', 'paid']),
      ),
    )
    .limit(1)
  if (live) return false
  await tx.insert(transactions).values({
    orderId: ended.orderId,
    clientId: ended.clientId,
    method: ended.method,
    amountPence: ended.amountPence,
    holdEndsAt: offered.holdEndsAt,
    createdAt: offered.at,
    updatedAt: offered.at,
  })
  return true
}

/** A transaction of one client; another client's is as good as missing. */
export async function findClientTransaction(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.clientId, clientId)))
  return row ?? null
}

/** Which order a payment was for and its amount, as the thank-you modal shows it, or null. */
export async function findPaymentReceipt(db: Database, id: string): Promise<PaymentReceipt | null> {
  const [row] = await db
    .select({
      orderId: transactions.orderId,
      amountPence: transactions.amountPence,
      status: transactions.status,
    })
    .from(transactions)
    .where(eq(transactions.id, id))
  return row
    ? { orderId: row.orderId, amount: toPounds(row.amountPence), status: row.status }
    : null
}

/** The newest transaction of an order, or null: the one its order page shows and pays. */
export async function findLatestOrderTransaction(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(desc(transactions.createdAt))
    .limit(1)
  return row ?? null
}

/** Replaces the payment page of a transaction that is still pending; false when it no longer is. */
export async function replaceTransactionFlow(
  db: Database,
  id: string,
  flow: { flowLink: string; expiresAt: Date | null; providerRef: string | null },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(transactions)
    .set({
      flowLink: flow.flowLink,
      flowExpiresAt: flow.expiresAt,
      providerRef: flow.providerRef,
      updatedAt: now,
    })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'pending')))
    .returning({ id: transactions.id })
  return updated.length > 0
}
