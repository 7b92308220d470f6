import { once } from 'node:events'
import { connect, type AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { readEnv, type Env } from '../src/config/env'
import { PROJECT_PATHS } from '../src/config/paths'
import type { MapsProvider } from '../src/providers/maps/maps-provider'
import { createOfflineMapsProvider } from '../src/providers/maps/offline-maps-provider'
import { assertRealPaymentsWhenPublic } from '../src/providers/providers'
import { eq } from 'drizzle-orm'
import { clients } from '@sweet-art/db/schema'
import { createAgent } from '../src/test/agent'
import { attemptHeaders, GUEST } from '../src/test/checkout'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../src/test/test-app'
import { writeWebDist } from '../src/test/web-dist'
import { AttackLog, guestOrder, signUpActor, type Attack } from './attack-kit'

// The edge attacks need settings of their own (low limits, short timeouts), so each brings a
// shop of its own rather than the suite's, whose limits are raised for the other attacks.
const LIMIT = 3

async function withShop<T>(
  options: Parameters<typeof createTestApp>[0],
  run: (shop: TestApp) => Promise<T>,
): Promise<T> {
  const shop = await createTestApp(options)
  try {
    return await run(shop)
  } finally {
    await shop.close()
  }
}

const PER_IP_ROUTES: { name: string; method: 'GET' | 'POST'; url: string; body: () => unknown }[] =
  [
    {
      name: 'sign-in',
      method: 'POST',
      url: '/api/clients/auth/login',
      body: () => ({ email: `nobody.${String(Math.random())}@example.com`, password: 'a guess!' }),
    },
    {
      name: 'sign-up',
      method: 'POST',
      url: '/api/clients/auth/signup',
      body: () => ({
        ...GUEST,
        email: `spoof.${String(Math.random())}@example.com`,
        password: 'long enough',
      }),
    },
    {
      name: 'recovery',
      method: 'POST',
      url: '/api/clients/auth/recovery',
      body: () => ({ email: `nobody.${String(Math.random())}@example.com` }),
    },
    {
      name: 'maps',
      method: 'GET',
      url: '/api/maps/autocomplete?input=downing',
      body: () => undefined,
    },
  ]

/** Sends LIMIT + 2 requests to each per-IP route from one socket, each claiming another client. */
async function spoofEachRoute(
  app: FastifyInstance,
  log: AttackLog,
  forwardedFor: (attempt: number) => string,
  setting: string,
): Promise<void> {
  for (const [index, route] of PER_IP_ROUTES.entries()) {
    const remoteAddress = `192.0.2.${String(index + 1)}`
    for (let attempt = 1; attempt <= LIMIT + 2; attempt += 1) {
      const response = await app.inject({
        method: route.method,
        url: route.url,
        remoteAddress,
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor(attempt) },
        ...(route.body() === undefined ? {} : { payload: route.body() as object }),
      })
      if (attempt > LIMIT)
        log.status(
          response,
          [429],
          `${route.name} (${setting}) with X-Forwarded-For number ${String(attempt)}`,
        )
    }
  }
}

/** Request after request claims to come from a new address in X-Forwarded-For. */
export const spoofedClientAddress: Attack = {
  name: 'spoofed X-Forwarded-For on every per-IP limit',
  expected: '429 once the real client reaches the limit, whatever X-Forwarded-For says',
  async run() {
    const log = new AttackLog()
    const limits = { AUTH_RATE_LIMIT_PER_IP: LIMIT, MAPS_RATE_LIMIT_PER_IP: LIMIT }
    await withShop({ env: limits }, (shop) =>
      spoofEachRoute(shop.app, log, (n) => `203.0.113.${String(n)}`, 'no proxy trusted'),
    )
    // Behind one proxy the client can still write entries left of the one the proxy adds.
    await withShop({ env: { ...limits, TRUST_PROXY: 1 } }, (shop) =>
      spoofEachRoute(shop.app, log, (n) => `203.0.113.${String(n)}, 198.51.100.7`, 'TRUST_PROXY=1'),
    )
    return log.outcome()
  },
}

// Order checkouts count per network too; a guest order names a new e-mail each time, so only the
// network limit can stop them. Each route takes the cake it can order: one priced on request, one
// paid online.
const ORDER_ROUTES = [
  {
    name: 'guest order request',
    url: '/api/orders/client/clear',
    cake: 'Bespoke Celebration Cake',
  },
  {
    name: 'guest order payment',
    url: '/api/payments/customer/transactions/clear',
    cake: 'Classic Victoria Sponge',
  },
]

// How request n names its client: each of one /64's addresses, spelt a new way each time, or one
// IPv4 address alternating with its IPv4-mapped IPv6 form.
const SAME_CLIENT_SPELLINGS: Record<string, (block: number, n: number) => string> = {
  'one IPv6 /64': (block, n) =>
    [
      `2001:db8:${block.toString(16)}:1::${n.toString(16)}`,
      `2001:DB8:${block.toString(16).toUpperCase()}:1:${n.toString(16)}:0:0:1`,
      `2001:0db8:${block.toString(16).padStart(4, '0')}:0001:0000:${n.toString(16)}:0000:0009`,
    ][n % 3] ?? '',
  'one IPv4 address and its IPv4-mapped form': (block, n) =>
    n % 2 === 0 ? `198.51.100.${String(block)}` : `::ffff:198.51.100.${String(block)}`,
}

/** A client behind the trusted proxy sends each request from another address of its network. */
export const addressesOfOneNetwork: Attack = {
  name: 'one IPv6 /64 posing as many clients on every per-network limit',
  expected: '429 once the /64 reaches each limit, as from one IPv4 address',
  async run(target) {
    const log = new AttackLog()
    const limits = {
      AUTH_RATE_LIMIT_PER_IP: LIMIT,
      MAPS_RATE_LIMIT_PER_IP: LIMIT,
      ORDER_LIMIT_PER_IP_PER_HOUR: LIMIT,
      TRUST_PROXY: 1,
    }
    await withShop({ env: limits }, async (shop) => {
      const routes = [
        ...PER_IP_ROUTES,
        ...ORDER_ROUTES.map(({ name, url, cake }) => ({
          name,
          method: 'POST' as const,
          url,
          body: () => ({
            ...guestOrder(target, cake),
            email: `guest.${String(Math.random())}@example.com`,
          }),
        })),
      ]
      let block = 0
      for (const [spelling, addressOf] of Object.entries(SAME_CLIENT_SPELLINGS))
        for (const route of routes) {
          block += 1
          for (let n = 1; n <= LIMIT + 2; n += 1) {
            const body = route.body()
            const response = await shop.app.inject({
              method: route.method,
              url: route.url,
              remoteAddress: '127.0.0.1',
              headers: {
                origin: TEST_ORIGIN,
                ...attemptHeaders(),
                'x-forwarded-for': addressOf(block, n),
              },
              ...(body === undefined ? {} : { payload: body as object }),
            })
            const what = `${route.name} number ${String(n)} from ${spelling} (${addressOf(block, n)})`
            if (n > LIMIT) log.status(response, [429], what)
            else log.check(response.statusCode !== 429, `${what}: refused before the limit`)
          }
        }
    })
    return log.outcome()
  },
}

/** The offline gazetteer, counting the calls that would each be billed by Google. */
function countingMaps(): { maps: MapsProvider; calls: () => number } {
  const gazetteer = createOfflineMapsProvider({ dataDir: PROJECT_PATHS.mapsData })
  let calls = 0
  const counted =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls += 1
      return call(...args)
    }
  return {
    maps: {
      name: gazetteer.name,
      isEstimate: gazetteer.isEstimate,
      autocomplete: counted(gazetteer.autocomplete),
      placeDetails: counted(gazetteer.placeDetails),
      distanceMiles: counted(gazetteer.distanceMiles),
    },
    calls: () => calls,
  }
}

/** A signed-in attacker runs up the maps bill through every route that reaches the provider. */
export const billedMapsCalls: Attack = {
  name: 'paid maps lookups through address saves and checkouts',
  expected: '429 once the maps limit is spent, whichever route calls the provider',
  async run(target) {
    const log = new AttackLog()
    const counter = countingMaps()
    const [place] = await counter.maps.autocomplete('10 Downing Street', 'attack')
    const placeId = place?.place_id ?? ''
    const billedBefore = counter.calls()
    await withShop({ maps: counter.maps, env: { MAPS_RATE_LIMIT_PER_IP: LIMIT } }, async (shop) => {
      const attacker = await signUpActor({ ...target, shop })
      const address = {
        address: '10 Downing Street, London SW1A 2AA, UK',
        postCode: 'SW1A 2AA',
        floor: '',
        flat: '',
        placeId,
      }
      const order = guestOrder(target, 'Chocolate Truffle Cake')
      const delivered = {
        ...order,
        delivery: { ...order.delivery, method: 'delivery', secondTime: '12:00' },
        deliveryPlace: address,
      }
      const guest = createAgent(shop.app)
      for (let round = 0; round < 5; round += 1) {
        await attacker.agent.post('/api/clients/address', address)
        await attacker.agent.post('/api/clients/address/new', address)
        await guest.request(
          'POST',
          '/api/payments/customer/transactions/clear',
          delivered,
          attemptHeaders(),
        )
        await guest.request('POST', '/api/orders/client/clear', delivered, attemptHeaders())
        await guest.get(`/api/maps/place/${encodeURIComponent(placeId)}`)
        await guest.get(`/api/maps/distance?placeId=${encodeURIComponent(placeId)}`)
        log.tried += 6
      }
    })
    const billed = counter.calls() - billedBefore
    log.check(
      billed <= LIMIT,
      `${String(billed)} billed maps calls from one address, limit ${String(LIMIT)}`,
    )
    return log.outcome()
  },
}

/** Many connections send their headers or body a byte at a time, to hold the server's sockets. */
export const slowClients: Attack = {
  name: 'slow headers and bodies (slowloris)',
  expected: '408 and the connection closed once the header or request deadline passes',
  async run() {
    const log = new AttackLog()
    const timeouts = {
      headersMs: 300,
      requestMs: 600,
      idleMs: 5_000,
      keepAliveMs: 1_000,
      checkEveryMs: 50,
    }
    await withShop({ timeouts }, async (shop) => {
      await shop.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = shop.app.server.address() as AddressInfo
      const heads = [
        `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`,
        `POST /api/clients/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
      ]
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          trickleUntilClosed(port, heads[index % 2] ?? '', index % 2 === 0),
        ),
      )
      for (const [index, outcome] of outcomes.entries())
        log.check(
          outcome.startsWith('HTTP/1.1 408 '),
          `slow ${index % 2 === 0 ? 'headers' : 'body'} connection ${String(index)} answered "${outcome.slice(0, 40)}"`,
        )
    })
    return log.outcome()
  },
}

// The verdict's bound: a connection still open this long after the deadlines is a breach.
const SLOW_CLIENT_VERDICT_MS = 10_000

/** Writes `head`, then a header line or a body byte every 50 ms, until the server closes the socket. */
async function trickleUntilClosed(port: number, head: string, isHeaders: boolean): Promise<string> {
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
  socket.on('error', () => undefined)
  await once(socket, 'connect')
  socket.write(head)
  let piece = 0
  const trickle = setInterval(() => {
    piece += 1
    if (socket.writable) socket.write(isHeaders ? `X-Slow-${String(piece)}: a\r\n` : 'a')
  }, 50)
  const verdict = setTimeout(() => socket.destroy(), SLOW_CLIENT_VERDICT_MS)
  await once(socket, 'close')
  clearInterval(trickle)
  clearTimeout(verdict)
  return answer || 'still open when the verdict came'
}

/** A shop is deployed on https with its payment settings forgotten. */
export const accidentalSandboxPayments: Attack = {
  name: 'sandbox payments on a public https shop',
  expected:
    'the server refuses to start, or to serve over https, without GoCardless unless SANDBOX_PAYMENTS=true',
  async run() {
    const log = new AttackLog()
    const deployments: { what: string; env: Record<string, string> }[] = [
      { what: 'https with no payment settings', env: {} },
      { what: 'https with SANDBOX_PAYMENTS=false', env: { SANDBOX_PAYMENTS: 'false' } },
      {
        what: 'https with only GOCARDLESS_ENVIRONMENT=live',
        env: { GOCARDLESS_ENVIRONMENT: 'live' },
      },
    ]
    for (const deployment of deployments) {
      const env: Env = readEnv({ PUBLIC_ORIGIN: 'https://sweetart.example', ...deployment.env })
      let refused = false
      try {
        assertRealPaymentsWhenPublic(env)
      } catch {
        refused = true
      }
      log.check(refused, `${deployment.what} started with sandbox payments`)
    }
    // Behind a proxy whose https the shop learns only from X-Forwarded-Proto.
    await withShop({ env: { TRUST_PROXY: 1, PUBLIC_ORIGIN: 'http://shop.test' } }, async (shop) => {
      const served = await shop.app.inject({
        method: 'GET',
        url: '/api/products-sections/client',
        headers: { 'x-forwarded-proto': 'https' },
      })
      log.status(served, [503], 'https through the proxy with sandbox payments')
    })
    return log.outcome()
  },
}

/** A made-up Host on every request, to a shop without PUBLIC_ORIGIN: each would be a fresh render and brotli. */
export const madeUpHosts: Attack = {
  name: 'a made-up Host header on every page request',
  expected: "the page built once for the shop's own address, no made-up host in it",
  run: () =>
    withShop({ webDist: writeWebDist(), env: { PUBLIC_ORIGIN: undefined } }, async (shop) => {
      const log = new AttackLog()
      const home = (host: string) =>
        shop.app.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': 'br' } })
      const built = await home('localhost')
      for (let request = 0; request < 50; request += 1) {
        const host = `h${String(request)}.attacker.example`
        const page = await home(host)
        log.check(
          page.rawPayload.equals(built.rawPayload),
          `${host}: a page of its own (${String(page.rawPayload.length)} bytes)`,
        )
      }
      return log.outcome()
    }),
}

/** Secrets sent in URLs (the calendar feed's, a signed order link's, a query's) written to the request log. */
export const secretsInLogs: Attack = {
  name: 'secrets written to the request log',
  expected: 'every secret in a logged URL replaced by [redacted]',
  async run() {
    const lines: string[] = []
    return withShop({ logStream: { write: (line) => lines.push(line) } }, async (shop) => {
      const log = new AttackLog()
      const baker = await signUpActor({ shop, sections: [] }, 'Baker')
      await shop.database.db.update(clients).set({ role: 'admin' }).where(eq(clients.id, baker.id))
      const feed = (await baker.agent.post('/api/admin/calendar-feed')).json<{ url: string }>()
      const feedPath = new URL(feed.url).pathname
      const secrets = [feedPath.split('/')[3] ?? '', 'c0ffee-order-link-token', 'hunter2-query']
      const visitor = createAgent(shop.app)
      await visitor.get(feedPath)
      await visitor.get(`/api/orders/link/${secrets[1] ?? ''}`)
      await visitor.get(`/api/products-sections/client?token=${secrets[2] ?? ''}`)
      const written = lines.join('')
      for (const secret of secrets)
        log.check(secret.length > 0 && !written.includes(secret), `logged: ${secret}`)
      return log.outcome()
    })
  },
}
