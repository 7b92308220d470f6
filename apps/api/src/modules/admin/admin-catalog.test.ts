import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog } from '@sweet-art/db/schema'
import type { ErrorBody } from '@sweet-art/domain/errors'
import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import {
  ProductSchema,
  SectionSchema,
  type Product,
  type Section,
} from '@sweet-art/domain/schemas/catalog'
import { signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { fetchCatalogue } from '../../test/checkout'
import { giantPng } from '../../test/giant-png'
import { multipart, streamedMultipart, type UploadFile } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { IMAGE_TOO_LARGE } from '../uploads/uploaded-image'
import { CATALOG_PHOTO_REFUSED } from './catalog-photo'

let shop: TestApp
let admin: Agent
let adminId: string
let visitor: Agent

beforeAll(async () => {
  shop = await createTestApp()
  const baker = await signUpBaker(shop)
  admin = baker.agent
  adminId = baker.user.id
  visitor = createAgent(shop.app)
})
afterAll(async () => {
  await shop.close()
})

async function newSection(title: string): Promise<Section> {
  const response = await admin.post('/api/admin/sections', {
    title,
    description: `All about ${title}`,
    isActive: true,
    isTreads: false,
  })
  expect(response.statusCode, response.body).toBe(200)
  return SectionSchema.parse(response.json())
}

function productInput(sectionId: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    sectionId,
    title: 'Hazelnut Praline Cake',
    treadTitle: 'Praline week',
    description: 'Layers of hazelnut sponge and praline cream.',
    isActive: true,
    price: {
      type: 'variants',
      value: null,
      text: '',
      currency: '£',
      unit: '',
      intervals: [],
      variants: [
        { cost: 55, unit: '8 inch' },
        { cost: 65.5, unit: '9 inch' },
      ],
    },
    minimalQuantity: 1,
    leadTimeDays: 14,
    capacity: { units: 3, per: 'item' },
    delivery: ['delivery', 'orderCollection'],
    filings: [
      {
        title: 'Praline',
        photo: [{ path: 'images/catalog', name: 'filling-biscoff.webp' }],
        structure: ['hazelnut sponge', 'praline cream'],
        ingredients: 'Hazelnuts, sugar, butter',
        allergens: ['milk', 'treeNuts'],
      },
    ],
    extraFilings: {
      sectionTitle: 'Sponge cake-filling',
      filings: [
        {
          title: 'Coffee soak',
          photo: [],
          structure: ['espresso'],
          ingredients: 'Coffee',
          allergens: [],
        },
      ],
    },
    variants: [{ title: 'Gold leaf', photo: [], allergens: [] }],
    collections: [
      { title: 'Gianduja', ingredients: 'Chocolate, hazelnut', allergens: ['soya', 'treeNuts'] },
    ],
    ingredients: 'Flour, eggs, hazelnuts',
    allergens: ['gluten', 'eggs'],
    storage: 'Keep chilled.',
    ...overrides,
  }
}

async function newProduct(sectionId: string, overrides: Partial<ProductInput> = {}) {
  const response = await admin.post('/api/admin/products', productInput(sectionId, overrides))
  expect(response.statusCode, response.body).toBe(200)
  return ProductSchema.parse(response.json())
}

async function storefrontProduct(productId: string): Promise<Product | undefined> {
  return (await fetchCatalogue(visitor))
    .flatMap((section) => section.products)
    .find((product) => product.id === productId)
}

async function auditActions(entityId: string): Promise<string[]> {
  const rows = await shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.adminId, adminId)))
    .orderBy(asc(auditLog.createdAt))
  return rows.map((row) => row.action)
}

async function photo(format: 'png' | 'jpeg' | 'webp', width = 1200, height = 900) {
  const base = sharp({ create: { width, height, channels: 3, background: '#E6D2AA' } })
  return format === 'png'
    ? base.png().toBuffer()
    : format === 'jpeg'
      ? base.jpeg().toBuffer()
      : base.webp().toBuffer()
}

function uploadPhotos(productId: string, files: UploadFile[]) {
  const { payload, headers } = multipart({}, files)
  return admin.request('POST', `/api/admin/products/${productId}/photos`, payload, headers)
}

test('a new section and its product with every field show in the storefront at once, and the log keeps who made them', async () => {
  const section = await newSection('Praline Cakes')
  expect((await fetchCatalogue(visitor)).at(-1)?.title).toBe('Praline Cakes')

  const product = await newProduct(section.id)
  const shown = await storefrontProduct(product.id)
  expect(shown).toMatchObject({
    title: 'Hazelnut Praline Cake',
    path: '/praline_cakes/hazelnut_praline_cake',
    price: { type: 'variants', variants: [{ cost: 55 }, { cost: 65.5, unit: '9 inch' }] },
    leadTimeDays: 14,
    capacity: { units: 3, per: 'item' },
    delivery: ['delivery', 'orderCollection'],
    filings: [{ title: 'Praline', structure: ['hazelnut sponge', 'praline cream'] }],
    extraFilings: { sectionTitle: 'Sponge cake-filling', filings: [{ title: 'Coffee soak' }] },
    variants: [{ title: 'Gold leaf' }],
    collections: [{ title: 'Gianduja' }],
    storage: 'Keep chilled.',
  })
  expect(await auditActions(section.id)).toEqual(['section.create'])
  expect(await auditActions(product.id)).toEqual(['product.create'])
})

test('the baker edits a product to another price type and section, and the storefront follows', async () => {
  const first = await newSection('Tarts')
  const second = await newSection('Pies')
  const product = await newProduct(first.id, { title: 'Lemon Tart' })

  const edited = await admin.put(
    `/api/admin/products/${product.id}`,
    productInput(second.id, {
      title: 'Lemon Meringue Pie',
      minimalQuantity: 6,
      leadTimeDays: null,
      capacity: { units: 0, per: 'line' },
      price: {
        type: 'interval',
        value: null,
        text: '',
        currency: '£',
        unit: 'piece',
        intervals: [
          { from: 6, to: 11, cost: 4.5 },
          { from: 12, to: 50, cost: 4 },
        ],
        variants: [],
      },
      filings: [],
      collections: [],
    }),
  )
  expect(edited.statusCode, edited.body).toBe(200)
  const shown = await storefrontProduct(product.id)
  expect(shown).toMatchObject({
    sectionId: second.id,
    title: 'Lemon Meringue Pie',
    minimalQuantity: 6,
    leadTimeDays: null,
    capacity: { units: 0, per: 'line' },
    price: {
      type: 'interval',
      unit: 'piece',
      variants: [],
      intervals: [
        { from: 6, to: 11, cost: 4.5 },
        { from: 12, to: 50, cost: 4 },
      ],
    },
    filings: [],
    collections: [],
  })
  expect(await auditActions(product.id)).toEqual(['product.create', 'product.update'])

  const renamed = await admin.put(`/api/admin/sections/${second.id}`, {
    title: 'Sweet Pies',
    description: 'Baked daily',
    isActive: true,
    isTreads: false,
  })
  expect(SectionSchema.parse(renamed.json()).path).toBe('/sweet_pies')
  expect(await auditActions(second.id)).toEqual(['section.create', 'section.update'])
})

test.each([
  [
    'a price of type only without its value',
    { price: { ...productInput('').price, type: 'only' as const, unit: 'cake' } },
    'price.value',
  ],
  ['no delivery method', { delivery: [] }, 'delivery'],
  ['an empty title', { title: '  ' }, 'title'],
  ['a minimal quantity of 0', { minimalQuantity: 0 }, 'minimalQuantity'],
  ['a negative lead time', { leadTimeDays: -1 }, 'leadTimeDays'],
  ['a lead time of part of a day', { leadTimeDays: 1.5 }, 'leadTimeDays'],
  ['a lead time past the calendar’s year', { leadTimeDays: 366 }, 'leadTimeDays'],
  ['negative capacity units', { capacity: { units: -1, per: 'item' as const } }, 'capacity.units'],
  [
    'capacity units of part of one',
    { capacity: { units: 0.5, per: 'item' as const } },
    'capacity.units',
  ],
  [
    'capacity counted per order',
    { capacity: { units: 1, per: 'order' } as unknown as ProductInput['capacity'] },
    'capacity.per',
  ],
  [
    'a price with three decimals',
    { price: { ...productInput('').price, variants: [{ cost: 1.234, unit: 'box' }] } },
    'price.variants.0.cost',
  ],
  [
    "a customer's order photo on a filling",
    {
      filings: [
        {
          title: 'Stolen',
          photo: [{ path: 'uploads/orders/1', name: 'x.png' }],
          structure: [],
          ingredients: '',
          allergens: [],
        },
      ],
    },
    'filings.0.photo.0',
  ],
])('a product with %s is refused with a field message', async (_name, overrides, field) => {
  const section = (await fetchCatalogue(visitor))[0]
  if (!section) throw new Error('a seeded section expected')
  const response = await admin.post('/api/admin/products', productInput(section.id, overrides))
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>().fields?.[field]).toBeTypeOf('string')
})

test('the allergens the baker ticks for the product, its fillings, options and flavours reach the storefront and the form', async () => {
  const section = await newSection('Allergen Cakes')
  const product = await newProduct(section.id, {
    variants: [
      { title: 'Gold leaf', photo: [], allergens: [] },
      { title: 'Macarons', photo: [], allergens: ['eggs', 'treeNuts'] },
    ],
  })
  const shown = await storefrontProduct(product.id)
  expect(shown?.allergens).toEqual(['gluten', 'eggs'])
  expect(shown?.filings.map((filling) => filling.allergens)).toEqual([['milk', 'treeNuts']])
  expect(shown?.extraFilings.filings.map((filling) => filling.allergens)).toEqual([[]])
  expect(shown?.variants.map((variant) => variant.allergens)).toEqual([[], ['eggs', 'treeNuts']])
  expect(shown?.collections.map((flavour) => flavour.allergens)).toEqual([['soya', 'treeNuts']])

  const cleared = await admin.put(
    `/api/admin/products/${product.id}`,
    productInput(section.id, { allergens: ['sesame'], variants: [] }),
  )
  expect(cleared.statusCode, cleared.body).toBe(200)
  expect(ProductSchema.parse(cleared.json()).allergens).toEqual(['sesame'])
  expect((await storefrontProduct(product.id))?.variants).toEqual([])
})

test.each([
  ['an allergen that is not one of the 14', { allergens: ['nuts'] }, 'allergens.0'],
  ['an allergen ticked twice', { allergens: ['milk', 'eggs', 'milk'] }, 'allergens'],
  ['no allergen list at all', { allergens: undefined }, 'allergens'],
  [
    'a misspelt allergen on a flavour',
    { collections: [{ title: 'Vanilla', ingredients: '', allergens: ['Milk'] }] },
    'collections.0.allergens.0',
  ],
  [
    'an option whose allergens are not a list',
    { variants: [{ title: 'Gold', photo: [], allergens: 'milk' }] },
    'variants.0.allergens',
  ],
])('a product with %s is refused with a 400 naming the field', async (_name, overrides, field) => {
  const section = (await fetchCatalogue(visitor))[0]
  if (!section) throw new Error('a seeded section expected')
  const response = await admin.post('/api/admin/products', {
    ...productInput(section.id),
    ...overrides,
  })
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>().fields?.[field]).toBeTypeOf('string')
})

test('a product or section that does not exist is a clear 4xx, never a 500', async () => {
  const missing = '00000000-0000-4000-8000-000000000000'
  const unknownSection = await admin.post('/api/admin/products', productInput(missing))
  expect(unknownSection.statusCode).toBe(400)
  expect(unknownSection.json<ErrorBody>().fields?.sectionId).toMatch(/not in the catalogue/)
  expect(
    (await admin.put(`/api/admin/products/${missing}`, productInput(missing))).statusCode,
  ).toBe(404)
  expect(
    (await admin.patch('/api/admin/sections/not-an-id/active', { isActive: false })).statusCode,
  ).toBe(404)
  expect((await admin.post('/api/admin/sections', { title: '' })).statusCode).toBe(400)
  expect(
    (await admin.post(`/api/admin/sections/${missing}/move`, { direction: 'left' })).statusCode,
  ).toBe(400)
})

test('a hidden section or product leaves the storefront but stays in the back office', async () => {
  const section = await newSection('Seasonal')
  const product = await newProduct(section.id, { title: 'Mince Pies' })

  const hidden = await admin.patch(`/api/admin/products/${product.id}/active`, { isActive: false })
  expect(ProductSchema.parse(hidden.json()).isActive).toBe(false)
  expect(await storefrontProduct(product.id)).toBeUndefined()
  await admin.patch(`/api/admin/sections/${section.id}/active`, { isActive: false })
  expect((await fetchCatalogue(visitor)).some((shown) => shown.id === section.id)).toBe(false)

  const listed = SectionSchema.array().parse((await admin.get('/api/admin/catalogue')).json())
  const kept = listed.find((candidate) => candidate.id === section.id)
  expect(kept).toMatchObject({
    isActive: false,
    products: [{ title: 'Mince Pies', isActive: false }],
  })

  await admin.patch(`/api/admin/sections/${section.id}/active`, { isActive: true })
  await admin.patch(`/api/admin/products/${product.id}/active`, { isActive: true })
  expect(await storefrontProduct(product.id)).toBeDefined()
  expect(await auditActions(product.id)).toEqual([
    'product.create',
    'product.deactivate',
    'product.activate',
  ])
})

test('sections and products move one place at a time, and the storefront shows the new order', async () => {
  const section = await newSection('Order Test')
  const [a, b] = [
    await newProduct(section.id, { title: 'Alpha' }),
    await newProduct(section.id, { title: 'Beta' }),
  ]
  const moved = await admin.post(`/api/admin/products/${b.id}/move`, { direction: 'up' })
  expect(moved.statusCode).toBe(200)
  const titles = async () =>
    (await fetchCatalogue(visitor))
      .find((shown) => shown.id === section.id)
      ?.products.map((product) => product.title)
  expect(await titles()).toEqual(['Beta', 'Alpha'])
  await admin.post(`/api/admin/products/${b.id}/move`, { direction: 'up' })
  expect(await titles()).toEqual(['Beta', 'Alpha'])
  await admin.post(`/api/admin/products/${a.id}/move`, { direction: 'up' })
  expect(await titles()).toEqual(['Alpha', 'Beta'])

  const before = (await fetchCatalogue(visitor)).map((shown) => shown.id)
  await admin.post(`/api/admin/sections/${section.id}/move`, { direction: 'up' })
  const after = (await fetchCatalogue(visitor)).map((shown) => shown.id)
  expect(after.indexOf(section.id)).toBe(before.indexOf(section.id) - 1)
})

test('uploaded photos become WebP in both srcset widths, can be reordered and removed, and reach the storefront', async () => {
  const section = await newSection('Photo Test')
  const product = await newProduct(section.id, { title: 'Photogenic Cake' })

  const uploaded = await uploadPhotos(product.id, [
    { name: 'cake.png', type: 'image/png', bytes: await photo('png') },
    { name: 'side.jpg', type: 'image/jpeg', bytes: await photo('jpeg', 600, 2400) },
    { name: 'top.webp', type: 'image/webp', bytes: await photo('webp') },
  ])
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const photos = ProductSchema.parse(uploaded.json()).photo
  expect(photos).toHaveLength(3)
  const [first, second] = photos
  if (!first || !second) throw new Error('photos expected')
  expect(first.path).toBe('images/products')

  const full = await visitor.get(`/api/images/products/${first.name}`)
  expect(full.headers['content-type']).toBe('image/webp')
  expect(full.headers['cache-control']).toContain('immutable')
  expect((await sharp(full.rawPayload).metadata()).width).toBe(800)
  const small = await visitor.get(`/api/images/products/400/${first.name}`)
  expect((await sharp(small.rawPayload).metadata()).width).toBe(400)
  // A tall photo keeps its whole picture, bounded in height.
  const tall = await sharp(
    (await visitor.get(`/api/images/products/${second.name}`)).rawPayload,
  ).metadata()
  expect([tall.width, tall.height]).toEqual([300, 1200])

  const reordered = await admin.post(`/api/admin/products/${product.id}/photos/move`, {
    name: second.name,
    direction: 'up',
  })
  expect(ProductSchema.parse(reordered.json()).photo[0]?.name).toBe(second.name)
  expect((await storefrontProduct(product.id))?.photo[0]?.name).toBe(second.name)

  const removed = await admin.delete(`/api/admin/products/${product.id}/photos`, {
    name: first.name,
  })
  expect(ProductSchema.parse(removed.json()).photo.map((kept) => kept.name)).not.toContain(
    first.name,
  )
  expect((await visitor.get(`/api/images/products/${first.name}`)).statusCode).toBe(404)
  expect(
    (await admin.delete(`/api/admin/products/${product.id}/photos`, { name: first.name }))
      .statusCode,
  ).toBe(404)
  expect(await auditActions(product.id)).toEqual([
    'product.create',
    'product.photos.add',
    'product.photos.move',
    'product.photos.remove',
  ])
})

test('a file that is not a JPEG, PNG or WebP photo is refused whatever its name, and nothing is kept', async () => {
  const section = await newSection('Refusals')
  const product = await newProduct(section.id, { title: 'Plain Cake' })
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
  const response = await uploadPhotos(product.id, [
    { name: 'ok.png', type: 'image/png', bytes: await photo('png') },
    { name: 'cake.png', type: 'image/png', bytes: gif },
  ])
  expect(response.statusCode).toBe(415)
  expect(response.json<ErrorBody>().message).toBe(CATALOG_PHOTO_REFUSED)
  expect((await storefrontProduct(product.id))?.photo).toEqual([])
  expect((await uploadPhotos(product.id, [])).statusCode).toBe(400)
  expect((await visitor.get('/api/images/products/..%2F..%2Fsecret.webp')).statusCode).toBe(404)
})

test('a catalogue photo of more pixels than any camera takes is refused with a clear message', async () => {
  const section = await newSection('Bombs')
  const product = await newProduct(section.id, { title: 'Bomb Cake' })
  const response = await uploadPhotos(product.id, [
    { name: 'bomb.png', type: 'image/png', bytes: giantPng(16000, 16000) },
  ])
  expect(response.statusCode).toBe(413)
  expect(response.json<ErrorBody>().message).toBe(IMAGE_TOO_LARGE)
  expect((await storefrontProduct(product.id))?.photo).toEqual([])
})

test('photos for a product that does not exist are refused before they are read', async () => {
  const body = streamedMultipart({}, 10, 5 * 1024 * 1024)
  const response = await admin.request(
    'POST',
    `/api/admin/products/${randomUUID()}/photos`,
    body.payload,
    body.headers,
  )
  expect(response.statusCode).toBe(404)
  expect(body.bytesTaken()).toBeLessThan(1024 * 1024)
})

test('photo uploads sent at the same time to one product together never pass twelve photos', async () => {
  const section = await newSection('Crowds')
  const product = await newProduct(section.id, { title: 'Crowded Cake' })
  const files = await Promise.all(
    Array.from({ length: 5 }, async (_, index) => ({
      name: `p${index}.png`,
      type: 'image/png',
      bytes: await photo('png', 40 + index, 30),
    })),
  )
  const answers = await Promise.all([1, 2, 3].map(() => uploadPhotos(product.id, files)))
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409])
  expect((await storefrontProduct(product.id))?.photo).toHaveLength(10)
})
