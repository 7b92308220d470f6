import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Product, Section } from '@sweet-art/domain/schemas/catalog'
import { signUpBaker } from '../test/accounts'
import { createAgent, type Agent } from '../test/agent'
import { renameProduct } from '../test/catalogue-edits'
import { fetchCatalogue } from '../test/checkout'
import { readCrawledHead } from '../test/crawled-head'
import { schemaOrgProblems } from '../test/schema-org'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app'
import { BUILT_APP_PAGE, writeWebDist } from '../test/web-dist'

let shop: TestApp
let admin: Agent
let sections: Section[]

beforeAll(async () => {
  shop = await createTestApp({ webDist: writeWebDist() })
  admin = (await signUpBaker(shop)).agent
  sections = await fetchCatalogue(createAgent(shop.app))
})
afterAll(async () => {
  await shop.close()
})

// Asked for as a crawler asks: a plain GET, nothing run afterwards.
function crawl(url: string, headers: Record<string, string> = {}) {
  return shop.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)', ...headers },
  })
}

function sectionTitled(title: string): Section {
  const section = sections.find((candidate) => candidate.title === title)
  if (!section) throw new Error(`the seed has no ${title} section`)
  return section
}

function productTitled(title: string): { section: Section; product: Product } {
  for (const section of sections) {
    const product = section.products.find((candidate) => candidate.title === title)
    if (product) return { section, product }
  }
  throw new Error(`the seed has no ${title}`)
}

const cakes = () => sectionTitled('Cakes')
const victoria = () => productTitled('Classic Victoria Sponge')

test.each([
  {
    page: 'home',
    path: () => '/',
    title: 'Sweet Art · Bespoke cakes made to order in London',
    types: ['Bakery'],
  },
  {
    page: 'a section',
    path: () => `/sections/${cakes().id}`,
    title: 'Cakes · Sweet Art',
    types: ['BreadcrumbList'],
  },
  {
    page: 'a product',
    path: () => `/sections/${victoria().section.id}/${victoria().product.id}`,
    title: 'Classic Victoria Sponge · Cakes · Sweet Art',
    types: ['Product', 'BreadcrumbList'],
  },
  { page: 'the price page', path: () => '/price', title: 'Prices · Sweet Art', types: [] },
  { page: 'the FAQ', path: () => '/f_a_q', title: 'FAQ · Sweet Art', types: ['FAQPage'] },
  { page: 'Contacts', path: () => '/contacts', title: 'Contacts · Sweet Art', types: ['Bakery'] },
])(
  '$page tells a crawler its own title, description, address, picture and valid JSON-LD',
  async ({ path, title, types }) => {
    const response = await crawl(path())
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    const head = readCrawledHead(response.body)
    expect(head.title).toBe(title)
    expect(head.meta('description')).not.toBe("The app's default")
    expect(head.meta('description')?.length).toBeGreaterThan(40)
    expect(head.canonical).toBe(new URL(path(), TEST_ORIGIN).href)
    expect(head.meta('og:url')).toBe(head.canonical)
    expect(head.meta('og:site_name')).toBe('Sweet Art')
    expect(head.meta('twitter:card')).toBe('summary_large_image')
    // The picture is the photo's largest copy, and it is there to fetch.
    const image = head.meta('og:image') ?? ''
    expect(image).toMatch(new RegExp(`^${TEST_ORIGIN}/api/images/catalog/[\\w-]+\\.webp$`))
    expect(head.meta('twitter:image')).toBe(image)
    const photo = await crawl(new URL(image).pathname)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toContain('image/')
    expect(head.structuredData.map((node) => node['@type'])).toEqual(types)
    for (const node of head.structuredData) expect(schemaOrgProblems(node)).toEqual([])
    // The app's own page is still underneath: its loading screen and root.
    expect(response.body).toContain('<div id="root"><p>Welcome to the product</p></div>')
  },
)

test('a product page describes it by price and first sentence, and previews its own photo', async () => {
  const { section, product } = victoria()
  const head = readCrawledHead((await crawl(`/sections/${section.id}/${product.id}`)).body)
  // The price as the shop shows it, then the first sentence, cut at a word to fit a search result.
  const description = head.meta('description') ?? ''
  expect(description).toMatch(/^£ 60\.00 per 8 inch cake\. The British teatime favourite, baked /)
  expect(description.length).toBeLessThanOrEqual(160)
  expect(head.meta('og:type')).toBe('product')
  expect(head.meta('og:title')).toBe('Classic Victoria Sponge')
  expect(head.meta('og:image')).toBe(
    `${TEST_ORIGIN}/api/${product.photo[0]?.path ?? ''}/${product.photo[0]?.name ?? ''}`,
  )
  const [described] = head.structuredData
  expect(described).toMatchObject({
    name: 'Classic Victoria Sponge',
    offers: { priceCurrency: 'GBP', availability: 'https://schema.org/MadeToOrder' },
  })
  expect(head.structuredData[1]).toMatchObject({
    itemListElement: [
      { name: 'Home', item: `${TEST_ORIGIN}/` },
      { name: 'Cakes', item: `${TEST_ORIGIN}/sections/${section.id}` },
      {
        name: 'Classic Victoria Sponge',
        item: `${TEST_ORIGIN}/sections/${section.id}/${product.id}`,
      },
    ],
  })
})

test('a product priced on request is a valid Product with an offer and no price', async () => {
  const onRequest = sections
    .flatMap((section) => section.products.map((product) => ({ section, product })))
    .find(({ product }) => product.price.type === 'request')
  if (!onRequest) throw new Error('the seed has no product priced on request')
  const head = readCrawledHead(
    (await crawl(`/sections/${onRequest.section.id}/${onRequest.product.id}`)).body,
  )
  const [described] = head.structuredData
  expect(described?.offers).not.toHaveProperty('price')
  expect(schemaOrgProblems(described ?? {})).toEqual([])
})

test('a name with quotes, ampersands and a closing script tag stays text in every part of the head', async () => {
  const { section, product } = productTitled('Salted Caramel Drip Cake')
  const title = `Tom's "Best" Cake & Co </script><script>alert(1)</script>`
  await renameProduct(admin, product, title)

  const response = await crawl(`/sections/${section.id}/${product.id}`)
  const head = readCrawledHead(response.body)
  expect(head.title).toBe(`${title} · ${section.title} · Sweet Art`)
  expect(head.meta('og:title')).toBe(title)
  expect(head.meta('og:image:alt')).toBe(title)
  expect(head.structuredData[0]).toMatchObject({ name: title })
  // Two JSON-LD scripts and nothing else: the name opened no script of its own.
  expect(head.scriptCount).toBe(2)
  expect(response.body).not.toContain('<script>alert(1)')
})

test('a product renamed in the back office shows its new name in its head and the sitemap at once', async () => {
  const { section, product } = productTitled('Red Velvet Celebration Cake')
  const url = `/sections/${section.id}/${product.id}`
  const before = await sitemapLastModified(url)
  expect(readCrawledHead((await crawl(url)).body).title).toContain('Red Velvet Celebration Cake')

  await renameProduct(admin, product, 'Crimson Velvet Party Cake')

  expect(readCrawledHead((await crawl(url)).body).title).toBe(
    'Crimson Velvet Party Cake · Cakes · Sweet Art',
  )
  const after = await sitemapLastModified(url)
  expect(Date.parse(after)).toBeGreaterThan(Date.parse(before))
})

async function sitemapLastModified(path: string): Promise<string> {
  const sitemap = (await crawl('/sitemap.xml')).body
  const location = `<loc>${new URL(path, TEST_ORIGIN).href}</loc>`
  const entry = sitemap.split('<url>').find((url) => url.includes(location))
  const lastModified = /<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? '')?.[1]
  if (!lastModified) throw new Error(`the sitemap has no lastmod for ${path}`)
  return lastModified
}

test('the sitemap lists home, the static pages and every active section and product, with their changes', async () => {
  const response = await crawl('/sitemap.xml')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('application/xml')
  const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => url)
  const catalogue = (await fetchCatalogue(createAgent(shop.app))).flatMap((section) => [
    `${TEST_ORIGIN}/sections/${section.id}`,
    ...section.products.map((product) => `${TEST_ORIGIN}/sections/${section.id}/${product.id}`),
  ])
  expect(locations).toEqual(
    expect.arrayContaining([`${TEST_ORIGIN}/`, `${TEST_ORIGIN}/f_a_q`, `${TEST_ORIGIN}/contacts`]),
  )
  expect(locations.filter((url) => url.includes('/sections/'))).toEqual(catalogue)
  expect(await sitemapLastModified(`/sections/${cakes().id}`)).toMatch(/^\d{4}-\d\d-\d\dT/)
})

test('a product the baker hides leaves the sitemap, and its page is a 404 that still runs the app', async () => {
  const { section, product } = productTitled('Lemon & Elderflower Cake')
  const url = `/sections/${section.id}/${product.id}`
  const hidden = await admin.patch(`/api/admin/products/${product.id}/active`, { isActive: false })
  expect(hidden.statusCode, hidden.body).toBe(200)

  expect((await crawl('/sitemap.xml')).body).not.toContain(url)
  const page = await crawl(url)
  expect(page.statusCode).toBe(404)
  expect(page.headers['content-type']).toContain('text/html')
  const head = readCrawledHead(page.body)
  expect(head.meta('robots')).toBe('noindex')
  expect(head.canonical).toBeNull()
  expect(page.body).toContain('<div id="root">')
})

test.each([
  ['an unknown section', '/sections/no-such-section'],
  ['an unknown product', () => `/sections/${cakes().id}/no-such-product`],
  [
    'a product under another section',
    () => `/sections/${sectionTitled('Cupcakes').id}/${victoria().product.id}`,
  ],
  ['an unknown path', '/no/such/page'],
  ['an unknown account page', '/account/elsewhere'],
])('%s is a 404 with the app, which then goes home', async (_name, path) => {
  const response = await crawl(typeof path === 'string' ? path : path())
  expect(response.statusCode).toBe(404)
  expect(response.headers['cache-control']).toBe('no-cache')
  expect(readCrawledHead(response.body)).toMatchObject({
    title: 'Page not found · Sweet Art',
    canonical: null,
    structuredData: [],
  })
  expect(readCrawledHead(response.body).meta('robots')).toBe('noindex')
  expect(response.body).toContain('<div id="root">')
})

test('a section link written relative to another page moves for good to the section', async () => {
  const response = await crawl(`/about/sections/${cakes().id}?from=menu`)
  expect(response.statusCode).toBe(301)
  expect(response.headers.location).toBe(`/sections/${cakes().id}?from=menu`)
})

test.each(['/cart', '/cart/isPaid', '/account/orders', '/admin/catalogue', '/payment/abc'])(
  'the visitor’s own page %s is the app as built, with no head of its own',
  async (path) => {
    const response = await crawl(path)
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(BUILT_APP_PAGE)
  },
)

test('robots.txt opens the storefront and its photos, closes visitors’ pages, the back office and the API, and names the sitemap', async () => {
  const response = await crawl('/robots.txt')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/plain')
  const lines = response.body.split('\n')
  expect(lines[0]).toBe('User-agent: *')
  expect(lines).toEqual(expect.arrayContaining(['Allow: /', 'Allow: /api/images/']))
  for (const closed of ['/account', '/cart', '/payment/', '/order/', '/admin', '/api/'])
    expect(lines).toContain(`Disallow: ${closed}`)
  expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`)
})

test('a page with its head goes brotli-encoded to a browser that accepts it, the same page', async () => {
  const plain = await crawl('/f_a_q')
  const encoded = await crawl('/f_a_q', { 'accept-encoding': 'gzip, deflate, br' })
  expect(encoded.headers['content-encoding']).toBe('br')
  expect(encoded.headers.vary).toContain('accept-encoding')
  expect(brotliDecompressSync(encoded.rawPayload).toString()).toBe(plain.body)
})

test("without PUBLIC_ORIGIN a page is built for the shop's own address, whatever Host a request names", async () => {
  const laptop = await createTestApp({ webDist: writeWebDist(), env: { PUBLIC_ORIGIN: undefined } })
  try {
    const home = (host: string) =>
      laptop.app.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': 'br' } })
    const first = await home('localhost:3000')
    const canonical = readCrawledHead(brotliDecompressSync(first.rawPayload).toString()).canonical
    expect(canonical).toBe('http://localhost:3000/')
    for (const host of ['evil.example', 'a.evil.example:81', '127.0.0.1:3000', 'x'.repeat(60)]) {
      const page = await home(host)
      // The very bytes built once, not a page rendered and compressed anew for a made-up host.
      expect(page.rawPayload.equals(first.rawPayload)).toBe(true)
    }
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const text = await laptop.app.inject({
        method: 'GET',
        url,
        headers: { host: 'evil.example' },
      })
      expect(text.body).not.toContain('evil.example')
      expect(text.body).toContain('http://localhost:3000/')
    }
  } finally {
    await laptop.close()
  }
})
