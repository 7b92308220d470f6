import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { paymentEvents, transactions } from '@sweet-art/db/schema'
import { asPence, toPounds, type Pence } from '@sweet-art/domain/money'
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

/** A transaction a webhook event names: by the shop's id from the metadata, else by the provider's reference. */
export interface EventTarget {
  method: TransactionMethod
  transactionId: string | null
  providerRef: string | null
}

/**
 * Applies a provider's verified event once: the event id is recorded in the same database
 * transaction as the status change, so a repeated delivery finds it and changes nothing. Only a
 * pending payment can become paid or cancelled; a paid one can still fail (a charge-back).
 * A payment made paid calls `onPaid` in that transaction, for the e-mail it owes.
 */
export async function applyPaymentEvent(
  db: Database,
  event: { provider: string; id: string; outcome: PaymentOutcome | null; target: EventTarget },
  now: Date,
  /** Runs in the event's transaction once a payment is marked paid: the thank-you it owes. */
  onPaid: (tx: DatabaseTransaction, paid: { orderId: string; amount: Pence }) => Promise<void>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: event.id })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId })
    const { outcome, target } = event
    if (fresh.length === 0 || outcome === null) return
    const which =
      target.transactionId && isUuid(target.transactionId)
        ? eq(transactions.id, target.transactionId)
        : target.providerRef
          ? eq(transactions.providerRef, target.providerRef)
          : null
    if (which === null) return
    const from: TransactionStatus[] = outcome === 'failed' ? ['pending', 'paid'] : ['pending']
    const [updated] = await tx
      .update(transactions)
      .set({ status: outcome, paidAt: outcome === 'paid' ? now : null, updatedAt: now })
      .where(and(which, eq(transactions.method, target.method), inArray(transactions.status, from)))
      .returning({ orderId: transactions.orderId, amountPence: transactions.amountPence })
    if (!updated || outcome !== 'paid') return
    await onPaid(tx, { orderId: updated.orderId, amount: asPence(updated.amountPence) })
  })
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
