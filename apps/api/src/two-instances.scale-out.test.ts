import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { sections } from '@sweet-art/db/schema'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { signUp } from './test/accounts'
import { createAgent } from './test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue, GUEST } from './test/checkout'
import { createTestRedisPrefix, testRedisUrl } from './test/redis'
import { createTestApp, type TestApp } from './test/test-app'
import { createSandboxPaymentProvider } from './providers/payments/sandbox-payment-provider'

// Two API instances as production runs them: one PostgreSQL database, one Redis, separate memories.
const keys = createTestRedisPrefix()
const AUTH_RATE_LIMIT_PER_IP = 4
const ORDER_LIMIT_PER_EMAIL_PER_HOUR = 3
let first: TestApp
let second: TestApp
// One payment provider behind both instances, counting the payment flows it is asked for.
const payments = createSandboxPaymentProvider()
const createFlow = payments.createFlow
let flowsStarted = 0
payments.createFlow = (request) => {
  flowsStarted += 1
  return createFlow(request)
}

beforeAll(async () => {
  const env = {
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: keys.prefix,
    AUTH_RATE_LIMIT_PER_IP,
    ORDER_LIMIT_PER_EMAIL_PER_HOUR,
    // Behind the proxy that names each client in X-Forwarded-For, as production runs them.
    TRUST_PROXY: 1,
  }
  first = await createTestApp({ env, payments })
  second = await createTestApp({ env, payments, database: first.database })
})
afterAll(async () => {
  await second.close()
  await first.close()
  await keys.clean()
})

test('a session made on one instance works on the other, and signing out there ends it', async () => {
  const { agent, user } = await signUp(first.app)
  const elsewhere = createAgent(second.app)
  elsewhere.jar.set('sa_session', agent.jar.get('sa_session') ?? '')

  const profile = await elsewhere.get('/api/clients/auth/profile')
  expect(profile.statusCode).toBe(200)
  expect(profile.json()).toMatchObject({ email: user.email })

  expect((await elsewhere.get('/api/clients/auth/logout')).statusCode).toBe(204)
  expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(401)
})

test('the per-IP auth limit counts requests to both instances together', async () => {
  const wrong = { email: 'nobody@example.com', password: 'not the password' }
  // An address of its own (through the trusted proxy's header), so no other test's requests count.
  const fromOneAddress = { 'x-forwarded-for': '203.0.113.7' }
  const statuses: number[] = []
  for (let attempt = 0; attempt <= AUTH_RATE_LIMIT_PER_IP; attempt += 1) {
    const instance = attempt % 2 === 0 ? first : second
    const agent = createAgent(instance.app)
    const response = await agent.request('POST', '/api/clients/auth/login', wrong, fromOneAddress)
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([...Array<number>(AUTH_RATE_LIMIT_PER_IP).fill(401), 429])
})

test('the per-network auth limit counts one IPv6 /64 on both instances together, however its addresses are written', async () => {
  const statuses: number[] = []
  for (let attempt = 0; attempt <= AUTH_RATE_LIMIT_PER_IP; attempt += 1) {
    const instance = attempt % 2 === 0 ? first : second
    const address = [
      `2001:db8:7:64::${attempt + 1}`,
      `2001:DB8:7:64:${attempt + 1}::1`,
      `2001:0db8:0007:0064:0000:0000:0000:${String(attempt + 1).padStart(4, '0')}`,
    ][attempt % 3]
    const response = await createAgent(instance.app).request(
      'POST',
      '/api/clients/auth/recovery',
      { email: `nobody.${randomUUID()}@example.com` },
      { 'x-forwarded-for': address ?? '' },
    )
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([...Array<number>(AUTH_RATE_LIMIT_PER_IP).fill(204), 429])
})

test('a catalogue change refreshed on one instance is served by the other', async () => {
  const fetchDescription = async (id: string) =>
    (await second.app.inject({ method: 'GET', url: '/api/products-sections/client' }))
      .json<Section[]>()
      .find((section) => section.id === id)?.description
  const [cakes] = await first.database.db.select().from(sections).where(eq(sections.title, 'Cakes'))
  if (!cakes) throw new Error('seed has no Cakes section')
  expect(await fetchDescription(cakes.id)).toBe(cakes.description)

  await first.database.db
    .update(sections)
    .set({ description: 'Baked on the other instance' })
    .where(eq(sections.id, cakes.id))
  await first.app.catalog.refresh()

  // The other instance reloads when the refresh reaches it through Redis: how soon depends on the
  // machine's load, so the test waits for the new text (the bound is only for a message never sent).
  await vi.waitFor(
    async () => {
      expect(await fetchDescription(cakes.id)).toBe('Baked on the other instance')
    },
    { timeout: 60_000, interval: 20 },
  )
})

test('one checkout sent to both instances at once starts one payment and gets one answer', async () => {
  const onFirst = createAgent(first.app)
  const onSecond = createAgent(second.app)
  const body = {
    ...collectionOrder(await fetchCatalogue(onFirst), 'Classic Victoria Sponge'),
    ...GUEST,
  }
  const headers = attemptHeaders(randomUUID())
  const flowsBefore = flowsStarted

  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      (index % 2 ? onFirst : onSecond).request(
        'POST',
        '/api/payments/customer/transactions/clear',
        body,
        headers,
      ),
    ),
  )
  expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201))
  const [answer, ...replays] = responses.map((response) => response.json<unknown>())
  for (const replay of replays) expect(replay).toEqual(answer)
  expect(flowsStarted - flowsBefore).toBe(1)
})

test('the per-e-mail order limit counts orders on both instances together', async () => {
  const sections = await fetchCatalogue(createAgent(first.app))
  const email = `flooded.${randomUUID()}@example.com`
  const statuses: number[] = []
  for (let placed = 0; placed <= ORDER_LIMIT_PER_EMAIL_PER_HOUR; placed += 1) {
    const instance = placed % 2 === 0 ? first : second
    const response = await createAgent(instance.app).request(
      'POST',
      '/api/orders/client/clear',
      { ...collectionOrder(sections, 'Bespoke Celebration Cake'), ...GUEST, email },
      attemptHeaders(),
    )
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([...Array<number>(ORDER_LIMIT_PER_EMAIL_PER_HOUR).fill(201), 429])
})

test('the per-address order limit counts one mailbox on both instances together, however its address is dressed', async () => {
  const sections = await fetchCatalogue(createAgent(first.app))
  const name = `flooded${randomUUID().slice(0, 8)}`
  const dressings = [
    `${name}@gmail.com`,
    `${name.slice(0, 3)}.${name.slice(3)}+1@googlemail.com`,
    `${name.toUpperCase()}+two@GMAIL.com`,
    `${name}+three@gmail.com`,
  ]
  const statuses: number[] = []
  for (const [placed, email] of dressings.entries()) {
    const instance = placed % 2 === 0 ? first : second
    const response = await createAgent(instance.app).request(
      'POST',
      '/api/orders/client/clear',
      { ...collectionOrder(sections, 'Bespoke Celebration Cake'), ...GUEST, email },
      attemptHeaders(),
    )
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([...Array<number>(ORDER_LIMIT_PER_EMAIL_PER_HOUR).fill(201), 429])
})
