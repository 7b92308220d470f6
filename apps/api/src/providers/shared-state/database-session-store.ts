import { and, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { sessions } from '@sweet-art/db/schema'
import type { SessionStore } from '../../plugins/session'

/**
 * Sessions in the `sessions` table; a client's expired rows go when it signs in again. The queries
 * live here, like the rate-limit store's, so the store needs no feature module (a provider knows
 * nothing of the features that use it).
 */
export function createDatabaseSessionStore(db: Database): SessionStore {
  return {
    async find(idHash, now) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
      return row ?? null
    },
    async create(session) {
      // Expired sessions of this client go first, so the table does not grow with abandoned ones.
      await db
        .delete(sessions)
        .where(and(eq(sessions.clientId, session.clientId), lt(sessions.expiresAt, session.now)))
      await db.insert(sessions).values({
        idHash: session.idHash,
        clientId: session.clientId,
        createdAt: session.now,
        lastSeenAt: session.now,
        expiresAt: session.expiresAt,
      })
    },
    async touch({ idHash }, now, expiresAt) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt })
        .where(eq(sessions.idHash, idHash))
    },
    async delete(idHash) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash))
    },
    async deleteAllOf(clientId) {
      await db.delete(sessions).where(eq(sessions.clientId, clientId))
    },
  }
}
