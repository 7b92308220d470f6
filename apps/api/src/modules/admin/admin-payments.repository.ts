import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '@sweet-art/db/database'
import { clients, orders, transactions } from '@sweet-art/db/schema'
import { toPounds } from '@sweet-art/domain/money'
import type { AdminTransaction } from '@sweet-art/domain/schemas/admin-payments'
import type { TransactionStatus } from '@sweet-art/domain/schemas/orders'

// The most recent transactions the list shows; older ones are found through their client.
const TRANSACTIONS_LIST_LIMIT = 500

/** Transactions newest first with their order and customer, optionally of one status (docs/product.md › The back office). */
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
