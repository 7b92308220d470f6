import { createTestApp } from '@sweet-art/api/test/test-app'
import { createFuzzTarget, fuzzAllRoutes } from '@sweet-art/api/proof/route-fuzz'

/** Generated requests of the bench's fuzz run (docs/product.md › Speed and resilience: at least 100 000). */
export const FUZZ_REQUESTS = 100_000

/** What the bench prints about the fuzz run. */
export interface FuzzBenchFigures {
  requests: number
  seconds: number
  statuses: string
  serverErrors: number
  unhandledRejections: number
  firstServerError: string | null
}

/**
 * Sends 100 000 fast-check-generated requests across every route of the real app (through
 * `inject`, on in-memory PGlite) and counts 5xx answers and unhandled rejections.
 */
export async function measureRouteFuzz(count: number = FUZZ_REQUESTS): Promise<FuzzBenchFigures> {
  const shop = await createTestApp()
  const started = performance.now()
  try {
    const figures = await fuzzAllRoutes(await createFuzzTarget(shop), { count })
    const statuses = [...figures.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, times]) => `${status}×${times}`)
      .join(' ')
    const first = figures.serverErrors[0]
    return {
      requests: figures.requests,
      seconds: (performance.now() - started) / 1000,
      statuses,
      serverErrors: figures.serverErrors.length,
      unhandledRejections: figures.unhandledRejections.length,
      firstServerError: first
        ? `${first.request.method} ${first.request.url.slice(0, 120)} → ${first.status} ${first.body.slice(0, 200)}`
        : null,
    }
  } finally {
    await shop.close()
  }
}
