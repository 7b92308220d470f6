import type { PageHead } from '@sweet-art/domain/page-heads'
import { SHOP_NAME } from '@sweet-art/domain/shop-profile'
import type { JsonLdNode } from '@sweet-art/domain/structured-data'
import { escapeHtml } from './html'

// A page's head as HTML (docs/product.md › What each page tells search engines and link
// previews): every text from the catalogue is escaped, since the baker's titles carry
// apostrophes, ampersands and quotes, and JSON-LD cannot end its script early.

/**
 * JSON safe inside `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so
 * no `</script>` or `<!--` in a product's copy can close or bend the script, and the line and
 * paragraph separators, which old parsers took for line ends. JSON readers decode them back.
 */
export function jsonForScript(node: JsonLdNode): string {
  return JSON.stringify(node).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`
}

/** The tags a page's head carries, in the order crawlers and previews read them. */
export function renderHeadTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`]
  tags.push(metaTag('name', 'description', head.description))
  if (head.canonicalUrl === null) tags.push(metaTag('name', 'robots', 'noindex'))
  else tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`)
  const { preview } = head
  if (preview) {
    tags.push(
      metaTag('property', 'og:site_name', SHOP_NAME),
      metaTag('property', 'og:locale', 'en_GB'),
      metaTag('property', 'og:type', preview.type),
      metaTag('property', 'og:title', preview.title),
      metaTag('property', 'og:description', head.description),
    )
    if (head.canonicalUrl !== null) tags.push(metaTag('property', 'og:url', head.canonicalUrl))
    if (preview.image) {
      tags.push(
        metaTag('property', 'og:image', preview.image.url),
        metaTag('property', 'og:image:alt', preview.image.alt),
      )
    }
    tags.push(
      metaTag('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
      metaTag('name', 'twitter:title', preview.title),
      metaTag('name', 'twitter:description', head.description),
    )
    if (preview.image) {
      tags.push(
        metaTag('name', 'twitter:image', preview.image.url),
        metaTag('name', 'twitter:image:alt', preview.image.alt),
      )
    }
  }
  for (const node of head.structuredData)
    tags.push(`<script type="application/ld+json">${jsonForScript(node)}</script>`)
  return tags.join('\n    ')
}
