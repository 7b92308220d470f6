import { eq, lt, sql } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { rateLimits } from '@sweet-art/db/schema'
import { createBatcher } from '../../lib/batcher'
import type { RateLimitStore, RateWindow } from '../../plugins/rate-limit'

// Expired rows are swept now and then rather than on every hit, which would cost a write per request.
const SWEEP_EVERY_HITS = 500
// Concurrent hits share one statement; a batch stays far below PostgreSQL's parameter limit.
const MAX_HITS_PER_STATEMENT = 200

interface Hit {
  key: string
  windowMs: number
  now: Date
}

/**
 * Counters in the `rate_limits` table. Concurrent hits share one atomic upsert, as the checkout's
 * writes do (decision 010): every checkout counts two, and a statement each cost it more than its
 * order's own writes. A key hit n times in a batch gains n, and its hits are answered the counts
 * 1..n of that gain in turn, as if they had come one after another, so no count is lost or shared.
 * A batch's hits are counted at the latest of their times, which lie within one turn of the event
 * loop of each other.
 */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  let hitsSinceSweep = 0

  const hitAll = createBatcher(async (hits: Hit[]): Promise<RateWindow[]> => {
    const now = new Date(Math.max(...hits.map((hit) => hit.now.getTime())))
    const gains = new Map<string, { hits: number; resetAt: Date }>()
    for (const hit of hits) {
      const gain = gains.get(hit.key)
      if (gain) gain.hits += 1
      else gains.set(hit.key, { hits: 1, resetAt: new Date(now.getTime() + hit.windowMs) })
    }
    const nowSql = sql`${now.toISOString()}::timestamptz`
    const isOver = sql`${rateLimits.resetAt} <= ${nowSql}`
    const rows = await db
      .insert(rateLimits)
      .values([...gains].map(([key, gain]) => ({ key, ...gain })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${isOver} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
          resetAt: sql`case when ${isOver} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning()
    hitsSinceSweep += hits.length
    if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
      hitsSinceSweep = 0
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now))
    }
    const counted = new Map(rows.map((row) => [row.key, row]))
    const answered = new Map<string, number>()
    return hits.map(({ key }) => {
      const row = counted.get(key)
      const gain = gains.get(key)
      if (!row || !gain) throw new Error(`rate limit upsert for ${key} returned nothing`)
      const before = answered.get(key) ?? 0
      answered.set(key, before + 1)
      return { hits: row.hits - gain.hits + before + 1, resetAt: row.resetAt }
    })
  }, MAX_HITS_PER_STATEMENT)

  return {
    hit: (key, windowMs, now) => hitAll({ key, windowMs, now }),
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
