import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { signUp } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { GUEST, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp
let guest: Agent
let client: Agent
let sections: Section[]

beforeAll(async () => {
  shop = await createTestApp()
  guest = createAgent(shop.app)
  client = (await signUp(shop.app)).agent
  sections = await fetchCatalogue(guest)
})
afterAll(async () => {
  await shop.close()
})

const ENDPOINTS = [
  '/api/orders/client',
  '/api/orders/client/clear',
  '/api/payments/customer/transactions/clear',
] as const

// Values that stress parsers: wrong types, huge and odd numbers, injection strings, deep nesting.
const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '9'.repeat(400),
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
    '2026-02-30',
    '24:00',
    '00:07',
  ),
)

/** A valid checkout body with some of its fields replaced by hostile values. */
function mutatedBody() {
  return fc
    .record({
      paths: fc.subarray([
        'firstName',
        'email',
        'phone',
        'message',
        'delivery',
        'delivery.method',
        'delivery.date',
        'delivery.time',
        'delivery.secondTime',
        'deliveryPlace',
        'deliveryPlace.address',
        'deliveryPlace.placeId',
        'deliveryPlace.addressId',
        'products',
        'products.0.productId',
        'products.0.quantity',
        'products.0.options',
        'products.0.cost',
      ]),
      value: hostileValue,
    })
    .map(({ paths, value }) => {
      const body: Record<string, unknown> = {
        ...GUEST,
        ...collectionOrder(sections, 'Classic Victoria Sponge'),
      }
      for (const path of paths) setPath(body, path.split('.'), structuredClone(value))
      return body
    })
}

function setPath(target: unknown, path: string[], value: unknown): void {
  const [head, ...rest] = path
  if (head === undefined || typeof target !== 'object' || target === null) return
  const record = target as Record<string, unknown>
  if (rest.length === 0) record[head] = value
  else setPath(record[head], rest, value)
}

test('a thousand generated order requests never get a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ENDPOINTS),
      fc.boolean(),
      fc.oneof(mutatedBody(), hostileValue),
      fc.oneof(fc.constant(null), fc.uuid(), fc.string()),
      async (path, isClient, body, key) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        if (key !== null) headers[IDEMPOTENCY_KEY_HEADER] = key
        const agent = isClient ? client : guest
        const response = await agent.request('POST', path, JSON.stringify(body), headers)
        expect(response.statusCode, response.body).toBeLessThan(500)
      },
    ),
    { numRuns: 1000 },
  )
}, 120_000)
