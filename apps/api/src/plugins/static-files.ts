import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'

const ONE_YEAR_S = 31_536_000

export interface StaticFilesOptions {
  apiPrefix: string
  catalogImagesDir: string
  /** The built web app; absent in API-only runs, where non-API paths answer 404. */
  webDistDir: string | null
}

/**
 * Serves catalogue photos and the built web app: hashed assets and photos are cached for a year,
 * `index.html` is revalidated each time and answers every non-API path (the SPA routes).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: StaticFilesOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.catalogImagesDir,
    prefix: `${options.apiPrefix}/images/catalog/`,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: ONE_YEAR_S * 1000,
  })

  const webDist = options.webDistDir
  const hasWebApp = webDist !== null && existsSync(join(webDist, 'index.html'))
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.startsWith(join(webDist, 'assets'))
        res.setHeader(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache',
        )
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isApiPath = path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`)
    if (isApiPath || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', 'Not found.')
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist)
  })
}
