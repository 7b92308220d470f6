import { eq } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { appOptions } from '@sweet-art/db/schema'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'

/** The shop's settings row as stored. */
export type OptionsRow = typeof appOptions.$inferSelect

/** Reads the shop's settings row, creating it with the defaults when a database has none. */
export async function readOptionsRow(db: Database): Promise<OptionsRow> {
  const [row] = await db.select().from(appOptions).where(eq(appOptions.id, 1))
  if (row) return row
  const [created] = await db
    .insert(appOptions)
    .values({ id: 1, appDelivery: DEFAULT_APP_DELIVERY })
    .onConflictDoNothing()
    .returning()
  if (created) return created
  const [raced] = await db.select().from(appOptions).where(eq(appOptions.id, 1))
  if (!raced) throw new Error('app_options row is missing')
  return raced
}
