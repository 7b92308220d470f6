import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { renderDocsPage } from './docs-page'
import { buildOpenApiDocument } from './openapi-document'
import { createPublicOperations, type PublicOperation } from './public-api'

/** A route as the app registered it: one method, the full URL in Fastify's syntax. */
export interface RegisteredRoute {
  method: string
  url: string
}

const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>()

/** Every route `app` registered after `registerApiDocs`, so tests can hold the description to them. */
export function registeredRoutesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return registeredRoutes.get(app) ?? []
}

function isRegistered(
  routes: readonly RegisteredRoute[],
  apiPrefix: string,
  operation: PublicOperation,
): boolean {
  const url = `${apiPrefix}${operation.path}`
  return routes.some((route) => route.method === operation.method && route.url === url)
}

/**
 * `GET /docs/json`: the OpenAPI description of the public API, and `GET /docs`: the same as a page.
 * Register it before any other route: it records every route, and describes only those this app
 * really serves (the sandbox's only with the sandbox provider).
 */
export function registerApiDocs(
  app: FastifyInstance,
  deps: { apiPrefix: string; clock: Clock },
): void {
  const routes: RegisteredRoute[] = []
  registeredRoutes.set(app, routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url })
  })

  const jsonPath = `${deps.apiPrefix}/docs/json`
  // Built on first request, once every route is registered; the routes never change after that.
  let built: { json: string; html: string } | null = null
  function documentation(): { json: string; html: string } {
    if (built) return built
    const operations = createPublicOperations(deps.clock()).filter((operation) =>
      isRegistered(routes, deps.apiPrefix, operation),
    )
    const document = buildOpenApiDocument(operations, { apiPrefix: deps.apiPrefix })
    built = { json: JSON.stringify(document), html: renderDocsPage(document, jsonPath) }
    return built
  }

  app.get(jsonPath, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentation().json),
  )
  app.get(`${deps.apiPrefix}/docs`, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentation().html),
  )
}
