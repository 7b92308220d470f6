import type { FastifyInstance } from 'fastify'
import type { CatalogCache } from './catalog.service'

/** `GET /products-sections/client`: the active catalogue, from memory, revalidated by ETag. */
export function registerCatalogRoutes(app: FastifyInstance, catalog: CatalogCache): void {
  app.get('/products-sections/client', async (request, reply) => {
    const { json, etag } = await catalog.get()
    reply.header('etag', etag).header('cache-control', 'no-cache')
    if (request.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(json)
  })
}
