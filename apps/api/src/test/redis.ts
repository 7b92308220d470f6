import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

/** The Redis of the scale-out tests (set by .ci/run when one answers on 127.0.0.1:6379). */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL
  if (!url) throw new Error('TEST_REDIS_URL is not set: the scale-out project runs only with Redis')
  return url
}

/** A key prefix of its own for a test file, and a way to delete every key under it afterwards. */
export function createTestRedisPrefix(): { prefix: string; clean: () => Promise<void> } {
  const prefix = `sweet-art-test:${randomUUID()}:`
  return {
    prefix,
    async clean() {
      const redis = new Redis(testRedisUrl())
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
        if (keys.length > 0) await redis.del(...keys)
        cursor = next
      } while (cursor !== '0')
      await redis.quit()
    },
  }
}
