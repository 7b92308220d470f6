import type { Redis } from 'ioredis'
import type { RateLimitStore } from '../../plugins/rate-limit'
import { callRedis } from './redis-connection'

// One hash per counter (h = hits, r = window end, epoch ms), changed by one script so concurrent
// hits from every instance are counted exactly; windows follow the app's clock like the database store.
const HIT = `
local now = tonumber(ARGV[1])
local reset = tonumber(redis.call('HGET', KEYS[1], 'r'))
if reset == nil or reset <= now then
  reset = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'h', 1, 'r', reset)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, reset}
end
return {redis.call('HINCRBY', KEYS[1], 'h', 1), reset}`

function isWindowReply(reply: unknown): reply is [number, number] {
  return Array.isArray(reply) && reply.length === 2 && reply.every((n) => typeof n === 'number')
}

/** Rate-limit counters in Redis under `prefix`, shared by every instance. */
export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  const keyOf = (key: string) => `${prefix}rate:${key}`
  return {
    async hit(key, windowMs, now) {
      const reply = await callRedis(() => redis.eval(HIT, 1, keyOf(key), now.getTime(), windowMs))
      if (!isWindowReply(reply)) throw new Error(`rate limit script for ${key} answered oddly`)
      return { hits: reply[0], resetAt: new Date(reply[1]) }
    },
    async peek(key, now) {
      const [hits, reset] = await callRedis(() => redis.hmget(keyOf(key), 'h', 'r'))
      if (!hits || !reset || Number(reset) <= now.getTime()) return null
      return { hits: Number(hits), resetAt: new Date(Number(reset)) }
    },
    async reset(key) {
      await callRedis(() => redis.del(keyOf(key)))
    },
  }
}
