import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { calendarFeed } from '@sweet-art/db/schema'

/** The secret of the baker's calendar feed, or null while the feed is off. */
export async function readCalendarFeedToken(db: Database): Promise<string | null> {
  const [row] = await db.select({ token: calendarFeed.token }).from(calendarFeed)
  return row?.token ?? null
}

/** Puts a new secret in place of the old one, turning the feed on if it was off. */
export async function replaceCalendarFeedToken(
  tx: DatabaseTransaction,
  token: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(calendarFeed)
    .values({ id: 1, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeed.id, set: { token, createdAt: now } })
}

/** Turns the feed off: no secret opens it any more. */
export async function deleteCalendarFeedToken(tx: DatabaseTransaction): Promise<void> {
  await tx.delete(calendarFeed)
}
