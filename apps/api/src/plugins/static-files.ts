import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { APP_PAGE_FILE, BUILT_ASSETS_DIR } from '@sweet-art/domain/built-pages'
import { AppError } from '@sweet-art/domain/errors'
import { CATALOG_IMAGE_PATH } from '@sweet-art/domain/images'
import type { AnswerPage } from './storefront-pages'

const ONE_YEAR_MS = 31_536_000_000

export interface StaticFilesOptions {
  apiPrefix: string
  catalogImagesDir: string
  /** The built web app; absent in API-only runs, where non-API paths answer 404. */
  webDistDir: string | null
  /** Answers the storefront's pages, each with its own head (plugins/storefront-pages.ts). */
  answerPage: AnswerPage
}

/** Paths that name a file (`/favicon.svg`, `/assets/index-1a2b.js`) rather than a page of the app. */
const FILE_PATH = /\.[a-z0-9]+$/i

/**
 * Serves catalogue photos and the built web app: photos and hashed assets are cached for a year,
 * every page path is revalidated on every visit: the storefront's pages with their own heads
 * (`answerPage`), the app's other pages (cart, account, back office) with `index.html`;
 * the app's files go brotli- or gzip-encoded from the copies the build wrote beside them;
 * a missing file is a 404, never the page's HTML under a script's name.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: StaticFilesOptions,
): Promise<void> {
  await app.register(async (photos) => {
    // @fastify/static registers the route; this says what it serves, for the API description.
    photos.addHook('onRoute', (route) => {
      route.schema = {
        ...route.schema,
        operationId: 'getCataloguePhoto',
        tags: ['catalogue'],
        summary: 'A catalogue photo, cached for a year',
        answers: {
          200: { description: 'The photo.', mediaType: 'image/*' },
          404: 'No such photo.',
        },
      }
    })
    await photos.register(fastifyStatic, {
      root: options.catalogImagesDir,
      prefix: `${options.apiPrefix}/${CATALOG_IMAGE_PATH}/`,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: ONE_YEAR_MS,
    })
  })

  const webDist = options.webDistDir
  const hasWebApp = webDist !== null && existsSync(join(webDist, APP_PAGE_FILE))
  if (hasWebApp) {
    // Only the reply.sendFile helper: routes below decide what is a file and what is a page.
    // The build wrote .br and .gz copies of its text files; each browser gets the one it accepts.
    await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true })
    app.get(`/${BUILT_ASSETS_DIR}/*`, (request, reply) => {
      const { '*': file = '' } = request.params as { '*'?: string }
      reply.header('vary', 'accept-encoding')
      return reply.sendFile(file, join(webDist, BUILT_ASSETS_DIR), {
        immutable: true,
        maxAge: ONE_YEAR_MS,
      })
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
    if (await options.answerPage(request, reply, path)) return reply
    reply.header('cache-control', 'no-cache')
    reply.header('vary', 'accept-encoding')
    return reply.sendFile(APP_PAGE_FILE, webDist, { cacheControl: false })
  })
}
