import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Env } from './config/env'
import { SESSION_COOKIE } from './plugins/session'
import { newClientDetails } from './test/accounts'
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app'

// The per-IP limits are only as good as the address they count: the socket's peer unless a proxy
// is trusted, and then the address that proxy saw, never what the client wrote itself.
const LIMIT = 3
const LIMITS = { AUTH_RATE_LIMIT_PER_IP: LIMIT, MAPS_RATE_LIMIT_PER_IP: LIMIT }
const shops: TestApp[] = []

async function shopWith(env: Partial<Env>): Promise<FastifyInstance> {
  const shop = await createTestApp({ env: { ...LIMITS, ...env } })
  shops.push(shop)
  return shop.app
}

let untrusting: FastifyInstance
let behindOneProxy: FastifyInstance
let behindListedProxy: FastifyInstance
beforeAll(async () => {
  untrusting = await shopWith({})
  // Over the proxy's https, a test shop takes sandbox payments on purpose.
  behindOneProxy = await shopWith({ TRUST_PROXY: 1, SANDBOX_PAYMENTS: true })
  behindListedProxy = await shopWith({ TRUST_PROXY: ['10.0.0.5'] })
})
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()))
})

type Attempt = Pick<InjectOptions, 'method' | 'url' | 'payload'>

const PER_IP_ROUTES: Record<string, () => Attempt> = {
  'sign-in': () => ({
    method: 'POST',
    url: '/api/clients/auth/login',
    payload: { email: newClientDetails().email, password: 'not the password' },
  }),
  'sign-up': () => ({
    method: 'POST',
    url: '/api/clients/auth/signup',
    payload: newClientDetails(),
  }),
  recovery: () => ({
    method: 'POST',
    url: '/api/clients/auth/recovery',
    payload: { email: newClientDetails().email },
  }),
  maps: () => ({ method: 'GET', url: '/api/maps/autocomplete?input=downing' }),
}

/** One request from the socket `remoteAddress`, claiming to forward for `forwardedFor`. */
async function send(
  app: FastifyInstance,
  attempt: Attempt,
  remoteAddress: string,
  forwardedFor: string,
): Promise<number> {
  const response = await app.inject({
    ...attempt,
    remoteAddress,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
  })
  return response.statusCode
}

const SOCKETS: Record<string, string> = {
  'sign-in': '192.0.2.11',
  'sign-up': '192.0.2.12',
  recovery: '192.0.2.13',
  maps: '192.0.2.14',
}

test.each(Object.keys(PER_IP_ROUTES))(
  'by default a new X-Forwarded-For on each %s request does not dodge the per-IP limit',
  async (route) => {
    const attempt = PER_IP_ROUTES[route] ?? (() => ({}))
    const statuses: number[] = []
    for (let spoof = 1; spoof <= LIMIT + 1; spoof += 1)
      statuses.push(
        await send(untrusting, attempt(), SOCKETS[route] ?? '', `203.0.113.${String(spoof)}`),
      )
    expect(statuses.slice(0, LIMIT)).not.toContain(429)
    expect(statuses[LIMIT]).toBe(429)
  },
)

test('behind one trusted proxy the right-most hop is the client, whatever the client wrote before it', async () => {
  const attempt = PER_IP_ROUTES['sign-in'] ?? (() => ({}))
  const statuses: number[] = []
  for (let spoof = 1; spoof <= LIMIT + 1; spoof += 1)
    statuses.push(
      await send(
        behindOneProxy,
        attempt(),
        '127.0.0.1',
        `198.51.100.${String(spoof)}, 203.0.113.50`,
      ),
    )
  expect(statuses[LIMIT]).toBe(429)
  // Another client behind the same proxy has a limit of its own.
  expect(await send(behindOneProxy, attempt(), '127.0.0.1', '203.0.113.51')).not.toBe(429)
})

test('a listed proxy is believed, and the same header from any other peer is ignored', async () => {
  const attempt = PER_IP_ROUTES.recovery ?? (() => ({}))
  for (let client = 1; client <= LIMIT + 1; client += 1)
    expect(
      await send(behindListedProxy, attempt(), '10.0.0.5', `203.0.113.${String(client)}`),
    ).toBe(204)
  const statuses: number[] = []
  for (let spoof = 1; spoof <= LIMIT + 1; spoof += 1)
    statuses.push(
      await send(behindListedProxy, attempt(), '192.0.2.99', `203.0.113.${String(spoof + 10)}`),
    )
  expect(statuses[LIMIT]).toBe(429)
})

test('X-Forwarded-Proto makes the session cookie Secure only when a trusted proxy sends it', async () => {
  const secureOf = async (app: FastifyInstance) => {
    const response = await app.inject({
      ...(PER_IP_ROUTES['sign-up'] ?? (() => ({})))(),
      remoteAddress: '127.0.0.1',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-proto': 'https' },
    })
    expect(response.statusCode).toBe(201)
    return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.secure === true
  }
  expect(await secureOf(behindOneProxy)).toBe(true)
  expect(await secureOf(untrusting)).toBe(false)
})
