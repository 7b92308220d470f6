import { z } from 'zod'
import { AppError } from '@sweet-art/domain/errors'
import type { ZodRoutes } from '../../plugins/route-schemas'

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
export function registerHealthRoutes(app: ZodRoutes, checks: ReadinessChecks): void {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'checkHealth',
        tags: ['health'],
        summary: 'Alive while the database answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
        answers: { 200: 'Serving.', 503: 'The database is not answering.' },
      },
    },
    async () => {
      if (!(await checks.database()))
        throw new AppError('UNAVAILABLE', 'The database is not answering.')
      return { status: 'ok' as const }
    },
  )

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'checkReadiness',
        tags: ['health'],
        summary: 'Ready while the database and Redis (when configured) answer',
        description: 'For a proxy: send customers only to instances that can serve them.',
        response: { 200: z.object({ status: z.literal('ready') }) },
        answers: { 200: 'Ready.', 503: 'The database or Redis is not answering.' },
      },
    },
    async () => {
      const [database, sharedState] = await Promise.all([checks.database(), checks.sharedState()])
      const missing = [database ? null : 'the database', sharedState ? null : 'Redis'].filter(
        (name) => name !== null,
      )
      if (missing.length > 0)
        throw new AppError(
          'UNAVAILABLE',
          `Not ready: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not answering.`,
        )
      return { status: 'ready' as const }
    },
  )
}
