import { AppError } from '@sweet-art/domain/errors'
import type { Clock } from '../lib/clock'

/** One fixed window of a counter: hits so far and when the window ends. */
export interface RateWindow {
  hits: number
  resetAt: Date
}

/** Where counters live: the database by default, Redis when several instances share one; limits hold across restarts and instances (docs/product.md › Outside services). */
export interface RateLimitStore {
  /** Adds a hit to `key`, opening a new window of `windowMs` when none is running, and answers the window. */
  hit: (key: string, windowMs: number, now: Date) => Promise<RateWindow>
  /** The running window of `key`, or null. */
  peek: (key: string, now: Date) => Promise<RateWindow | null>
  /** Forgets `key`. */
  reset: (key: string) => Promise<void>
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
  /**
   * Counts a request and refuses it when it goes over the limit. The count comes first, in one
   * atomic step of the store, so parallel requests cannot all slip under the limit: a password
   * check reserves its try this way before checking.
   */
  consume: (rule: RateRule, subject: string) => Promise<void>
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
    async clear(rule, subject) {
      await store.reset(keyOf(rule, subject))
    },
  }
}

/** Words for "N minutes", for the refusals. */
export function minutesText(minutes: number): string {
  return minutes === 1 ? 'a minute' : `${minutes} minutes`
}
