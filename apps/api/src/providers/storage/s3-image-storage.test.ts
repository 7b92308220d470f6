import { randomBytes } from 'node:crypto'
import { createServer, type AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { EnvSchema } from '../../config/env'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { PROJECT_PATHS } from '../../config/paths'
import { signUp } from '../../test/accounts'
import { attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { createAgent } from '../../test/agent'
import { startLocalS3, type LocalS3 } from '../../test/s3-server'
import { createTestApp } from '../../test/test-app'
import { createProviders } from '../providers'
import { createS3ImageStorage } from './s3-image-storage'

let s3: LocalS3

beforeAll(async () => {
  s3 = await startLocalS3()
})
afterAll(async () => {
  await s3.close()
})

const silentLog = { info: () => undefined, error: () => undefined }

function providersFrom(settings: Record<string, string>) {
  return createProviders(
    EnvSchema.parse({ DATA_DIR: '/tmp/sweet-art-s3-test', ...settings }),
    { mapsData: PROJECT_PATHS.mapsData },
    silentLog,
  )
}

test('the S3_* settings store photos in the bucket: put, get the same bytes back, replace, remove', async () => {
  const { storage } = providersFrom({
    S3_BUCKET: s3.options.bucket,
    S3_ENDPOINT: s3.options.endpoint ?? '',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  expect(storage.name).toBe('s3')
  const photo = randomBytes(300_000)
  const key = 'orders/3f6c1f9e-0000-4000-8000-000000000001/photo.webp'

  await storage.put(key, photo)
  expect((await storage.get(key))?.equals(photo)).toBe(true)

  const replacement = randomBytes(1_000)
  await storage.put(key, replacement)
  expect((await storage.get(key))?.equals(replacement)).toBe(true)

  await storage.remove(key)
  expect(await storage.get(key)).toBeNull()
})

test('a key that was never stored reads as null, and removing it is not an error', async () => {
  const storage = createS3ImageStorage(s3.options)
  expect(await storage.get('orders/nobody/never.png')).toBeNull()
  await expect(storage.remove('orders/nobody/never.png')).resolves.toBeUndefined()
})

test('a bucket that does not exist is a clear error naming the bucket and key, never "no image"', async () => {
  const storage = createS3ImageStorage({ ...s3.options, bucket: 'no-such-bucket' })
  await expect(storage.get('orders/a/b.png')).rejects.toThrow(
    'S3 storage could not read "orders/a/b.png" in bucket "no-such-bucket": NoSuchBucket',
  )
  await expect(storage.put('orders/a/b.png', Buffer.from('x'))).rejects.toThrow(
    'S3 storage could not store "orders/a/b.png" in bucket "no-such-bucket": NoSuchBucket',
  )
})

test('an S3 service that does not answer is a clear error naming the bucket and key', async () => {
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const { port } = closed.address() as AddressInfo
  await new Promise((resolve) => closed.close(resolve))
  const storage = createS3ImageStorage({ ...s3.options, endpoint: `http://127.0.0.1:${port}` })
  await expect(storage.get('orders/a/b.png')).rejects.toThrow(
    /^S3 storage could not read "orders\/a\/b.png" in bucket "sweet-art-photos": .*ECONNREFUSED/,
  )
})

test('half an S3 key pair is refused at start rather than signing with whatever the machine has', () => {
  expect(() =>
    providersFrom({ S3_BUCKET: 'sweet-art-photos', S3_ACCESS_KEY_ID: 'only-this' }),
  ).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  expect(providersFrom({}).storage.name).toBe('folder')
})

test('a client adds, sees and removes an order photo through the API with S3 storage', async () => {
  const shop = await createTestApp({ storage: createS3ImageStorage(s3.options) })
  try {
    const sections = await fetchCatalogue(createAgent(shop.app))
    const { agent } = await signUp(shop.app)
    const placed = await agent.request(
      'POST',
      '/api/orders/client',
      collectionOrder(sections, 'Bespoke Celebration Cake'),
      attemptHeaders(),
    )
    const orderId = OrderSchema.parse(placed.json()).id

    const form = new FormData()
    form.append('orderId', orderId)
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#ffc0cb' },
    })
      .png()
      .toBuffer()
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cake.png')
    const uploaded = await agent.request('POST', '/api/orders/images', form)
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const [image] = OrderSchema.parse(uploaded.json()).images
    if (!image) throw new Error('an image expected')

    const served = await agent.get(`/api/${image.path}/${image.name}`)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40)

    const removed = await agent.delete('/api/orders/images', { orderId, name: image.name })
    expect(OrderSchema.parse(removed.json()).images).toEqual([])
    expect((await agent.get(`/api/${image.path}/${image.name}`)).statusCode).toBe(404)
  } finally {
    await shop.close()
  }
})
