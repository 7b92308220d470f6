import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'

const ONE_YEAR_MS = 31_536_000_000

export interface StaticFilesOptions {
  apiPrefix: string
  catalogImagesDir: string
  /** The built web app; absent in API-only runs, where non-API paths answer 404. */
  webDistDir: string | null
}

/** Paths that name a file (`/favicon.svg`, `/assets/index-1a2b.js`) rather than a page of the app. */
const FILE_PATH = /\.[a-z0-9]+$/i

/**
 * Serves catalogue photos and the built web app: photos and hashed assets are cached for a year,
 * `index.html` is revalidated on every visit and answers every page path (the SPA's routes);
 * a missing file is a 404, never the page's HTML under a script's name.
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
    maxAge: ONE_YEAR_MS,
  })

  const webDist = options.webDistDir
  const hasWebApp = webDist !== null && existsSync(join(webDist, 'index.html'))
  if (hasWebApp) {
    // Only the reply.sendFile helper: routes below decide what is a file and what is a page.
    await app.register(fastifyStatic, { root: webDist, serve: false })
    app.get('/assets/*', (request, reply) => {
      const { '*': file = '' } = request.params as { '*'?: string }
      return reply.sendFile(file, join(webDist, 'assets'), { immutable: true, maxAge: ONE_YEAR_MS })
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isApiPath = path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`)
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD'
    if (isApiPath || !hasWebApp || !isPageRequest) throw new AppError('NOT_FOUND', 'Not found.')
    if (FILE_PATH.test(path)) {
      const file = decodeURIComponent(path.slice(1))
      if (!file.includes('/') && existsSync(join(webDist, file))) {
        return reply.sendFile(file, webDist, { maxAge: 0 })
      }
      throw new AppError('NOT_FOUND', 'Not found.')
    }
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html', webDist, { cacheControl: false })
  })
}
