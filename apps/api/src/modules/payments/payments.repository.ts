import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { paymentEvents, transactions } from '@sweet-art/db/schema'
import { asPence, toPounds, type Pence } from '@sweet-art/domain/money'
import { toOrderLineAnswer } from '@sweet-art/domain/order-record'
import type {
  Transaction,
  TransactionMethod,
  TransactionStatus,
} from '@sweet-art/domain/schemas/orders'
import type { PaymentReceipt } from '@sweet-art/domain/schemas/payment-receipt'
import type { SandboxPayment } from '@sweet-art/domain/schemas/payments'
import { isUuid } from '../../lib/ownership'
import type { PaymentOutcome } from '../../providers/payments/payment-provider'
import { findOrder, listClientOrders } from '../orders/orders.repository'

/** A sandbox transaction as its test payment page shows it, or null. */
export async function findSandboxPayment(db: Database, id: string): Promise<SandboxPayment | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.method, 'sandbox')))
  if (!row) return null
  const order = await findOrder(db, row.orderId)
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    amount: toPounds(row.amountPence),
    products: order?.products.map(toOrderLineAnswer) ?? [],
  }
}

/** A client's transactions as the API answers them, newest first; products are the order's lines (spec §3 Transaction). */
export async function listClientTransactions(
  db: Database,
  clientId: string,
): Promise<Transaction[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.clientId, clientId))
    .orderBy(desc(transactions.createdAt))
  const orders = await listClientOrders(db, clientId)
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    products:
      orders.find((order) => order.id === row.orderId)?.products.map(toOrderLineAnswer) ?? [],
    orderId: row.orderId,
    // Only a pending payment can still be paid through its link (spec §4 Transaction).
    flowLink: row.status === 'pending' ? row.flowLink : null,
    amount: toPounds(row.amountPence),
    reference: row.reference,
  }))
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
 * Answers the transaction's order id when the event made it paid.
 */
export async function applyPaymentEvent(
  db: Database,
  event: { provider: string; id: string; outcome: PaymentOutcome | null; target: EventTarget },
  now: Date,
): Promise<{ paidOrderId: string; amount: Pence } | null> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: event.id })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId })
    const { outcome, target } = event
    if (fresh.length === 0 || outcome === null) return null
    const which =
      target.transactionId && isUuid(target.transactionId)
        ? eq(transactions.id, target.transactionId)
        : target.providerRef
          ? eq(transactions.providerRef, target.providerRef)
          : null
    if (which === null) return null
    const from: TransactionStatus[] = outcome === 'failed' ? ['pending', 'paid'] : ['pending']
    const [updated] = await tx
      .update(transactions)
      .set({ status: outcome, paidAt: outcome === 'paid' ? now : null, updatedAt: now })
      .where(and(which, eq(transactions.method, target.method), inArray(transactions.status, from)))
      .returning({ orderId: transactions.orderId, amountPence: transactions.amountPence })
    return updated && outcome === 'paid'
      ? { paidOrderId: updated.orderId, amount: asPence(updated.amountPence) }
      : null
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
