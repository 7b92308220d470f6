import { and, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { sessions } from '@sweet-art/db/schema'

/** A stored session, looked up by the SHA-256 of its cookie id. */
export type SessionRow = typeof sessions.$inferSelect

/** Stores a new session. */
export async function insertSession(
  db: Database,
  values: { idHash: string; clientId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    idHash: values.idHash,
    clientId: values.clientId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
  })
}

/** The live session with this id hash, or null when unknown or expired. */
export async function findLiveSession(
  db: Database,
  idHash: string,
  now: Date,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
  return row ?? null
}

/** Moves a session's expiry forward (sliding expiry). */
export async function touchSession(
  db: Database,
  idHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash))
}

/** Deletes one session. */
export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash))
}

/** Deletes every session of a client (password change, recovery, deletion). */
export async function deleteClientSessions(db: Database, clientId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.clientId, clientId))
}

/** Deletes a client's expired sessions, so the table does not grow with abandoned ones. */
export async function deleteExpiredSessions(
  db: Database,
  clientId: string,
  now: Date,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.clientId, clientId), lt(sessions.expiresAt, now)))
}
