import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { clients, orderLines, orders, transactions } from '@sweet-art/db/schema'
import type { Pence } from '@sweet-art/domain/money'
import { toPounds } from '@sweet-art/domain/money'
import type { AdminTransaction } from '@sweet-art/domain/schemas/admin-payments'
import type { TransactionStatus } from '@sweet-art/domain/schemas/orders'

// The most recent transactions the list shows; older ones are found through their client.
const TRANSACTIONS_LIST_LIMIT = 500

/**
 * Writes the baker's prices on a request order's lines and its total, only while the order still
 * has no total: false when someone priced it first, so it is never priced (and charged) twice.
 */
export async function writeOrderPrices(
  tx: DatabaseTransaction,
  orderId: string,
  prices: { lines: { id: string; cost: Pence }[]; total: Pence },
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ totalPence: prices.total, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.totalPence)))
    .returning({ id: orders.id })
  if (updated.length === 0) return false
  for (const line of prices.lines)
    await tx
      .update(orderLines)
      .set({ costPence: line.cost })
      .where(and(eq(orderLines.id, line.id), eq(orderLines.orderId, orderId)))
  return true
}

/** Transactions newest first with their order and customer, optionally of one status (issue 8). */
export async function listTransactionsForBakery(
  db: Database,
  filter: { status?: TransactionStatus | undefined },
): Promise<AdminTransaction[]> {
  const payer = alias(clients, 'payer')
  const rows = await db
    .select({
      transaction: transactions,
      orderStatus: orders.status,
      deliveryDate: orders.deliveryDate,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      phone: orders.phone,
      paidBy: sql<string | null>`${payer.firstName} || ' ' || ${payer.lastName}`,
    })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .leftJoin(payer, eq(payer.id, transactions.paidBy))
    .where(filter.status === undefined ? undefined : eq(transactions.status, filter.status))
    .orderBy(desc(transactions.createdAt))
    .limit(TRANSACTIONS_LIST_LIMIT)
  return rows.map(({ transaction, ...row }) => ({
    id: transaction.id,
    method: transaction.method,
    status: transaction.status,
    amount: toPounds(transaction.amountPence),
    createdAt: transaction.createdAt.toISOString(),
    reference: transaction.reference,
    paidAt: transaction.paidAt?.toISOString() ?? null,
    paidBy: row.paidBy,
    orderId: transaction.orderId,
    orderStatus: row.orderStatus,
    deliveryDate: row.deliveryDate,
    clientId: transaction.clientId,
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
    },
  }))
}

/** The client an order belongs to; null for a guest's order. */
export async function findOrderClientId(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ clientId: orders.clientId })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.clientId ?? null
}
