import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { OpenDatabase } from '@sweet-art/db/database'
import { sections } from '@sweet-art/db/schema'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { signUp } from './test/accounts'
import { createAgent } from './test/agent'
import { createTestRedisPrefix, testRedisUrl } from './test/redis'
import { openThroughProxy } from './test/proxied-postgres'
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy'
import { createTestApp, type TestApp } from './test/test-app'

// The app reaches PostgreSQL and Redis through proxies the tests cut, as an outage would.
const keys = createTestRedisPrefix()
let owner: TestApp
let proxied: OpenDatabase
let shop: TestApp
let postgresProxy: TcpProxy
let redisProxy: TcpProxy

const UNAVAILABLE = {
  code: 'UNAVAILABLE',
  message: 'The shop is briefly unavailable. Please try again in a moment.',
}
const wrongLogin = { email: 'nobody@example.com', password: 'not the password' }

beforeAll(async () => {
  owner = await createTestApp()
  ;({ proxy: postgresProxy, database: proxied } = await openThroughProxy(owner))
  redisProxy = await startTcpProxy(Number(new URL(testRedisUrl()).port || 6379))
  shop = await createTestApp({
    database: proxied,
    env: {
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      REDIS_KEY_PREFIX: keys.prefix,
    },
  })
})
afterAll(async () => {
  await shop.close()
  await proxied.close()
  await owner.close()
  await postgresProxy.close()
  await redisProxy.close()
  await keys.clean()
})

// A dependency coming back takes as long as the machine's load makes it take, so the tests ask again
// until it has; the bound is only for one that never comes back.
const UNTIL_BACK = { timeout: 60_000, interval: 100 }

test('while Redis is away a signed-in client gets 503s, and the session works again after', async () => {
  const { agent } = await signUp(shop.app)
  await redisProxy.cut()

  const profile = await agent.get('/api/clients/auth/profile')
  expect(profile.statusCode).toBe(503)
  expect(profile.json()).toEqual(UNAVAILABLE)
  const ready = await shop.app.inject({ method: 'GET', url: '/api/ready' })
  expect(ready.json()).toEqual({
    code: 'UNAVAILABLE',
    message: 'Not ready: Redis is not answering.',
  })

  await redisProxy.restore()
  await vi.waitFor(async () => {
    expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(200)
  }, UNTIL_BACK)
})

test('while PostgreSQL is away requests that need it get 503s, and it comes back by itself', async () => {
  const guest = createAgent(shop.app)
  expect((await guest.post('/api/clients/auth/login', wrongLogin)).statusCode).toBe(401)
  await postgresProxy.cut()

  const login = await guest.post('/api/clients/auth/login', wrongLogin)
  expect(login.statusCode).toBe(503)
  expect(login.json()).toEqual(UNAVAILABLE)
  const ready = await shop.app.inject({ method: 'GET', url: '/api/ready' })
  expect(ready.statusCode).toBe(503)
  expect(ready.json()).toMatchObject({ message: 'Not ready: the database is not answering.' })
  // The catalogue is served from memory all along.
  const catalogue = await guest.get('/api/products-sections/client')
  expect(catalogue.statusCode).toBe(200)

  await postgresProxy.restore()
  await vi.waitFor(async () => {
    expect((await guest.post('/api/clients/auth/login', wrongLogin)).statusCode).toBe(401)
  }, UNTIL_BACK)
  expect((await shop.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200)
})

test('a catalogue change made while Redis was away is served once it is back', async () => {
  const served = async () =>
    (await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' }))
      .json<Section[]>()
      .find((section) => section.title === 'Cakes')?.description
  expect(await served()).not.toBe('Changed during the outage')
  await redisProxy.cut()
  // Another instance saves the change and publishes it, but this one cannot hear it now.
  await owner.database.db
    .update(sections)
    .set({ description: 'Changed during the outage' })
    .where(eq(sections.title, 'Cakes'))
  await redisProxy.restore()

  await vi.waitFor(async () => {
    expect(await served()).toBe('Changed during the outage')
  }, UNTIL_BACK)
})
