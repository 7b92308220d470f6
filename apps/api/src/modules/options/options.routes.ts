import { z } from 'zod'
import {
  APP_OPTIONS_ACTUAL,
  AppOptionsRequestSchema,
  AppOptionsSchema,
} from '@sweet-art/domain/schemas/app-options'
import type { ZodRoutes } from '../../plugins/route-schemas'
import type { OptionsCache } from './options.service'

/** `POST /app-options`: `actual` when the browser's copy is current, else the options (docs/product.md › Wire names). */
export function registerOptionsRoutes(app: ZodRoutes, options: OptionsCache): void {
  const schema = {
    operationId: 'getAppOptions',
    tags: ['options'],
    summary: "The shop's options, or `actual` when the copy sent is current",
    body: AppOptionsRequestSchema,
    answers: {
      // `actual` is written as its JSON text, which a `response` schema would not let through.
      200: {
        description: 'The options, or the JSON string `actual` when `updatedAt` is current.',
        schema: z.union([AppOptionsSchema, z.literal(APP_OPTIONS_ACTUAL)]),
      },
    },
  }
  app.post('/app-options', { schema }, async (request, reply) => {
    const { updatedAt } = request.body
    const current = await options.get()
    if (updatedAt !== current.updatedAt) return current
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(APP_OPTIONS_ACTUAL))
  })
}
