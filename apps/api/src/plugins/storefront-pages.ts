import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  APP_PAGE_FILE,
  HOME_PAGE_FILE,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  PAGE_PHOTO_SRCSET_PLACEHOLDER,
  PRODUCT_PAGE_FILE,
  SECTION_PAGE_FILE,
} from '@sweet-art/domain/built-pages'
import { crawlRules, sitemapEntries } from '@sweet-art/domain/crawling'
import { imageSources } from '@sweet-art/domain/images'
import {
  buildPageHead,
  findStorefrontPage,
  type StorefrontPage,
} from '@sweet-art/domain/page-heads'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import type { ImageFile } from '@sweet-art/domain/schemas/catalog'
import { compressedBody, pickEncoding, type CompressedBody } from '../lib/compressed-body'
import { robotsTxt, SITEMAP_PATH, sitemapXml } from '../lib/crawler-files'
import { escapeHtml } from '../lib/html'
import { renderHeadTags } from '../lib/page-head-html'
import type { CatalogSnapshot } from '../modules/catalog/catalog.service'

// Each storefront page with its own head, `/robots.txt` and `/sitemap.xml`
// (docs/product.md › What each page tells search engines and link previews; decision 023).

export interface StorefrontPagesOptions {
  apiPrefix: string
  /**
   * The shop's origin: `PUBLIC_ORIGIN`, else the one the e-mails name. Never a request's `Host`:
   * a page is built for the shop's own address only, so a stranger's made-up hosts cannot make
   * it render and compress anew on every request, nor name their host in its links.
   */
  origin: string
  /** The built web app, whose pages carry the heads; null in API-only runs. */
  webDistDir: string | null
  /** The catalogue and the options as served from memory (docs/decisions/002). */
  catalog: () => Promise<CatalogSnapshot>
  options: () => Promise<AppOptions>
}

/** Answers a page request with the page's own head: false, having sent nothing, when the path is not the storefront's to answer. */
export type AnswerPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
) => Promise<boolean>

/** A page as sent: its status, and its HTML with the compressed copies made on demand. */
interface RenderedPage {
  status: 200 | 404
  body: CompressedBody
}

function rendered(status: 200 | 404, text: string): RenderedPage {
  return { status, body: compressedBody(Buffer.from(text)) }
}

function readTemplate(webDist: string | null, file: string): string | null {
  if (webDist === null) return null
  const path = join(webDist, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

/** A built page with `head` between its head markers; a page without them is sent as built. */
function withHead(template: string, head: string): string {
  const start = template.indexOf(PAGE_HEAD_START)
  const end = template.indexOf(PAGE_HEAD_END)
  if (start < 0 || end < start) return template
  return `${template.slice(0, start)}${head}${template.slice(end + PAGE_HEAD_END.length)}`
}

/** The photo a section page (its first product's) or a product page (its first) shows largest. */
function largestPhotoOf(page: StorefrontPage): ImageFile | undefined {
  if (page.kind === 'product') return page.product.photo[0]
  if (page.kind === 'section') return page.section.products[0]?.photo[0]
  return undefined
}

/** Which rendering of a page one catalogue and options version holds: the same for every missing path. */
function cacheKeyOf(page: Exclude<StorefrontPage, { kind: 'private' | 'moved' }>): string {
  switch (page.kind) {
    case 'home':
    case 'missing':
      return page.kind
    case 'static':
      return page.path
    case 'section':
      return `section ${page.section.id}`
    case 'product':
      return `product ${page.product.id}`
  }
}

/**
 * Registers `/robots.txt` and `/sitemap.xml`, and returns what answers the storefront's page
 * requests. Heads, sitemaps and their compressed bytes are made once per catalogue and options
 * version: a refresh, here or on another instance (docs/decisions/008), replaces the snapshot,
 * and the next request builds from the new one.
 */
export function registerStorefrontPages(
  app: FastifyInstance,
  options: StorefrontPagesOptions,
): AnswerPage {
  const appPage = readTemplate(options.webDistDir, APP_PAGE_FILE)
  const templates = {
    home: readTemplate(options.webDistDir, HOME_PAGE_FILE) ?? appPage,
    section: readTemplate(options.webDistDir, SECTION_PAGE_FILE),
    product: readTemplate(options.webDistDir, PRODUCT_PAGE_FILE),
  }

  let version: {
    catalog: CatalogSnapshot
    options: AppOptions
    pages: Map<string, RenderedPage>
    sitemap: string | null
  } | null = null
  async function currentVersion() {
    const [catalog, appOptions] = await Promise.all([options.catalog(), options.options()])
    if (version?.catalog !== catalog || version.options !== appOptions) {
      version = { catalog, options: appOptions, pages: new Map(), sitemap: null }
    }
    return version
  }

  const origin = new URL(options.origin).origin

  function templateOf(page: StorefrontPage, photo: ImageFile | undefined): string | null {
    if (page.kind === 'home') return templates.home
    if (page.kind === 'section' && photo) return templates.section ?? appPage
    if (page.kind === 'product' && photo) return templates.product ?? appPage
    return appPage
  }

  function render(
    page: Exclude<StorefrontPage, { kind: 'private' | 'moved' }>,
    current: Awaited<ReturnType<typeof currentVersion>>,
  ): RenderedPage | null {
    const photo = largestPhotoOf(page)
    const template = templateOf(page, photo)
    if (template === null) return null
    const head = buildPageHead(page, {
      sections: current.catalog.sections,
      appDelivery: current.options.appDelivery,
      origin,
      apiPrefix: options.apiPrefix,
    })
    let html = withHead(template, renderHeadTags(head))
    if (photo) {
      const sources = imageSources(photo, options.apiPrefix)
      html = html.replace(PAGE_PHOTO_SRCSET_PLACEHOLDER, escapeHtml(sources.srcSet ?? sources.src))
    }
    return rendered(page.kind === 'missing' ? 404 : 200, html)
  }

  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(crawlRules(options.apiPrefix), origin)),
  )

  app.get(SITEMAP_PATH, async (_request, reply) => {
    const current = await currentVersion()
    current.sitemap ??= sitemapXml(
      sitemapEntries({
        sections: current.catalog.sections,
        changes: current.catalog.changes,
        optionsUpdatedAt: current.options.updatedAt,
      }),
      origin,
    )
    const sitemap = current.sitemap
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemap)
  })

  return async (request, reply, path) => {
    const current = await currentVersion()
    const page = findStorefrontPage(path, current.catalog.sections)
    if (page.kind === 'private') return false
    if (page.kind === 'moved') {
      const queryAt = request.url.indexOf('?')
      const query = queryAt < 0 ? '' : request.url.slice(queryAt)
      void reply.redirect(`${page.to}${query}`, 301)
      return true
    }
    const key = cacheKeyOf(page)
    let answer = current.pages.get(key)
    if (answer === undefined) {
      const made = render(page, current)
      if (made === null) return false
      answer = made
      current.pages.set(key, answer)
    }
    const { bytes, encoding } = pickEncoding(answer.body, request.headers['accept-encoding'])
    reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
    if (encoding !== null) reply.header('content-encoding', encoding)
    void reply.send(bytes)
    return true
  }
}
