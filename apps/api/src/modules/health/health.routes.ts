import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'

/** What readiness asks: each answers whether its store takes a request now. */
export interface ReadinessChecks {
  database: () => Promise<boolean>
  /** Redis when it holds the shared state; always true otherwise. */
  sharedState: () => Promise<boolean>
}

/**
 * `GET /health`: 200 while the database answers. `GET /ready`: 200 while the
 * database and Redis both answer, else 503, so a proxy sends customers only to instances that can serve them.
 */
export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessChecks): void {
  app.get('/health', async () => {
    if (!(await checks.database()))
      throw new AppError('UNAVAILABLE', 'The database is not answering.')
    return { status: 'ok' }
  })

  app.get('/ready', async () => {
    const [database, sharedState] = await Promise.all([checks.database(), checks.sharedState()])
    const missing = [database ? null : 'the database', sharedState ? null : 'Redis'].filter(
      (name) => name !== null,
    )
    if (missing.length > 0)
      throw new AppError(
        'UNAVAILABLE',
        `Not ready: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not answering.`,
      )
    return { status: 'ready' }
  })
}
