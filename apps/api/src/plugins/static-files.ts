import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import {
  APP_PAGE_FILE,
  BUILT_ASSETS_DIR,
  HOME_PAGE_FILE,
  PAGE_PHOTO_SRCSET_PLACEHOLDER,
  PRODUCT_PAGE_FILE,
  SECTION_PAGE_FILE,
} from '@sweet-art/domain/built-pages'
import { findProduct, findSection } from '@sweet-art/domain/catalog'
import { AppError } from '@sweet-art/domain/errors'
import { CATALOG_IMAGE_PATH, imageSources } from '@sweet-art/domain/images'
import type { ImageFile, Section } from '@sweet-art/domain/schemas/catalog'

const ONE_YEAR_MS = 31_536_000_000

export interface StaticFilesOptions {
  apiPrefix: string
  catalogImagesDir: string
  /** The built web app; absent in API-only runs, where non-API paths answer 404. */
  webDistDir: string | null
  /** The catalogue as served, to preload the photo a section or product page shows largest. */
  sections: () => Promise<readonly Section[]>
}

/** `/sections/{sectionId}` and `/sections/{sectionId}/{productId}` (docs/product.md › Pages). */
const SECTION_PAGE_PATH = /^\/sections\/([^/]+)\/?$/
const PRODUCT_PAGE_PATH = /^\/sections\/([^/]+)\/([^/]+)\/?$/

/** The photo a section page (its first product's) or a product page (its first) shows largest. */
function findPagePhoto(
  sections: readonly Section[],
  path: string,
): { file: ImageFile; page: 'section' | 'product' } | undefined {
  const productMatch = PRODUCT_PAGE_PATH.exec(path)
  if (productMatch) {
    const [, sectionId = '', productId = ''] = productMatch
    const file = findProduct(sections, sectionId, productId)?.photo[0]
    return file && { file, page: 'product' }
  }
  const sectionId = SECTION_PAGE_PATH.exec(path)?.[1]
  const section = sectionId === undefined ? undefined : findSection(sections, sectionId)
  const file = section?.products[0]?.photo[0]
  return file && { file, page: 'section' }
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
}

function readPageTemplate(webDist: string, file: string): string | null {
  const path = join(webDist, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

/** Paths that name a file (`/favicon.svg`, `/assets/index-1a2b.js`) rather than a page of the app. */
const FILE_PATH = /\.[a-z0-9]+$/i

/**
 * Serves catalogue photos and the built web app: photos and hashed assets are cached for a year,
 * `index.html` is revalidated on every visit and answers every page path (the SPA's routes),
 * `/` with the build's `home.html` when there is one;
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
  const hasHomePage = hasWebApp && existsSync(join(webDist, HOME_PAGE_FILE))
  const pageTemplates = {
    section: hasWebApp ? readPageTemplate(webDist, SECTION_PAGE_FILE) : null,
    product: hasWebApp ? readPageTemplate(webDist, PRODUCT_PAGE_FILE) : null,
  }
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
    reply.header('cache-control', 'no-cache')
    reply.header('vary', 'accept-encoding')
    // Ids are UUIDs, which need no decoding; any other path simply finds no photo.
    const photo = findPagePhoto(await options.sections(), path)
    const template = photo && pageTemplates[photo.page]
    if (photo && template) {
      // A few KB written per request: the photo is only known from the catalogue, which changes.
      const sources = imageSources(photo.file, options.apiPrefix)
      const srcset = sources.srcSet ?? sources.src
      return reply
        .type('text/html; charset=utf-8')
        .send(template.replace(PAGE_PHOTO_SRCSET_PLACEHOLDER, escapeAttribute(srcset)))
    }
    const page = path === '/' && hasHomePage ? HOME_PAGE_FILE : APP_PAGE_FILE
    return reply.sendFile(page, webDist, { cacheControl: false })
  })
}
