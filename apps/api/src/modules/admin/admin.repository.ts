import { and, eq } from 'drizzle-orm'
import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { auditLog, clients, orders, transactions } from '@sweet-art/db/schema'
import { AppError } from '@sweet-art/domain/errors'
import type { AdminIdentity } from '@sweet-art/domain/schemas/admin'
import type { OrderStatus } from '@sweet-art/domain/schemas/orders'

/** One admin action as the audit log keeps it. */
export interface AuditEntry {
  adminId: string
  action: string
  entity: 'order' | 'transaction' | 'section' | 'product' | 'options'
  entityId: string
  before: unknown
  after: unknown
}

/** Records an admin action in the same database transaction as the change it describes. */
export async function writeAudit(tx: DatabaseTransaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry)
}

/** The name and e-mail of an admin, as the back office greets them. */
export async function findAdminIdentity(db: Database, adminId: string): Promise<AdminIdentity> {
  const [row] = await db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
    })
    .from(clients)
    .where(eq(clients.id, adminId))
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in again.')
  return row
}

/** Whether a client holds the admin role. */
export async function isAdmin(db: Database, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: clients.role })
    .from(clients)
    .where(eq(clients.id, clientId))
  return row?.role === 'admin'
}

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
