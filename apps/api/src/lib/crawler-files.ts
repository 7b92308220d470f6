import type { CrawlRules, SitemapEntry } from '@sweet-art/domain/crawling'
import { escapeHtml } from './html'

// `/robots.txt` and `/sitemap.xml` as text (docs/product.md › What each page tells search engines
// and link previews): what may be crawled and which pages there are, with absolute addresses.

/** The path crawlers find the sitemap at. */
export const SITEMAP_PATH = '/sitemap.xml'

/** robots.txt: one group for every crawler, then where the sitemap is. */
export function robotsTxt(rules: CrawlRules, origin: string): string {
  return [
    'User-agent: *',
    ...rules.allow.map((path) => `Allow: ${path}`),
    ...rules.disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, origin).href}`,
    '',
  ].join('\n')
}

/** The sitemap protocol's XML: one `<url>` a page, with `<lastmod>` where the change time is known. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const location = `<loc>${escapeHtml(new URL(entry.path, origin).href)}</loc>`
    const changed = entry.lastModified === null ? '' : `<lastmod>${entry.lastModified}</lastmod>`
    return `  <url>${location}${changed}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
