import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { APP_PATH_PATTERNS, orderLinkHref } from '@sweet-art/domain/app-paths'
import type { ImageFile, Section } from '@sweet-art/domain/schemas/catalog'
import { createOrderLinks } from '../lib/order-link'
import { createTestApp, type TestApp } from '../test/test-app'

const INDEX_HTML = '<!doctype html><title>Sweet Art</title><div id="root"></div>'
const SCRIPT = 'console.log(1)'
let shop: TestApp

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'sweet-art-dist-'))
  mkdirSync(join(webDist, 'assets'))
  // As the web build writes them: each text file with a brotli and a gzip copy beside it.
  for (const [file, content] of [
    ['index.html', INDEX_HTML],
    ['favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [join('assets', 'index-abc123.js'), SCRIPT],
    [join('assets', 'cake-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ] as const) {
    writeFileSync(join(webDist, file), content)
    writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(content))
    writeFileSync(join(webDist, `${file}.gz`), gzipSync(content))
  }
  shop = await createTestApp({ seed: false, webDist })
})
afterAll(async () => {
  await shop.close()
})

test.each(['/', '/about', '/account/orders', '/cart/isPaid'])(
  'the page %s is the web app, revalidated on every visit',
  async (url) => {
    const response = await shop.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toBe(INDEX_HTML)
    expect(response.headers['cache-control']).toBe('no-cache')
  },
)

/** A path of the pattern whose every parameter ends like a file name (`/order/x.y.png`). */
function pathLikeAFile(pattern: string): string {
  return pattern.replace(/:\w+/g, 'a1b2.c3d4.Png').replace('*', 'photo.jpg')
}

test.each(Object.values(APP_PATH_PATTERNS))(
  'every page of the app answers with the app, whatever its last segment looks like: %s',
  async (pattern) => {
    const response = await shop.app.inject({ method: 'GET', url: pathLikeAFile(pattern) })
    // A section or product the catalogue lacks is the app's page with a 404 status, so search
    // engines drop it (docs/product.md › What each page tells search engines and link previews).
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<div id="root"></div>')
  },
)

test('every signed order link of 400 orders opens the app, whatever shape its signature takes', async () => {
  let now = Date.UTC(2026, 10, 28)
  const links = createOrderLinks({ secret: 'x'.repeat(32), clock: () => new Date(now) })
  const failed: string[] = []
  for (let order = 0; order < 400; order++) {
    now += 997_000
    const url = orderLinkHref(links.sign(randomUUID()))
    const response = await shop.app.inject({ method: 'GET', url })
    if (response.statusCode !== 200 || response.body !== INDEX_HTML) failed.push(url)
  }
  expect(failed).toEqual([])
})

test('a file the build wrote at the top level is served as that file', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/favicon.svg' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('image/svg+xml')
})

test.each(['/old-logo.png', '/about/photo.jpg', '/index-old999.js'])(
  'a file name no page of the app has and the build did not write is a 404, never the page: %s',
  async (url) => {
    const response = await shop.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<!doctype html>')
  },
)

test('a built picture may be drawn by any site, a script and a page only by the shop', async () => {
  const picture = await shop.app.inject({ method: 'GET', url: '/assets/cake-abc123.svg' })
  expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin')
  const script = await shop.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
  expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
  const page = await shop.app.inject({ method: 'GET', url: '/about' })
  expect(page.headers['cross-origin-resource-policy']).toBe('same-origin')
})

test('hashed assets are cached for a year', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('a missing asset is a 404, never the page under a script name', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/assets/index-old999.js' })
  expect(response.statusCode).toBe(404)
  expect(response.body).not.toContain('<!doctype html>')
})

test('an unknown API path is still JSON when the web app is served', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/unknown' })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
})

test.each([
  { accepts: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
  { accepts: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
])(
  'an asset goes $encoding-encoded to a browser that accepts $accepts',
  async ({ accepts, encoding, decode }) => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': accepts },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe(encoding)
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(decode(response.rawPayload).toString()).toBe(SCRIPT)
  },
)

test('the page goes brotli-encoded, still revalidated on every visit', async () => {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/sections/42',
    headers: { 'accept-encoding': 'gzip, br' },
  })
  expect(response.headers['content-encoding']).toBe('br')
  expect(response.headers['content-type']).toContain('text/html')
  expect(response.headers['cache-control']).toBe('no-cache')
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML)
})

test('a browser that accepts no encoding gets the file as it is', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
  expect(response.headers['content-encoding']).toBeUndefined()
  expect(response.body).toBe(SCRIPT)
})

test('the home page is the copy that also preloads its hero, when the build wrote one', async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'sweet-art-dist-'))
  const homeHtml = INDEX_HTML.replace('<title>', '<link rel="preload" as="image"><title>')
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML)
  writeFileSync(join(webDist, 'home.html'), homeHtml)
  const withHome = await createTestApp({ seed: false, webDist })
  try {
    const home = await withHome.app.inject({ method: 'GET', url: '/' })
    expect(home.body).toBe(homeHtml)
    expect(home.headers['cache-control']).toBe('no-cache')
    const section = await withHome.app.inject({ method: 'GET', url: '/sections/42' })
    expect(section.body).toBe(INDEX_HTML)
  } finally {
    await withHome.close()
  }
})

test('a section page and a product page are the copies that preload their largest photo', async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'sweet-art-dist-'))
  const template = (sizes: string) =>
    INDEX_HTML.replace(
      '<title>',
      `<link rel="preload" as="image" imagesrcset="%PAGE_PHOTO_SRCSET%" imagesizes="${sizes}"><title>`,
    )
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML)
  writeFileSync(join(webDist, 'section.html'), template('340px'))
  writeFileSync(join(webDist, 'product.html'), template('520px'))
  const seeded = await createTestApp({ seed: true, webDist })
  try {
    const catalogue = await seeded.app.inject({
      method: 'GET',
      url: '/api/products-sections/client',
    })
    const sections = catalogue.json<Section[]>()
    const section = sections.find((candidate) => candidate.products.length > 1)
    const [first, second] = section?.products ?? []
    if (!section || !first?.photo[0] || !second?.photo[0]) throw new Error('seed has no photos')
    const srcsetOf = (file: ImageFile) =>
      `/api/${file.path}/400/${file.name} 400w, /api/${file.path}/${file.name} 800w`

    // The photo a link preview card shows is drawn by the site that shows the card.
    const photo = await seeded.app.inject({
      method: 'GET',
      url: `/api/${first.photo[0].path}/${first.photo[0].name}`,
    })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin')

    const sectionPage = await seeded.app.inject({ method: 'GET', url: `/sections/${section.id}` })
    expect(sectionPage.headers['content-type']).toContain('text/html')
    expect(sectionPage.headers['cache-control']).toBe('no-cache')
    expect(sectionPage.body).toContain(
      `imagesrcset="${srcsetOf(first.photo[0])}" imagesizes="340px"`,
    )

    const productPage = await seeded.app.inject({
      method: 'GET',
      url: `/sections/${section.id}/${second.id}`,
    })
    expect(productPage.body).toContain(
      `imagesrcset="${srcsetOf(second.photo[0])}" imagesizes="520px"`,
    )

    const unknown = await seeded.app.inject({ method: 'GET', url: '/sections/no-such-section' })
    expect(unknown.body).toBe(INDEX_HTML)
  } finally {
    await seeded.close()
  }
})
