import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ErrorBody } from '@sweet-art/domain/errors'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { signUp } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue, GUEST } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestClock } from '../../test/test-clock'
import { PROJECT_PATHS } from '../../config/paths'
import { createOfflineMapsProvider } from '../../providers/maps/offline-maps-provider'

// Every call to the maps provider is billed when Google answers it, so whatever route makes the
// call counts against one limit per IP and per signed-in client.
const MAPS_RATE_LIMIT_PER_IP = 6
const clock = createTestClock()
let shop: TestApp
let sections: Section[]
let downingStreet: string
let buckinghamPalace: string

beforeAll(async () => {
  // Behind one trusted proxy, so a test can play a client that moves between networks.
  shop = await createTestApp({ clock: clock.now, env: { MAPS_RATE_LIMIT_PER_IP, TRUST_PROXY: 1 } })
  sections = await fetchCatalogue(createAgent(shop.app))
  const gazetteer = createOfflineMapsProvider({ dataDir: PROJECT_PATHS.mapsData })
  const [street] = await gazetteer.autocomplete('10 Downing Street', 'lookup')
  const [palace] = await gazetteer.autocomplete('Buckingham Palace', 'lookup')
  if (!street || !palace) throw new Error('the gazetteer lacks a test place')
  downingStreet = street.place_id
  buckinghamPalace = palace.place_id
})
afterAll(async () => {
  await shop.close()
})
// Each test starts with the last one's windows over.
beforeEach(() => clock.advance(61_000))

const ADDRESS = {
  address: '10 Downing Street, London SW1A 2AA, UK',
  postCode: 'SW1A 2AA',
  floor: '',
  flat: '',
}

function saveAddress(agent: Agent) {
  return agent.post('/api/clients/address', { ...ADDRESS, placeId: downingStreet })
}

function deliveredCheckout(agent: Agent) {
  const order = collectionOrder(sections, 'Chocolate Truffle Cake')
  return agent.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    {
      ...GUEST,
      ...order,
      delivery: { ...order.delivery, method: 'delivery', secondTime: '12:00' },
      deliveryPlace: { ...ADDRESS, placeId: downingStreet },
    },
    attemptHeaders(),
  )
}

/** Sends `attempt` until it is refused with 429 (at most `most` times); the statuses seen. */
async function untilRefused(attempt: () => Promise<{ statusCode: number }>, most: number) {
  const statuses: number[] = []
  while (statuses.length < most && statuses.at(-1) !== 429)
    statuses.push((await attempt()).statusCode)
  return statuses
}

test('saving addresses with a chosen place spends the maps limit, then is refused with 429', async () => {
  const { agent } = await signUp(shop.app)
  // A place lookup and a distance per save: three saves spend six calls.
  const statuses = await untilRefused(() => saveAddress(agent), 10)
  expect(statuses).toEqual([200, 200, 200, 429])
  const refused = await saveAddress(agent)
  expect(refused.statusCode).toBe(429)
  expect(refused.json<ErrorBody>().message).toMatch(/^Too many address lookups/)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  const profile = await agent.get('/api/clients/auth/profile')
  expect(profile.json<{ addressesData: unknown[] }>().addressesData).toHaveLength(3)
})

test('changing a saved address to another place spends the same limit', async () => {
  const { agent } = await signUp(shop.app)
  const saved = await saveAddress(agent)
  const { id } = saved.json<{ address: { id: string } }>().address
  // Each change to the other place costs a place lookup and a distance.
  const places = [downingStreet, buckinghamPalace]
  let turn = 0
  const statuses = await untilRefused(() => {
    turn += 1
    return agent.patch('/api/clients/address/data', { ...ADDRESS, id, placeId: places[turn % 2] })
  }, 10)
  expect(statuses).toEqual([200, 200, 429])
})

test('a checkout to a chosen place spends the maps limit, then is refused with 429', async () => {
  const guest = createAgent(shop.app)
  const statuses = await untilRefused(() => deliveredCheckout(guest), 10)
  expect(statuses).toEqual([201, 201, 201, 429])
})

test('autocomplete, address saves and checkouts share one limit', async () => {
  const { agent } = await signUp(shop.app)
  for (let typed = 0; typed < MAPS_RATE_LIMIT_PER_IP - 1; typed += 1)
    expect((await agent.get('/api/maps/autocomplete?input=downing')).statusCode).toBe(200)
  expect((await saveAddress(agent)).statusCode).toBe(429)
  expect((await deliveredCheckout(createAgent(shop.app))).statusCode).toBe(429)
  expect((await agent.get('/api/maps/autocomplete?input=downing')).statusCode).toBe(429)
})

test('a signed-in client moving between networks keeps one limit of their own', async () => {
  const { agent } = await signUp(shop.app)
  let network = 0
  const statuses = await untilRefused(() => {
    network += 1
    const fromNetwork = { 'x-forwarded-for': `198.51.100.${network}` }
    return agent.request(
      'POST',
      '/api/clients/address',
      { ...ADDRESS, placeId: downingStreet },
      fromNetwork,
    )
  }, 10)
  expect(statuses).toEqual([200, 200, 200, 429])
  const refused = await agent.request(
    'POST',
    '/api/clients/address',
    { ...ADDRESS, placeId: downingStreet },
    { 'x-forwarded-for': '198.51.100.200' },
  )
  expect(refused.json<ErrorBody>().message).toMatch(/^Too many address lookups from your account/)
})
