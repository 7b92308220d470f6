import { eq, lt, sql } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { rateLimits } from '@sweet-art/db/schema'
import { AppError } from '@sweet-art/domain/errors'
import type { Clock } from '../lib/clock'

/** One fixed window of a counter: hits so far and when the window ends. */
export interface RateWindow {
  hits: number
  resetAt: Date
}

/** Where counters live; the database by default, so limits hold across restarts and instances (decisions §4). */
export interface RateLimitStore {
  /** Adds a hit to `key`, opening a new window of `windowMs` when none is running, and answers the window. */
  hit: (key: string, windowMs: number, now: Date) => Promise<RateWindow>
  /** The running window of `key`, or null. */
  peek: (key: string, now: Date) => Promise<RateWindow | null>
  /** Forgets `key`. */
  reset: (key: string) => Promise<void>
}

// Expired rows are swept now and then rather than on every hit, which would cost a write per request.
const SWEEP_EVERY_HITS = 500

/** Counters in the `rate_limits` table; one atomic upsert per hit, so concurrent requests never lose a count. */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  let hitsSinceSweep = 0
  return {
    async hit(key, windowMs, now) {
      const nowSql = sql`${now.toISOString()}::timestamptz`
      const nextReset = new Date(now.getTime() + windowMs)
      const nextResetSql = sql`${nextReset.toISOString()}::timestamptz`
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt: nextReset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= ${nowSql} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${nowSql} then ${nextResetSql} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
      hitsSinceSweep += 1
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, now))
      }
      if (!row) throw new Error(`rate limit upsert for ${key} returned nothing`)
      return row
    },
    async peek(key, now) {
      const [row] = await db
        .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, key))
      return row && row.resetAt > now ? row : null
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key))
    },
  }
}

/** A limit: at most `limit` hits per `windowMs`, and what to tell a customer who exceeds it. */
export interface RateRule {
  name: string
  limit: number
  windowMs: number
  /** The customer-readable refusal, given the minutes until the window ends. */
  message: (minutesLeft: number) => string
}

// The seconds a refusal asks the customer to wait; the error handler turns them into `Retry-After`.
const retryAfterSeconds = new WeakMap<Error, number>()

/** The `Retry-After` seconds of a rate-limit refusal, if the error is one. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof Error ? retryAfterSeconds.get(error) : undefined
}

/** Applies rate rules to subjects (an IP, an e-mail), refusing with a 429 `AppError` that carries `Retry-After`. */
export interface RateLimiter {
  /** Counts a request and refuses it when it goes over the limit. */
  consume: (rule: RateRule, subject: string) => Promise<void>
  /** Refuses when the limit is already reached, without counting (e.g. before checking a password). */
  assertBelow: (rule: RateRule, subject: string) => Promise<void>
  /** Counts a failure without refusing (the refusal comes with the next attempt). */
  record: (rule: RateRule, subject: string) => Promise<void>
  /** Clears a subject's count (e.g. after a successful sign-in). */
  clear: (rule: RateRule, subject: string) => Promise<void>
}

/** Builds the limiter over a store and a clock. */
export function createRateLimiter(store: RateLimitStore, clock: Clock): RateLimiter {
  const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`

  function refuse(rule: RateRule, window: RateWindow, now: Date): never {
    const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000))
    const error = new AppError('RATE_LIMITED', rule.message(Math.ceil(seconds / 60)))
    retryAfterSeconds.set(error, seconds)
    throw error
  }

  return {
    async consume(rule, subject) {
      const now = clock()
      const window = await store.hit(keyOf(rule, subject), rule.windowMs, now)
      if (window.hits > rule.limit) refuse(rule, window, now)
    },
    async assertBelow(rule, subject) {
      const now = clock()
      const window = await store.peek(keyOf(rule, subject), now)
      if (window && window.hits >= rule.limit) refuse(rule, window, now)
    },
    async record(rule, subject) {
      await store.hit(keyOf(rule, subject), rule.windowMs, clock())
    },
    async clear(rule, subject) {
      await store.reset(keyOf(rule, subject))
    },
  }
}

/** Words for "N minutes", for the refusals. */
export function minutesText(minutes: number): string {
  return minutes === 1 ? 'a minute' : `${minutes} minutes`
}
