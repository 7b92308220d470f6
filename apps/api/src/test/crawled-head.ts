// Reads a page's head as a crawler or a link-preview fetcher does: from the HTML alone, no script.

/** What a crawler finds in a page's head. */
export interface CrawledHead {
  title: string | null
  /** A `<meta>`'s content by its `name` or `property`. */
  meta: (key: string) => string | undefined
  canonical: string | null
  /** Each `application/ld+json` script, parsed; a script that is not JSON fails the read. */
  structuredData: Record<string, unknown>[]
  /** Every `<script` opening in the head, JSON-LD included: a title that broke out would add one. */
  scriptCount: number
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name] ?? whole
  })
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name = '', value = ''] of tag.matchAll(/([a-z:-]+)="([^"]*)"/gi))
    attributes.set(name.toLowerCase(), decodeEntities(value))
  return attributes
}

/** The head of `html` as a crawler reads it. */
export function readCrawledHead(html: string): CrawledHead {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ''
  const metas = [...head.matchAll(/<meta\s[^>]*>/gi)].map(([tag]) => attributesOf(tag))
  const links = [...head.matchAll(/<link\s[^>]*>/gi)].map(([tag]) => attributesOf(tag))
  const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1]
  return {
    title: title === undefined ? null : decodeEntities(title),
    meta: (key) =>
      metas
        .find((meta) => meta.get('name') === key || meta.get('property') === key)
        ?.get('content'),
    canonical: links.find((link) => link.get('rel') === 'canonical')?.get('href') ?? null,
    structuredData: [
      ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi),
    ].map(([, json = '']) => JSON.parse(json) as Record<string, unknown>),
    scriptCount: [...head.matchAll(/<script\b/gi)].length,
  }
}
