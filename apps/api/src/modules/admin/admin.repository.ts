import { eq } from 'drizzle-orm'
import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { auditLog, clients } from '@sweet-art/db/schema'
import { AppError } from '@sweet-art/domain/errors'
import type { AdminIdentity } from '@sweet-art/domain/schemas/admin'

/** One admin action as the audit log keeps it. */
export interface AuditEntry {
  /** Null when the shop acted on its own: an unpaid hold that ended (docs/product.md › Unpaid holds). */
  adminId: string | null
  action: string
  entity:
    | 'order'
    | 'transaction'
    | 'section'
    | 'product'
    | 'options'
    | 'calendarFeed'
    | 'capacity'
    | 'mail'
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

/** Gives a client the admin role. */
export async function grantAdminRole(db: Database, clientId: string): Promise<void> {
  await db.update(clients).set({ role: 'admin' }).where(eq(clients.id, clientId))
}
