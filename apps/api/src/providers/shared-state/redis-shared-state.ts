import type { FastifyBaseLogger } from 'fastify'
import { connectRedis, waitUntilReady } from './redis-connection'
import { createRedisInvalidationBus } from './redis-invalidation-bus'
import { createRedisLock } from './redis-lock'
import { createRedisRateLimitStore } from './redis-rate-limit-store'
import { createRedisSessionStore } from './redis-session-store'
import type { SharedState } from './shared-state'

// How long start-up waits for Redis; past it the app starts and answers 503 until Redis comes.
const STARTUP_WAIT_MS = 3_000

/** Sessions, rate limits, locks and cache invalidation in Redis, shared by every instance (ADR 008). */
export async function createRedisSharedState(options: {
  url: string
  prefix: string
  log: FastifyBaseLogger
}): Promise<SharedState> {
  const { url, prefix, log } = options
  const redis = connectRedis(url, log, 'commands')
  const subscriber = connectRedis(url, log, 'subscriber')
  await Promise.all([
    waitUntilReady(redis, STARTUP_WAIT_MS),
    waitUntilReady(subscriber, STARTUP_WAIT_MS),
  ])
  return {
    name: 'redis',
    sessions: createRedisSessionStore(redis, prefix),
    rateLimits: createRedisRateLimitStore(redis, prefix),
    locks: createRedisLock(redis, prefix, log),
    invalidation: createRedisInvalidationBus({ publisher: redis, subscriber, prefix, log }),
    async ping() {
      try {
        await redis.ping()
        return true
      } catch {
        return false
      }
    },
    async close() {
      await Promise.all(
        [redis, subscriber].map((connection) =>
          connection.quit().catch(() => connection.disconnect()),
        ),
      )
    },
  }
}
