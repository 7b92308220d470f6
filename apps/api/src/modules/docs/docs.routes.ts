import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import type { RouteAccess } from '../../plugins/access'
import { renderDocsPage } from './docs-page'
import { buildOpenApiDocument, type DescribedRoute } from './openapi-document'

/** A route as the app registered it: one method, the full URL in Fastify's syntax, its schema. */
export interface RegisteredRoute {
  method: string
  url: string
  schema: FastifySchema
  access: RouteAccess | undefined
}

const registeredRoutes = new WeakMap<FastifyInstance, () => RegisteredRoute[]>()

/** Every route `app` registered after `registerApiDocs`, as the description reads them. */
export function registeredRoutesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return registeredRoutes.get(app)?.() ?? []
}

/**
 * `GET /docs/json`: the OpenAPI description of the public API, and `GET /docs`: the same as a page.
 * Register it before any other route: it records every route the app registers, and describes
 * those under the API prefix that are neither the back office's nor its own, from the schemas
 * each was registered with (the sandbox's only with the sandbox provider).
 */
export function registerApiDocs(app: FastifyInstance, deps: { apiPrefix: string }): void {
  const options: RouteOptions[] = []
  app.addHook('onRoute', (route) => {
    options.push(route)
  })
  // Read when asked, not as each route comes: a scope's own onRoute hook, which runs after this
  // one, marks the routes that need a session.
  const routes = () =>
    options.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        schema: route.schema ?? {},
        access: route.config?.access,
      })),
    )
  registeredRoutes.set(app, routes)

  const jsonPath = `${deps.apiPrefix}/docs/json`
  const pagePath = `${deps.apiPrefix}/docs`
  function isDescribed(route: RegisteredRoute): boolean {
    return (
      route.method !== 'HEAD' &&
      route.url.startsWith(`${deps.apiPrefix}/`) &&
      route.access !== 'admin' &&
      route.url !== jsonPath &&
      route.url !== pagePath
    )
  }

  // Built on first request, once every route is registered; the routes never change after that.
  let built: { json: string; html: string } | null = null
  function documentation(): { json: string; html: string } {
    if (built) return built
    const described = routes()
      .filter(isDescribed)
      .map((route): DescribedRoute => ({ ...route, path: route.url.slice(deps.apiPrefix.length) }))
    const document = buildOpenApiDocument(described, { apiPrefix: deps.apiPrefix })
    built = { json: JSON.stringify(document), html: renderDocsPage(document, jsonPath) }
    return built
  }

  app.get(jsonPath, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentation().json),
  )
  app.get(pagePath, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentation().html),
  )
}
