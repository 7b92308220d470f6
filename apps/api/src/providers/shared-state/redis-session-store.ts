import type { Redis } from 'ioredis'
import type { SessionStore } from '../../plugins/session'
import { callRedis } from './redis-connection'

// A session is a hash (c = client id, s = last seen, e = expiry, both epoch ms) that Redis expires
// itself; each client has a sorted set of its session ids scored by expiry, so "end every session"
// finds them all. Keys made inside the scripts are why this store is for one Redis, not a cluster.
const TOUCH = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 's', ARGV[1], 'e', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1`

const DELETE_ALL = `
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
for _, id in ipairs(ids) do redis.call('DEL', ARGV[1] .. id) end
redis.call('DEL', KEYS[1])
return #ids`

/** Sessions in Redis under `prefix`; expiry is checked against the app's clock as well as Redis's own TTL. */
export function createRedisSessionStore(redis: Redis, prefix: string): SessionStore {
  const sessionPrefix = `${prefix}session:`
  const sessionKey = (idHash: string) => `${sessionPrefix}${idHash}`
  const clientKey = (clientId: string) => `${prefix}client-sessions:${clientId}`

  return {
    async find(idHash, now) {
      const [clientId, seen, expires] = await callRedis(() =>
        redis.hmget(sessionKey(idHash), 'c', 's', 'e'),
      )
      if (!clientId || !seen || !expires || Number(expires) <= now.getTime()) return null
      return { clientId, lastSeenAt: new Date(Number(seen)) }
    },
    async create({ idHash, clientId, now, expiresAt }) {
      const ttlMs = expiresAt.getTime() - now.getTime()
      const results = await callRedis(() =>
        redis
          .multi()
          .hset(sessionKey(idHash), {
            c: clientId,
            s: now.getTime(),
            e: expiresAt.getTime(),
          })
          .pexpire(sessionKey(idHash), ttlMs)
          .zremrangebyscore(clientKey(clientId), '-inf', now.getTime())
          .zadd(clientKey(clientId), expiresAt.getTime(), idHash)
          .pexpire(clientKey(clientId), ttlMs)
          .exec(),
      )
      const failed = results?.find(([error]) => error)
      if (!results || failed) throw failed?.[0] ?? new Error('the session write was discarded')
    },
    async touch({ idHash, clientId }, now, expiresAt) {
      const ttlMs = expiresAt.getTime() - now.getTime()
      await callRedis(() =>
        redis.eval(
          TOUCH,
          2,
          sessionKey(idHash),
          clientKey(clientId),
          now.getTime(),
          expiresAt.getTime(),
          ttlMs,
          idHash,
        ),
      )
    },
    async delete(idHash) {
      // The id stays in its client's set until it expires there; "end all" deleting a gone key is harmless.
      await callRedis(() => redis.del(sessionKey(idHash)))
    },
    async deleteAllOf(clientId) {
      await callRedis(() => redis.eval(DELETE_ALL, 1, clientKey(clientId), sessionPrefix))
    },
  }
}
