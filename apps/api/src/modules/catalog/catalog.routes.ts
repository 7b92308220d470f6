import { z } from 'zod'
import { SectionSchema } from '@sweet-art/domain/schemas/catalog'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { pickEncoding } from '../../lib/compressed-body'
import type { CatalogCache } from './catalog.service'

/** `GET /products-sections/client`: the active catalogue, from memory, revalidated by ETag. */
export function registerCatalogRoutes(app: ZodRoutes, catalog: CatalogCache): void {
  const schema = {
    operationId: 'getCatalogue',
    tags: ['catalogue'],
    summary: 'The active sections and products, sorted',
    description: 'Revalidated by ETag: `If-None-Match` with the last ETag answers 304.',
    answers: {
      // Written as the bytes compressed when the catalogue changed, so no `response` schema.
      200: { description: 'The catalogue.', schema: z.array(SectionSchema) },
      304: 'The catalogue has not changed since the ETag sent.',
    },
  }
  app.get('/products-sections/client', { schema }, async (request, reply) => {
    const snapshot = await catalog.get()
    reply
      .header('etag', snapshot.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
    if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send()
    // The copies were compressed when first asked for after the catalogue changed.
    const { bytes, encoding } = pickEncoding(snapshot.body, request.headers['accept-encoding'])
    if (encoding) reply.header('content-encoding', encoding)
    return reply.type('application/json; charset=utf-8').send(bytes)
  })
}
