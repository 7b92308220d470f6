import type { FastifyInstance } from 'fastify'
import { APP_OPTIONS_ACTUAL, AppOptionsRequestSchema } from '@sweet-art/domain/schemas/app-options'
import { parseWith } from '../../lib/validate'
import type { OptionsCache } from './options.service'

/** `POST /app-options`: `actual` when the browser's copy is current, else the options (docs/product.md › Wire names). */
export function registerOptionsRoutes(app: FastifyInstance, options: OptionsCache): void {
  app.post('/app-options', async (request, reply) => {
    const { updatedAt } = parseWith(AppOptionsRequestSchema, request.body ?? {})
    const current = await options.get()
    if (updatedAt !== current.updatedAt) return current
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(APP_OPTIONS_ACTUAL))
  })
}
