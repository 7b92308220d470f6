import { and, asc, eq, isNull, notExists } from 'drizzle-orm'
import type { Database, DatabaseTransaction, Executor } from '@sweet-art/db/database'
import { orderLines, orders, transactions } from '@sweet-art/db/schema'
import type { Pence } from '@sweet-art/domain/money'
import type { PaymentRecord } from '@sweet-art/domain/order-payment'
import type { OrderStatus } from '@sweet-art/domain/schemas/orders'

/** Moves an order from one status to the next; false when it was no longer in `from` (someone else moved it). */
export async function moveOrderStatus(
  tx: DatabaseTransaction,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id })
  return moved.length > 0
}

/**
 * Cancels an order's payments still pending, so a cancelled order cannot be paid for (docs/product.md
 * › Order life cycle); answers the provider's requests they had, to be cancelled there too.
 */
export async function cancelPendingTransactions(
  tx: DatabaseTransaction,
  orderId: string,
  now: Date,
): Promise<string[]> {
  const cancelled = await tx
    .update(transactions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(transactions.orderId, orderId), eq(transactions.status, 'pending')))
    .returning({ providerRef: transactions.providerRef })
  return cancelled.flatMap((row) => (row.providerRef === null ? [] : [row.providerRef]))
}

/** An order's transactions as its e-mails read them, oldest first. */
export async function listOrderPayments(db: Executor, orderId: string): Promise<PaymentRecord[]> {
  return db
    .select({
      method: transactions.method,
      status: transactions.status,
      amountPence: transactions.amountPence,
      reference: transactions.reference,
      createdAt: transactions.createdAt,
      holdEndsAt: transactions.holdEndsAt,
    })
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.createdAt))
}

/** Marks a pending bank transfer received, recording who did it and when; null when it was not one. */
export async function markBankTransferPaid(
  tx: DatabaseTransaction,
  transactionId: string,
  adminId: string,
  now: Date,
): Promise<{ orderId: string; amountPence: number } | null> {
  const [row] = await tx
    .update(transactions)
    .set({ status: 'paid', paidAt: now, paidBy: adminId, updatedAt: now })
    .where(
      and(
        eq(transactions.id, transactionId),
        eq(transactions.method, 'bankTransfer'),
        eq(transactions.status, 'pending'),
      ),
    )
    .returning({ orderId: transactions.orderId, amountPence: transactions.amountPence })
  return row ?? null
}

/**
 * Writes the baker's prices on a request order's lines and its total, only while the order still
 * has the total the baker saw (none, or the price she corrects): false when someone priced it
 * meanwhile, so it is never priced (and charged) twice.
 */
export async function writeOrderPrices(
  tx: DatabaseTransaction,
  orderId: string,
  prices: { lines: { id: string; cost: Pence }[]; total: Pence; previousTotal: Pence | null },
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ totalPence: prices.total, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        prices.previousTotal === null
          ? isNull(orders.totalPence)
          : eq(orders.totalPence, prices.previousTotal),
        notExists(
          tx
            .select({ id: transactions.id })
            .from(transactions)
            .where(and(eq(transactions.orderId, orderId), eq(transactions.status, 'paid'))),
        ),
      ),
    )
    .returning({ id: orders.id })
  if (updated.length === 0) return false
  for (const line of prices.lines)
    await tx
      .update(orderLines)
      .set({ costPence: line.cost, pricedByBakery: true })
      .where(and(eq(orderLines.id, line.id), eq(orderLines.orderId, orderId)))
  return true
}

/** Stores the pending transaction of a priced order, with the payment page the provider gave. */
export async function insertPricedOrderTransaction(
  tx: DatabaseTransaction,
  values: typeof transactions.$inferInsert,
): Promise<void> {
  await tx.insert(transactions).values(values)
}

/** The client an order belongs to; null for a guest's order. */
export async function findOrderClientId(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ clientId: orders.clientId })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.clientId ?? null
}
