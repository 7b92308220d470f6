import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { callRedis } from './redis-connection'
import type { KeyedLock } from './shared-state'

// Long enough for a checkout that waits on the payment provider; a crashed holder's lock lapses then.
const LOCK_TTL_MS = 30_000
const POLL_MS = 25

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`

/**
 * A lock across instances (SET NX with a lapse time, released only by its holder). It is an
 * optimisation in front of the database's own guarantees, so when Redis is away the work runs unlocked.
 */
export function createRedisLock(redis: Redis, prefix: string, log: FastifyBaseLogger): KeyedLock {
  async function acquire(lockKey: string, token: string): Promise<boolean> {
    const deadline = Date.now() + LOCK_TTL_MS
    for (;;) {
      if ((await redis.set(lockKey, token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK') return true
      if (Date.now() >= deadline) return false
      await sleep(POLL_MS)
    }
  }

  return {
    async withLock(key, work) {
      const lockKey = `${prefix}lock:${key}`
      const token = randomUUID()
      let isHeld = false
      try {
        isHeld = await acquire(lockKey, token)
      } catch (error) {
        log.warn({ err: error, key }, 'running without the Redis lock')
      }
      try {
        return await work()
      } finally {
        if (isHeld)
          await callRedis(() => redis.eval(RELEASE, 1, lockKey, token)).catch(() => undefined)
      }
    },
  }
}
