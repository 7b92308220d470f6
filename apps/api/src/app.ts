import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import type { OpenDatabase } from '@sweet-art/db/database'
import type { Env } from './config/env'
import { registerErrorHandler } from './plugins/error-handler'
import { registerSecurity } from './plugins/security'
import { registerStaticFiles } from './plugins/static-files'
import { createCatalogCache, type CatalogCache } from './modules/catalog/catalog.service'
import { registerCatalogRoutes } from './modules/catalog/catalog.routes'
import { createOptionsCache, type OptionsCache } from './modules/options/options.service'
import { registerOptionsRoutes } from './modules/options/options.routes'
import { registerHealthRoutes } from './modules/health/health.routes'

/** JSON bodies above this are refused with 413; uploads have their own limit. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024

export interface AppDeps {
  env: Pick<Env, 'API_PREFIX' | 'PUBLIC_ORIGIN' | 'LOG_LEVEL'>
  database: OpenDatabase
  paths: { catalogImages: string; webDist: string | null }
}

/** Builds the whole shop's HTTP app without listening, so tests drive it with `inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database, paths } = deps
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    trustProxy: true,
  })

  registerErrorHandler(app)
  await registerSecurity(app, {
    apiPrefix: env.API_PREFIX,
    publicOrigin: env.PUBLIC_ORIGIN,
    webhooksPath: `${env.API_PREFIX}/payments/webhooks/`,
  })

  const catalog = createCatalogCache(database.db)
  const options = createOptionsCache(database.db)
  app.decorate('catalog', catalog)
  app.decorate('appOptions', options)

  await app.register(
    async (api) => {
      registerHealthRoutes(api, database.ping)
      registerCatalogRoutes(api, catalog)
      registerOptionsRoutes(api, options)
    },
    { prefix: env.API_PREFIX },
  )
  await registerStaticFiles(app, {
    apiPrefix: env.API_PREFIX,
    catalogImagesDir: paths.catalogImages,
    webDistDir: paths.webDist,
  })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refreshed by whatever changes the catalogue, so the storefront sees it at once. */
    catalog: CatalogCache
    /** Refreshed by whatever changes the shop's options. */
    appOptions: OptionsCache
  }
}
