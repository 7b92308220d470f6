import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { transactions } from '@sweet-art/db/schema'
import { toPounds } from '@sweet-art/domain/money'
import type { Transaction, TransactionStatus } from '@sweet-art/domain/schemas/orders'
import type { SandboxPayment } from '@sweet-art/domain/schemas/payments'
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
    products: order?.products ?? [],
  }
}

/** Moves a pending sandbox transaction to `status`; false when it is not pending (already settled). */
export async function settleSandboxPayment(
  db: Database,
  id: string,
  status: Extract<TransactionStatus, 'paid' | 'cancelled'>,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(transactions)
    .set({ status, paidAt: status === 'paid' ? now : null, updatedAt: now })
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.method, 'sandbox'),
        eq(transactions.status, 'pending'),
      ),
    )
    .returning({ id: transactions.id })
  return updated.length > 0
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
    products: orders.find((order) => order.id === row.orderId)?.products ?? [],
    orderId: row.orderId,
    // Only a pending payment can still be paid through its link (spec §4 Transaction).
    flowLink: row.status === 'pending' ? row.flowLink : null,
    amount: toPounds(row.amountPence),
  }))
}
