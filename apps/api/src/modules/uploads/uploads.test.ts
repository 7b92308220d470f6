import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { orders } from '@sweet-art/db/schema'
import type { ErrorBody } from '@sweet-art/domain/errors'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { OrderSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { signUp } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { giantPng } from '../../test/giant-png'
import { streamedMultipart, uploadOrderImages as upload } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED, SVG_TOO_LARGE } from './uploaded-image'

let shop: TestApp
let sections: Section[]
let owner: Agent
let customOrder: Order

const MALICIOUS_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="40" height="40">
  <script>alert(2)</script>
  <a href="javascript:alert(3)"><rect id="r" width="20" height="20" fill="pink" onclick="steal()"/></a>
  <image xlink:href="https://evil.example/track.png" width="10" height="10"/>
  <use href="#r" x="20"/>
  <style>@import url(https://evil.example/x.css);</style>
  <circle cx="30" cy="30" r="5" style="fill:url(https://evil.example/p)"/>
</svg>`

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

async function jpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#E6D2AA' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'GPS 51.5,-0.12' } })
    .toBuffer()
}

async function placeOrder(agent: Agent, productTitle: string): Promise<Order> {
  const response = await agent.request(
    'POST',
    '/api/orders/client',
    collectionOrder(sections, productTitle),
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
  return OrderSchema.parse(response.json())
}

beforeAll(async () => {
  shop = await createTestApp()
  sections = await fetchCatalogue(createAgent(shop.app))
  owner = (await signUp(shop.app)).agent
  customOrder = await placeOrder(owner, 'Bespoke Celebration Cake')
})
afterAll(async () => {
  await shop.close()
})

test('a client adds two photos and an SVG to a custom cake order, sees them, and removes one', async () => {
  const response = await upload(owner, customOrder.id, [
    { name: 'cake.png', type: 'image/png', bytes: await png('#ffc0cb') },
    { name: 'idea.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata() },
    { name: 'sketch.svg', type: 'image/svg+xml', bytes: Buffer.from(MALICIOUS_SVG) },
  ])
  expect(response.statusCode, response.body).toBe(200)
  const order = OrderSchema.parse(response.json())
  expect(order.images.map((image) => image.name.split('.').pop())).toEqual(['png', 'jpg', 'svg'])

  const [pngImage, jpegImage, svgImage] = order.images
  if (!pngImage || !jpegImage || !svgImage) throw new Error('three images expected')
  const served = await owner.get(`/api/${jpegImage.path}/${jpegImage.name}`)
  expect(served.statusCode).toBe(200)
  expect(served.headers['content-type']).toBe('image/jpeg')
  expect(served.headers['x-content-type-options']).toBe('nosniff')
  const metadata = await sharp(served.rawPayload).metadata()
  // Turned upright by its orientation tag, which is then dropped with the rest of the metadata.
  expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([
    48,
    64,
    undefined,
    undefined,
  ])

  const svg = await owner.get(`/api/${svgImage.path}/${svgImage.name}`)
  expect(svg.headers['content-type']).toBe('image/svg+xml')
  expect(svg.headers['content-security-policy']).toContain("default-src 'none'")
  expect(svg.body).toContain('<rect')
  for (const danger of ['script', 'onload', 'onclick', 'javascript:', 'evil.example', '@import'])
    expect(svg.body).not.toContain(danger)

  const removed = await owner.delete('/api/orders/images', {
    orderId: customOrder.id,
    name: pngImage.name,
  })
  expect(removed.statusCode).toBe(200)
  expect(OrderSchema.parse(removed.json()).images).toHaveLength(2)
  expect((await owner.get(`/api/${pngImage.path}/${pngImage.name}`)).statusCode).toBe(404)
})

test('another client or a visitor can neither add, see nor remove the photos of an order', async () => {
  const added = await upload(owner, customOrder.id, [
    { name: 'cake.png', type: 'image/png', bytes: await png('#aabbcc') },
  ])
  const image = OrderSchema.parse(added.json()).images.at(-1)
  if (!image) throw new Error('an image expected')
  const { agent: stranger } = await signUp(shop.app)

  expect(
    (
      await upload(stranger, customOrder.id, [
        { name: 'x.png', type: 'image/png', bytes: await png('#000') },
      ])
    ).statusCode,
  ).toBe(404)
  expect(
    (await stranger.delete('/api/orders/images', { orderId: customOrder.id, name: image.name }))
      .statusCode,
  ).toBe(404)
  expect((await stranger.get(`/api/${image.path}/${image.name}`)).statusCode).toBe(404)
  const visitor = createAgent(shop.app)
  expect((await visitor.get(`/api/${image.path}/${image.name}`)).statusCode).toBe(401)
  expect(
    (
      await upload(visitor, customOrder.id, [
        { name: 'x.png', type: 'image/png', bytes: await png('#000') },
      ])
    ).statusCode,
  ).toBe(401)
})

test.each([
  { name: 'a text file renamed to .png', bytes: Buffer.from('just some text, not a picture') },
  {
    name: 'a GIF',
    bytes: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  },
  {
    name: 'an HTML page that calls itself an SVG',
    bytes: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
  },
])('$name is refused and nothing is kept', async ({ bytes }) => {
  const before = OrderSchema.array()
    .parse((await owner.get('/api/orders/client')).json())
    .find((order) => order.id === customOrder.id)?.images.length
  const response = await upload(owner, customOrder.id, [
    { name: 'ok.png', type: 'image/png', bytes: await png('#123456') },
    { name: 'photo.png', type: 'image/png', bytes },
  ])
  expect(response.statusCode).toBe(415)
  expect(response.json<ErrorBody>().message).toBe(IMAGE_TYPE_REFUSED)
  const after = OrderSchema.array()
    .parse((await owner.get('/api/orders/client')).json())
    .find((order) => order.id === customOrder.id)?.images.length
  expect(after).toBe(before)
})

test('a polyglot PNG is re-encoded, so what it carried after the picture is gone', async () => {
  const polyglot = Buffer.concat([await png('#fedcba'), Buffer.from('<script>alert(1)</script>')])
  const response = await upload(owner, customOrder.id, [
    { name: 'poly.png', type: 'image/png', bytes: polyglot },
  ])
  expect(response.statusCode).toBe(200)
  const image = OrderSchema.parse(response.json()).images.at(-1)
  if (!image) throw new Error('an image expected')
  const served = await owner.get(`/api/${image.path}/${image.name}`)
  expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false)
})

test('photos go only on a custom-made order, and only while it is created or current', async () => {
  const cakeOrder = await placeOrder(owner, 'Unicorn & Character Cakes')
  await shop.database.db
    .update(orders)
    .set({ status: 'delivery' })
    .where(eq(orders.id, cakeOrder.id))
  const late = await upload(owner, cakeOrder.id, [
    { name: 'a.png', type: 'image/png', bytes: await png('#111') },
  ])
  expect(late.statusCode).toBe(409)
  await shop.database.db
    .update(orders)
    .set({ status: 'complete' })
    .where(eq(orders.id, cakeOrder.id))
  expect(
    (await owner.delete('/api/orders/images', { orderId: cakeOrder.id, name: 'x.png' })).statusCode,
  ).toBe(409)

  const current = await placeOrder(owner, 'Unicorn & Character Cakes')
  await shop.database.db.update(orders).set({ status: 'current' }).where(eq(orders.id, current.id))
  const allowed = await upload(owner, current.id, [
    { name: 'a.png', type: 'image/png', bytes: await png('#222') },
  ])
  expect(allowed.statusCode).toBe(200)
})

test('an order holds at most ten photos, and a photo over 10 MB is refused', async () => {
  const order = await placeOrder(owner, 'Bespoke Celebration Cake')
  const eleven = await Promise.all(
    Array.from({ length: 11 }, async (_, index) => ({
      name: `p${index}.png`,
      type: 'image/png',
      bytes: await png(`#0000${(16 + index).toString(16)}`),
    })),
  )
  expect((await upload(owner, order.id, eleven)).statusCode).toBe(413)
  expect((await upload(owner, order.id, eleven.slice(0, 10))).statusCode).toBe(200)
  expect((await upload(owner, order.id, eleven.slice(10))).statusCode).toBe(409)

  const fresh = await placeOrder(owner, 'Bespoke Celebration Cake')
  const huge = Buffer.concat([await png('#333'), Buffer.alloc(10 * 1024 * 1024 + 1)])
  expect(
    (await upload(owner, fresh.id, [{ name: 'huge.png', type: 'image/png', bytes: huge }]))
      .statusCode,
  ).toBe(413)
})

test('a picture of more pixels than any phone photo is refused from its header, with a clear message', async () => {
  const order = await placeOrder(owner, 'Bespoke Celebration Cake')
  const bomb = giantPng(16000, 16000)
  const response = await upload(owner, order.id, [
    { name: 'small.png', type: 'image/png', bytes: await png('#445566') },
    { name: 'bomb.png', type: 'image/png', bytes: bomb },
  ])
  expect(response.statusCode).toBe(413)
  expect(response.json<ErrorBody>().message).toBe(IMAGE_TOO_LARGE)
  const kept = OrderSchema.array()
    .parse((await owner.get('/api/orders/client')).json())
    .find((candidate) => candidate.id === order.id)?.images
  expect(kept).toEqual([])
})

test('an upload to a missing, foreign or full order is refused before its files are read', async () => {
  const { agent: stranger } = await signUp(shop.app)
  const full = await placeOrder(owner, 'Bespoke Celebration Cake')
  const ten = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => ({
      name: `p${index}.png`,
      type: 'image/png',
      bytes: await png(`#00${(16 + index).toString(16)}00`),
    })),
  )
  expect((await upload(owner, full.id, ten)).statusCode).toBe(200)
  const attempts = [
    { sender: owner, orderId: randomUUID(), status: 404 },
    { sender: stranger, orderId: customOrder.id, status: 404 },
    { sender: owner, orderId: full.id, status: 409 },
  ]
  for (const { sender, orderId, status } of attempts) {
    // Ten files of 5 MB: more than the server would ever hold of one request.
    const body = streamedMultipart({ orderId }, 10, 5 * 1024 * 1024)
    const response = await sender.request('POST', '/api/orders/images', body.payload, body.headers)
    expect(response.statusCode).toBe(status)
    expect(body.bytesTaken()).toBeLessThan(1024 * 1024)
    expect(response.headers.connection).toBe('close')
    expect(body.totalBytes).toBeGreaterThan(50 * 1000 * 1000)
  }
})

test('uploads sent at the same time to one order together never pass ten photos', async () => {
  const order = await placeOrder(owner, 'Bespoke Celebration Cake')
  const files = await Promise.all(
    Array.from({ length: 4 }, async (_, index) => ({
      name: `p${index}.png`,
      type: 'image/png',
      bytes: await png(`#${(16 + index).toString(16)}0000`),
    })),
  )
  const answers = await Promise.all(Array.from({ length: 4 }, () => upload(owner, order.id, files)))
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409])
  const kept = OrderSchema.array()
    .parse((await owner.get('/api/orders/client')).json())
    .find((candidate) => candidate.id === order.id)?.images
  expect(kept).toHaveLength(8)
})

test('an SVG over 1 MB is refused with a clear message before it is parsed', async () => {
  const rect = '<rect x="1" y="2" width="3" height="4" fill="pink"/>'
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg">${rect.repeat(21_000)}</svg>`
  const response = await upload(owner, customOrder.id, [
    { name: 'big.svg', type: 'image/svg+xml', bytes: Buffer.from(drawing) },
  ])
  expect(response.statusCode).toBe(413)
  expect(response.json<ErrorBody>().message).toBe(SVG_TOO_LARGE)
})
