import { productRoute, sectionRoute } from './catalog'
import type { Section } from './schemas/catalog'
import { STATIC_PAGE_PATHS, type StaticPagePath } from './shop-profile'

// What crawlers may read and which pages the sitemap lists
// (docs/product.md › What each page tells search engines and link previews).

/** What `/robots.txt` allows and closes, as path prefixes. */
export interface CrawlRules {
  allow: string[]
  disallow: string[]
}

/**
 * The storefront is open. One visitor's pages (the account, the cart and its checkout, payment
 * pages, order links) and the back office are closed, and so is the API, except its photos, which
 * search results and link previews show.
 */
export function crawlRules(apiPrefix: string): CrawlRules {
  return {
    allow: ['/', `${apiPrefix}/images/`],
    disallow: ['/account', '/cart', '/payment/', '/order/', '/admin', `${apiPrefix}/`],
  }
}

/** When the catalogue's sections and products last changed, by id, as ISO timestamps. */
export type CatalogueChanges = ReadonlyMap<string, string>

/** One page of the sitemap: its path and, when known, when it last changed (ISO). */
export interface SitemapEntry {
  path: string
  lastModified: string | null
}

// The pages that quote the shop's options: their copy changes when the options do.
const PAGES_QUOTING_OPTIONS: ReadonlySet<StaticPagePath> = new Set(['/delivery', '/f_a_q'])

function latest(times: readonly (string | null | undefined)[]): string | null {
  let found: string | null = null
  for (const time of times) if (time && (found === null || time > found)) found = time
  return found
}

/**
 * Every page worth finding: home, the static pages, every active section and product of the
 * served catalogue. A section changes with its products; home with everything it shows.
 */
export function sitemapEntries(input: {
  sections: readonly Section[]
  changes: CatalogueChanges
  optionsUpdatedAt: string
}): SitemapEntry[] {
  const { sections, changes, optionsUpdatedAt } = input
  const catalogue = sections.flatMap((section) => {
    const products = section.products.map((product) => ({
      path: productRoute(section.id, product.id),
      lastModified: changes.get(product.id) ?? null,
    }))
    const sectionChanged = latest([
      changes.get(section.id),
      ...products.map((entry) => entry.lastModified),
    ])
    return [{ path: sectionRoute(section.id), lastModified: sectionChanged }, ...products]
  })
  return [
    {
      path: '/',
      lastModified: latest([optionsUpdatedAt, ...catalogue.map((entry) => entry.lastModified)]),
    },
    ...STATIC_PAGE_PATHS.map((path) => ({
      path,
      lastModified: PAGES_QUOTING_OPTIONS.has(path) ? optionsUpdatedAt : null,
    })),
    ...catalogue,
  ]
}
