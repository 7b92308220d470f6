import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { calendarFeed } from '@sweet-art/db/schema'

/** The hash of the baker's calendar feed's secret, or null while the feed is off. */
export async function readCalendarFeedHash(db: Database): Promise<string | null> {
  const [row] = await db.select({ tokenHash: calendarFeed.tokenHash }).from(calendarFeed)
  return row?.tokenHash ?? null
}

/** Puts a new secret's hash in place of the old one, turning the feed on if it was off. */
export async function replaceCalendarFeedHash(
  tx: DatabaseTransaction,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(calendarFeed)
    .values({ id: 1, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeed.id, set: { tokenHash, createdAt: now } })
}

/** Turns the feed off: no secret opens it any more. */
export async function deleteCalendarFeedToken(tx: DatabaseTransaction): Promise<void> {
  await tx.delete(calendarFeed)
}
