import { and, eq } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { transactions } from '@sweet-art/db/schema'
import { toPounds } from '@sweet-art/domain/money'
import type { TransactionStatus } from '@sweet-art/domain/schemas/orders'
import type { SandboxPayment } from '@sweet-art/domain/schemas/payments'
import { findOrder } from '../orders/orders.repository'

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
