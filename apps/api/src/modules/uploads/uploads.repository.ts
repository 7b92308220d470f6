import { and, count, eq } from 'drizzle-orm'
import type { Database, DatabaseTransaction, Executor } from '@sweet-art/db/database'
import { orderImages, orders } from '@sweet-art/db/schema'

/** A stored photo of an order. */
export type OrderImageRow = typeof orderImages.$inferSelect

/** Locks an order's row until the transaction ends, so changes to its photos go one at a time. */
export async function lockOrderRow(tx: DatabaseTransaction, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update')
}

/** How many photos an order holds. */
export async function countOrderImages(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderImages)
    .where(eq(orderImages.orderId, orderId))
  return row?.n ?? 0
}

/** Records stored photos of an order. */
export async function insertOrderImages(
  db: Executor,
  rows: (typeof orderImages.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(orderImages).values(rows)
}

/** One photo of an order by its name, or null. */
export async function findOrderImage(
  db: Database,
  orderId: string,
  name: string,
): Promise<OrderImageRow | null> {
  const [row] = await db
    .select()
    .from(orderImages)
    .where(and(eq(orderImages.orderId, orderId), eq(orderImages.name, name)))
  return row ?? null
}

/** Forgets a photo of an order; false when there was none. */
export async function deleteOrderImage(
  db: Database,
  orderId: string,
  name: string,
): Promise<boolean> {
  const deleted = await db
    .delete(orderImages)
    .where(and(eq(orderImages.orderId, orderId), eq(orderImages.name, name)))
    .returning({ id: orderImages.id })
  return deleted.length > 0
}
