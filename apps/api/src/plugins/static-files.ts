import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isAppPagePath } from '@sweet-art/domain/app-paths'
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

/**
 * A path the web app's router does not know that still ends like a file name (`/old-logo.png`):
 * answered 404 rather than with the app, so a script or image tag never receives a page. The
 * app's own routes never reach this test, whatever their last segment looks like.
 */
const LOOKS_LIKE_A_FILE = /\.[a-z0-9]+$/i

/**
 * Lets other sites draw the shop's pictures: a link preview card shows the page's photo from the
 * shop's own address, which the default `same-origin` policy would leave broken
 * (docs/product.md › What each page tells search engines and link previews).
 */
async function shareablePicture(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const type = reply.getHeader('content-type')
  if (typeof type === 'string' && type.startsWith('image/'))
    reply.header('cross-origin-resource-policy', 'cross-origin')
}

/** The files the build wrote at the web app's top level (`favicon.svg`, `robots.txt`…). */
function topLevelFiles(webDist: string): Set<string> {
  const entries = readdirSync(webDist, { withFileTypes: true })
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`))
}

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
    photos.addHook('onSend', shareablePicture)
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
  // Read once: the build's files are fixed while the server runs, and a path is a file only when
  // the build wrote it, never because of its shape.
  const builtFiles = hasWebApp ? topLevelFiles(webDist) : new Set<string>()
  if (hasWebApp) {
    // Only the reply.sendFile helper: routes below decide what is a file and what is a page.
    // The build wrote .br and .gz copies of its text files; each browser gets the one it accepts.
    await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true })
    app.get(`/${BUILT_ASSETS_DIR}/*`, { onSend: shareablePicture }, (request, reply) => {
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
    if (builtFiles.has(path)) return reply.sendFile(path.slice(1), webDist, { maxAge: 0 })
    if (!isAppPagePath(path) && LOOKS_LIKE_A_FILE.test(path)) {
      throw new AppError('NOT_FOUND', 'Not found.')
    }
    if (await options.answerPage(request, reply, path)) return reply
    reply.header('cache-control', 'no-cache')
    reply.header('vary', 'accept-encoding')
    return reply.sendFile(APP_PAGE_FILE, webDist, { cacheControl: false })
  })
}
