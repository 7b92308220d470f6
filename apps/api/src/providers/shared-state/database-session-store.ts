import type { Database } from '@sweet-art/db/database'
import type { SessionStore } from '../../plugins/session'
import {
  deleteClientSessions,
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from '../../modules/auth/sessions.repository'

/** Sessions in the `sessions` table; a client's expired rows go when it signs in again. */
export function createDatabaseSessionStore(db: Database): SessionStore {
  return {
    find: (idHash, now) => findLiveSession(db, idHash, now),
    async create(session) {
      await deleteExpiredSessions(db, session.clientId, session.now)
      await insertSession(db, session)
    },
    touch: ({ idHash }, now, expiresAt) => touchSession(db, idHash, now, expiresAt),
    delete: (idHash) => deleteSession(db, idHash),
    deleteAllOf: (clientId) => deleteClientSessions(db, clientId),
  }
}
