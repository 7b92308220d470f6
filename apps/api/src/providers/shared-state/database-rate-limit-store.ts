import { eq, lt, sql } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { rateLimits } from '@sweet-art/db/schema'
import type { RateLimitStore } from '../../plugins/rate-limit'

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
