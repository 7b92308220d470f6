import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { products, sections } from '@sweet-art/db/schema'
import { SectionSchema } from '@sweet-art/domain/schemas/catalog'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
})
afterAll(async () => {
  await shop.close()
})

async function fetchCatalog() {
  const response = await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' })
  expect(response.statusCode).toBe(200)
  return SectionSchema.array().parse(response.json())
}

test('the catalogue lists the seeded sections in order with their active products', async () => {
  const catalog = await fetchCatalog()
  expect(catalog.map((section) => section.title).slice(0, 5)).toEqual([
    'Cakes',
    'Cupcakes',
    'Cake Pops',
    'Glazed Cookies',
    'Custom Made',
  ])
  expect(catalog.some((section) => section.isTreads)).toBe(true)
  for (const section of catalog) {
    expect(section.isActive).toBe(true)
    const orders = section.products.map((product) => product.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    for (const product of section.products) expect(product.isActive).toBe(true)
  }
})

test('inactive sections and inactive products are never served', async () => {
  const inactiveSections = await shop.database.db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.isActive, false))
  const inactiveProducts = await shop.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, false))
  expect(inactiveSections.length).toBeGreaterThan(0)
  expect(inactiveProducts.length).toBeGreaterThan(0)

  const catalog = await fetchCatalog()
  const servedSectionIds = new Set(catalog.map((section) => section.id))
  const servedProductIds = new Set(catalog.flatMap((section) => section.products.map((p) => p.id)))
  for (const { id } of inactiveSections) expect(servedSectionIds.has(id)).toBe(false)
  for (const { id } of inactiveProducts) expect(servedProductIds.has(id)).toBe(false)
})

test('the seed covers every price type, fillings, collections and option variants', async () => {
  const all = (await fetchCatalog()).flatMap((section) => section.products)
  const types = new Set(all.map((product) => product.price.type))
  expect([...types].sort()).toEqual(['custom', 'interval', 'only', 'request', 'variants'])
  expect(all.some((p) => p.price.type === 'interval' && p.price.intervals.length >= 3)).toBe(true)
  expect(all.some((p) => p.price.type === 'variants' && p.price.variants.length >= 3)).toBe(true)
  expect(all.some((p) => p.filings.length > 0)).toBe(true)
  expect(all.some((p) => p.extraFilings.filings.some((f) => f.structure.length > 0))).toBe(true)
  expect(all.some((p) => p.collections.length > 0)).toBe(true)
  expect(all.some((p) => p.variants.length > 0)).toBe(true)
  expect(all.some((p) => p.minimalQuantity === 12)).toBe(true)
})

test('cakes are never sent by Royal Mail while some other product is', async () => {
  const catalog = await fetchCatalog()
  const cakes = catalog.find((section) => section.title === 'Cakes')
  expect(cakes?.products.length).toBeGreaterThan(0)
  for (const cake of cakes?.products ?? []) expect(cake.delivery).not.toContain('royalMail')
  const everyProduct = catalog.flatMap((section) => section.products)
  expect(everyProduct.some((product) => product.delivery.includes('royalMail'))).toBe(true)
})

test('an unchanged catalogue answers 304 to its own ETag', async () => {
  const first = await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' })
  const etag = first.headers.etag
  expect(typeof etag).toBe('string')
  const second = await shop.app.inject({
    method: 'GET',
    url: '/api/products-sections/client',
    headers: { 'if-none-match': String(etag) },
  })
  expect(second.statusCode).toBe(304)
  expect(second.body).toBe('')
})

test('a catalogue change is served after a refresh, not before', async () => {
  const [cakes] = await shop.database.db.select().from(sections).where(eq(sections.title, 'Cakes'))
  if (!cakes) throw new Error('seed has no Cakes section')
  await shop.database.db
    .update(sections)
    .set({ description: 'Freshly renamed' })
    .where(eq(sections.id, cakes.id))

  const stale = await fetchCatalog()
  expect(stale.find((s) => s.id === cakes.id)?.description).toBe(cakes.description)

  await shop.app.catalog.refresh()
  const fresh = await fetchCatalog()
  expect(fresh.find((s) => s.id === cakes.id)?.description).toBe('Freshly renamed')
})

test('every product photo is served with a year-long cache', async () => {
  const catalog = await fetchCatalog()
  const photo = catalog[0]?.products[0]?.photo[0]
  if (!photo) throw new Error('the first product has no photo')
  const response = await shop.app.inject({ method: 'GET', url: `/api/${photo.path}/${photo.name}` })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^image\//)
  expect(String(response.headers['cache-control'])).toContain('max-age=31536000')
})

test.each([
  ['br', brotliDecompressSync],
  ['gzip', gunzipSync],
] as const)(
  'a browser accepting %s gets the same catalogue compressed',
  async (encoding, decompress) => {
    const plain = await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' })
    const compressed = await shop.app.inject({
      method: 'GET',
      url: '/api/products-sections/client',
      headers: { 'accept-encoding': encoding },
    })
    expect(compressed.headers['content-encoding']).toBe(encoding)
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(decompress(compressed.rawPayload).toString()).toBe(plain.body)
  },
)
