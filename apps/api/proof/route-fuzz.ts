import { randomUUID } from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { clients } from '@sweet-art/db/schema'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { GUEST, collectionOrder } from '../src/test/checkout'
import { TEST_ORIGIN, type TestApp } from '../src/test/test-app'
import { suiteNow } from '../src/test/test-clock'
import { listRoutes, type AppRoute } from './routes'

/** Strings that have broken parsers, queries and pages elsewhere. */
export const HOSTILE_STRINGS = [
  "'; drop table orders; --",
  "' or '1'='1",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '𝕊𝕨𝕖𝕖𝕥 🎂',
  '9'.repeat(400),
  'x'.repeat(70_000),
  '2026-02-30',
  '24:00',
  '__proto__',
] as const

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    ...HOSTILE_STRINGS,
    -1,
    0,
    1e308,
    Number.MAX_SAFE_INTEGER,
    null,
    true,
    [],
    {},
    { __proto__: { isAdmin: true } },
  ),
)

/** One generated request and who sends it. */
export interface FuzzRequest {
  identity: 'visitor' | 'client' | 'admin'
  method: string
  url: string
  headers: Record<string, string>
  payload?: string
}

/** What a fuzz run saw: answers by status and every request that got a 5xx. */
export interface FuzzFigures {
  requests: number
  byStatus: Map<number, number>
  serverErrors: { request: FuzzRequest; status: number; body: string }[]
  unhandledRejections: unknown[]
}

/** A body the route accepts as it is, so mutations reach past the first check. */
function validBodies(sections: Section[], ids: { clientId: string }): Map<string, unknown> {
  const order = collectionOrder(sections, 'Classic Victoria Sponge')
  const place = { address: '1 Test Street, London', postCode: 'SW1A 1AA', floor: '', flat: '' }
  return new Map<string, unknown>([
    ['POST /api/orders/client/clear', { ...GUEST, ...order }],
    ['POST /api/orders/client', order],
    ['POST /api/payments/customer/transactions/clear', { ...GUEST, ...order }],
    ['POST /api/clients/auth/signup', { ...GUEST, password: 'long enough' }],
    ['POST /api/clients/auth/login', { email: GUEST.email, password: 'long enough' }],
    ['POST /api/clients/auth/recovery', { email: GUEST.email }],
    ['POST /api/clients/auth/recovery/confirm', { email: GUEST.email, code: '123456' }],
    ['PATCH /api/clients', { firstName: 'Dora', phone: '07700 900123' }],
    ['POST /api/clients/address', { clientId: ids.clientId, ...place }],
    ['POST /api/clients/address/new', { clientId: ids.clientId, ...place }],
    ['POST /api/payments/customer/transactions', { clientId: ids.clientId }],
    ['POST /api/app-options', { updatedAt: suiteNow().toISOString() }],
  ])
}

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix]
  const entries = Object.entries(value)
  if (entries.length === 0) return [prefix]
  return [prefix, ...entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]))]
}

function withReplaced(body: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return value
  if (typeof body !== 'object' || body === null) return body
  const copy = (Array.isArray(body) ? [...(body as unknown[])] : { ...body }) as Record<
    string,
    unknown
  >
  copy[head] = withReplaced(copy[head], rest, value)
  return copy
}

/** A valid body with some of its fields (any depth) replaced by hostile values. */
function mutated(template: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(template)
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), hostileValue), { minLength: 0, maxLength: 3 })
    .map((changes) =>
      changes.reduce((body, [path, value]) => withReplaced(body, path, value), template),
    )
}

function deeplyNested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

const pathPart = fc.oneof(
  fc.uuid(),
  fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.length < 500)),
  fc.string({ maxLength: 40 }),
  fc.nat().map(String),
)

/** Percent-encodes every byte but the unreserved ones; a lone surrogate travels as U+FFFD. */
function percentEncode(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) =>
    /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0')}`,
  ).join('')
}

function concreteUrl(route: AppRoute, parts: string[]): string {
  let index = 0
  const next = () => percentEncode(parts[index++ % parts.length] ?? '')
  // The catch-all route prints as a bare `*`, without its leading slash.
  const pattern = route.url.startsWith('/') ? route.url : `/${route.url}`
  return pattern.replace(/:[A-Za-z]+|\*/g, next)
}

function requestArbitrary(
  routes: AppRoute[],
  templates: Map<string, unknown>,
): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const template = templates.get(`${route.method} ${route.url}`)
    const body = fc.oneof(
      template === undefined ? hostileValue : mutated(template),
      hostileValue,
      fc.constant(undefined),
    )
    const rawPayload = fc.oneof(
      {
        weight: 6,
        arbitrary: body.map((value) => (value === undefined ? undefined : JSON.stringify(value))),
      },
      { weight: 1, arbitrary: fc.constantFrom('{"a":', deeplyNested(5000), '\u0000', 'null') },
      { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    )
    const contentType = fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    )
    const query = fc.dictionary(
      fc.constantFrom('input', 'placeId', 'sessionToken', 'from', 'to', 'id', 'page'),
      pathPart,
      { maxKeys: 3 },
    )
    return fc
      .record({
        identity: fc.constantFrom<FuzzRequest['identity']>('visitor', 'client', 'client', 'admin'),
        parts: fc.array(pathPart, { minLength: 1, maxLength: 3 }),
        query,
        payload: rawPayload,
        contentType,
        key: fc.oneof(fc.constant(null), fc.uuid(), fc.string({ maxLength: 300 })),
      })
      .map(({ identity, parts, query, payload, contentType, key }) => {
        const search = new URLSearchParams(query).toString()
        const headers: Record<string, string> = { origin: TEST_ORIGIN }
        if (payload !== undefined) headers['content-type'] = contentType
        if (key !== null) headers[IDEMPOTENCY_KEY_HEADER] = key
        const request: FuzzRequest = {
          identity,
          method: route.method,
          url: concreteUrl(route, parts) + (search ? `?${search}` : ''),
          headers,
        }
        if (payload !== undefined && route.method !== 'GET') request.payload = payload
        return request
      })
  })
}

/** Everything a fuzz run needs from the app under test. */
export interface FuzzTarget {
  app: FastifyInstance
  sections: Section[]
  /** Signs a fresh client (or the admin) in and answers the Cookie header and the client's id. */
  signIn: (identity: 'client' | 'admin') => Promise<{ cookie: string; clientId: string }>
}

/**
 * Sends `count` fast-check-generated requests across every route of the app (read from its router)
 * as a visitor, a client and an admin, and collects every 5xx and unhandled rejection.
 * A session the requests end (log out, password change, account removal) is replaced.
 */
export async function fuzzAllRoutes(
  target: FuzzTarget,
  options: { count: number; seed?: number },
): Promise<FuzzFigures> {
  const routes = listRoutes(target.app)
  const sessions = {
    client: await target.signIn('client'),
    admin: await target.signIn('admin'),
  }
  const templates = validBodies(target.sections, sessions.client)
  const figures: FuzzFigures = {
    requests: 0,
    byStatus: new Map(),
    serverErrors: [],
    unhandledRejections: [],
  }
  const onRejection = (reason: unknown) => figures.unhandledRejections.push(reason)
  process.on('unhandledRejection', onRejection)
  try {
    const generator = requestArbitrary(routes, templates)
    const batch = 500
    let seed = options.seed ?? Date.now()
    for (let sent = 0; sent < options.count; sent += batch) {
      const requests = fc.sample(generator, {
        numRuns: Math.min(batch, options.count - sent),
        seed,
      })
      seed += 1
      for (const request of requests) {
        const status = await send(target, sessions, request, figures)
        figures.byStatus.set(status, (figures.byStatus.get(status) ?? 0) + 1)
        figures.requests += 1
      }
    }
    // Let rejections raised by the last requests surface before the listener goes.
    await new Promise((resolve) => setTimeout(resolve, 50))
  } finally {
    process.off('unhandledRejection', onRejection)
  }
  return figures
}

async function send(
  target: FuzzTarget,
  sessions: Record<'client' | 'admin', { cookie: string; clientId: string }>,
  request: FuzzRequest,
  figures: FuzzFigures,
): Promise<number> {
  const identity = request.identity
  const headers = { ...request.headers }
  if (identity !== 'visitor') headers.cookie = sessions[identity].cookie
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers,
  }
  if (request.payload !== undefined) options.payload = request.payload
  const response = await target.app.inject(options)
  if (response.statusCode >= 500)
    figures.serverErrors.push({ request, status: response.statusCode, body: response.body })
  // Only the few routes that can end a session need the extra round trip.
  const mayEndSession = SESSION_ENDING.test(request.url.split('?')[0] ?? '')
  if (identity !== 'visitor' && mayEndSession && !(await isSignedIn(target.app, headers.cookie)))
    sessions[identity] = await target.signIn(identity)
  return response.statusCode
}

const SESSION_ENDING = /\/clients(\/auth\/(logout|password|recovery\/change))?$/

async function isSignedIn(app: FastifyInstance, cookie: string | undefined): Promise<boolean> {
  if (cookie === undefined) return false
  const response = await app.inject({
    method: 'GET',
    url: '/api/clients/auth/profile',
    headers: { cookie },
  })
  return response.statusCode === 200
}

/** A fuzz target over a test app: fresh clients signed up through the API, the admin promoted in the database. */
export async function createFuzzTarget(shop: TestApp): Promise<FuzzTarget> {
  const catalogue = await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' })
  return {
    app: shop.app,
    sections: catalogue.json<Section[]>(),
    async signIn(identity) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/clients/auth/signup',
        headers: { origin: TEST_ORIGIN },
        payload: { ...GUEST, email: `fuzz.${randomUUID()}@example.com`, password: 'long enough' },
      })
      if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`)
      const clientId = response.json<{ id: string }>().id
      if (identity === 'admin')
        await shop.database.db
          .update(clients)
          .set({ role: 'admin' })
          .where(eq(clients.id, clientId))
      const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
      return { cookie, clientId }
    },
  }
}
