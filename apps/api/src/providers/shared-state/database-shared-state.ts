import type { Database } from '@sweet-art/db/database'
import { createDatabaseRateLimitStore } from './database-rate-limit-store'
import { createDatabaseSessionStore } from './database-session-store'
import { createInProcessLock } from './in-process-lock'
import type { SharedState } from './shared-state'

/**
 * The default without `REDIS_URL`: sessions and rate limits in the database, which every instance on
 * one PostgreSQL shares; locks and cache invalidation stay inside this process (one instance).
 */
export function createDatabaseSharedState(db: Database): SharedState {
  return {
    name: 'database',
    sessions: createDatabaseSessionStore(db),
    rateLimits: createDatabaseRateLimitStore(db),
    locks: createInProcessLock(),
    invalidation: {
      publish: () => Promise.resolve(),
      subscribe: () => undefined,
    },
    ping: () => Promise.resolve(true),
    close: () => Promise.resolve(),
  }
}
