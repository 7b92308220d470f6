import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'

/** `GET /health`: 200 while the database answers, 503 when it does not (decisions §2). */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<boolean>): void {
  app.get('/health', async () => {
    if (!(await ping())) throw new AppError('UNAVAILABLE', 'The database is not answering.')
    return { status: 'ok' }
  })
}
