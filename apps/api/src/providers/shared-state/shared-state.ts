import type { RateLimitStore } from '../../plugins/rate-limit'
import type { SessionStore } from '../../plugins/session'

/** Tells every API instance that a cached value changed, so each one reloads its copy. */
export interface InvalidationBus {
  /** Tells the other instances that `topic` changed (the caller has reloaded its own copy). */
  publish: (topic: string) => Promise<void>
  /** Calls `reload` when another instance publishes `topic`, and after a lost connection comes back. */
  subscribe: (topic: string, reload: () => Promise<void>) => void
}

/** Mutual exclusion by key among the instances that share the state. */
export interface KeyedLock {
  /** Runs `work` while no other holder of `key` runs; a second caller waits for the first to finish. */
  withLock: <T>(key: string, work: () => Promise<T>) => Promise<T>
}

/**
 * The state every API instance must see alike (ADR 008): the database's own tables and an
 * in-process bus for one instance, Redis when `REDIS_URL` is set and several instances run.
 */
export interface SharedState {
  name: 'database' | 'redis'
  sessions: SessionStore
  rateLimits: RateLimitStore
  locks: KeyedLock
  invalidation: InvalidationBus
  /** Whether the shared store answers now (readiness); the database variant has nothing beyond the database. */
  ping: () => Promise<boolean>
  close: () => Promise<void>
}
