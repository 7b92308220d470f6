import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { EnvSchema } from './config/env'
import { attemptHeaders, collectionOrder, GUEST } from './test/checkout'
import { newClientDetails } from './test/accounts'
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app'

// Behind the documented proxy every per-network limit counts one IPv6 /64 as one client, as it
// counts one IPv4 address: a host given a /64 (the usual allocation) has 2^64 addresses to send from.
const PROXY = '10.0.0.5'
const DEFAULTS = EnvSchema.parse({})
const MAPS_LIMIT = 8
let shop: TestApp
let sections: Section[]

beforeAll(async () => {
  shop = await createTestApp({
    env: {
      TRUST_PROXY: [PROXY],
      AUTH_RATE_LIMIT_PER_IP: DEFAULTS.AUTH_RATE_LIMIT_PER_IP,
      MAPS_RATE_LIMIT_PER_IP: MAPS_LIMIT,
      ORDER_LIMIT_PER_IP_PER_HOUR: DEFAULTS.ORDER_LIMIT_PER_IP_PER_HOUR,
      ORDER_LIMIT_PER_EMAIL_PER_HOUR: DEFAULTS.ORDER_LIMIT_PER_EMAIL_PER_HOUR,
    },
  })
  sections = (await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' })).json()
})
afterAll(async () => {
  await shop.close()
})

type Attempt = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>

// Each per-network limit, the requests one client sends past it, and what one request is.
const PER_NETWORK_LIMITS: { name: string; limit: number; sent: number; attempt: () => Attempt }[] =
  [
    {
      name: 'recovery requests',
      limit: DEFAULTS.AUTH_RATE_LIMIT_PER_IP,
      sent: 40,
      attempt: () => ({
        method: 'POST',
        url: '/api/clients/auth/recovery',
        payload: { email: newClientDetails().email },
      }),
    },
    {
      name: 'sign-ins',
      limit: DEFAULTS.AUTH_RATE_LIMIT_PER_IP,
      sent: 34,
      attempt: () => ({
        method: 'POST',
        url: '/api/clients/auth/login',
        payload: { email: newClientDetails().email, password: 'not the password' },
      }),
    },
    {
      name: 'guest orders',
      limit: DEFAULTS.ORDER_LIMIT_PER_IP_PER_HOUR,
      sent: 36,
      attempt: () => ({
        method: 'POST',
        url: '/api/orders/client/clear',
        headers: attemptHeaders(),
        payload: {
          ...collectionOrder(sections, 'Bespoke Celebration Cake'),
          ...GUEST,
          email: `guest.${randomUUID()}@example.com`,
        },
      }),
    },
    {
      name: 'maps lookups',
      limit: MAPS_LIMIT,
      sent: MAPS_LIMIT + 4,
      attempt: () => ({ method: 'GET', url: '/api/maps/autocomplete?input=downing' }),
    },
  ]

// Request n's address: the same IPv6 /64 written a different way each time, or one IPv4 address
// (bare or IPv4-mapped). Each limit's pair of networks is its own, so the limits do not meet.
function ipv6Host(block: number, n: number): string {
  const prefix = `2001:db8:${block.toString(16)}:64`
  const spellings = [
    `${prefix}::${n.toString(16)}`,
    `${prefix}:${n.toString(16)}:0:0:1`.toUpperCase(),
    `${prefix.replace('2001:db8', '2001:0db8')}:0000:0000:${((n * 7919) & 0xffff).toString(16)}:0001`,
  ]
  return spellings[n % spellings.length] ?? prefix
}
function ipv4Host(block: number, n: number): string {
  return n % 2 === 0 ? `198.51.100.${block}` : `::ffff:198.51.100.${block}`
}

/** How many of `sent` requests from the client at `host(n)` behind the proxy were not refused. */
async function acceptedOf(
  row: (typeof PER_NETWORK_LIMITS)[number],
  host: (n: number) => string,
): Promise<number> {
  let accepted = 0
  for (let n = 0; n < row.sent; n += 1) {
    const attempt = row.attempt()
    const response = await shop.app.inject({
      ...attempt,
      remoteAddress: PROXY,
      headers: { origin: TEST_ORIGIN, ...attempt.headers, 'x-forwarded-for': host(n) },
    })
    if (response.statusCode === 429) continue
    expect(response.statusCode, response.body).toBeLessThan(500)
    accepted += 1
  }
  return accepted
}

test.each(PER_NETWORK_LIMITS.map((row, index) => ({ ...row, block: index + 1 })))(
  '$name from one IPv6 /64 meet the per-network limit exactly as from one IPv4 address',
  async (row) => {
    const fromIpv4 = await acceptedOf(row, (n) => ipv4Host(row.block, n))
    const fromOneSlash64 = await acceptedOf(row, (n) => ipv6Host(row.block, n))
    expect(fromIpv4).toBe(row.limit)
    expect(fromOneSlash64).toBe(row.limit)
  },
  60_000,
)

test('the next /64 is another client', async () => {
  const [recovery] = PER_NETWORK_LIMITS
  if (!recovery) throw new Error('no recovery row')
  const spent = await acceptedOf(recovery, (n) => `2001:db8:99:1::${n.toString(16)}`)
  expect(spent).toBe(recovery.limit)
  const neighbour = await acceptedOf({ ...recovery, sent: 1 }, () => '2001:db8:99:2::1')
  expect(neighbour).toBe(1)
})
