import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { inArray } from 'drizzle-orm'
import { openDatabase } from '@sweet-art/db/database'
import { orders } from '@sweet-art/db/schema'
import { PROJECT_PATHS } from '@sweet-art/api/config/paths'
import { collectionOrder, GUEST } from '@sweet-art/api/test/checkout'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { createTempDataDir, UNLIMITED_ORDERS } from './built-server'
import {
  freePort,
  snapshotBuild,
  startPrivatePostgres,
  startPrivateRedis,
  startSupervisedServer,
  withPostgres,
} from './load-infra'

/** Requests per second of the mixed run, across all instances (docs/product.md › Speed and resilience: 500). */
export const LOAD_RATE = 500
/** Seconds the mixed run lasts (docs/product.md › Speed and resilience: at least 60). */
export const LOAD_SECONDS = 60
const CONNECTIONS = 40
// Long enough that autocannon never abandons a request: an abandoned order would be stored unseen.
const REQUEST_TIMEOUT_S = 60
// The maps autocomplete and orders are limited per IP, orders per e-mail too; in this run every
// customer shares 127.0.0.1 and one guest's e-mail.
const BENCH_ENV = {
  MAPS_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  ...UNLIMITED_ORDERS,
}

/** What one mixed run printed. */
export interface LoadFigures {
  setup: string
  requests: number
  seconds: number
  p50Ms: number
  p99Ms: number
  statuses: string
  serverErrors: number
  transportErrors: number
  acknowledged: number
  /** Acknowledged orders found in the database after the servers stopped (each id is a key, so once at most). */
  found: number
  /** Every order in the database: more than acknowledged means orders nobody was told about. */
  stored: number
}

interface Tally {
  statuses: Map<number, number>
  acknowledged: Set<string>
}

/** One customer's visit: browse the shop, fill the cart and checkout, send one request and one paid order. */
function visit(origin: string, sections: Section[], tally: Tally): autocannon.Request[] {
  const json = { 'content-type': 'application/json', origin }
  const count = (status: number) =>
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
  const countOnly = { onResponse: (status: number) => count(status) }
  const checkout = (
    path: string,
    title: string,
    idField: 'id' | 'orderId',
  ): autocannon.Request => ({
    method: 'POST',
    path,
    headers: json,
    body: JSON.stringify({ ...GUEST, ...collectionOrder(sections, title) }),
    // Each attempt is a new order, so it carries a fresh key.
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    }),
    onResponse: (status, body) => {
      count(status)
      const id = status === 201 ? (JSON.parse(body) as Record<string, string>)[idField] : undefined
      if (id !== undefined) tally.acknowledged.add(id)
    },
  })
  return [
    { method: 'GET', path: '/', ...countOnly },
    { method: 'GET', path: '/api/products-sections/client', ...countOnly },
    { method: 'POST', path: '/api/app-options', headers: json, body: '{}', ...countOnly },
    { method: 'GET', path: '/api/products-sections/client', ...countOnly },
    { method: 'GET', path: '/api/maps/autocomplete?input=10%20Downing%20Street', ...countOnly },
    { method: 'GET', path: '/api/clients/auth/profile', ...countOnly },
    checkout('/api/orders/client/clear', 'Bespoke Celebration Cake', 'id'),
    checkout('/api/payments/customer/transactions/clear', 'Classic Victoria Sponge', 'orderId'),
  ]
}

async function drive(origins: string[], sections: Section[], tally: Tally, seconds: number) {
  const perInstance = LOAD_RATE / origins.length
  return Promise.all(
    origins.map((origin) =>
      autocannon({
        url: origin,
        connections: CONNECTIONS / origins.length,
        overallRate: perInstance,
        // A number of requests, not a duration: every request sent is also answered and counted.
        amount: perInstance * seconds,
        timeout: REQUEST_TIMEOUT_S,
        requests: visit(origin, sections, tally),
      }),
    ),
  )
}

function figuresOf(setup: string, results: autocannon.Result[], tally: Tally) {
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b)
  return {
    setup,
    requests: statuses.reduce((sum, [, times]) => sum + times, 0),
    seconds: Math.max(...results.map((result) => result.duration)),
    p50Ms: Math.max(...results.map((result) => result.latency.p50)),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    statuses: statuses.map(([status, times]) => `${status}×${times}`).join(' '),
    serverErrors: statuses.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0),
    transportErrors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    acknowledged: tally.acknowledged.size,
  }
}

/** The shop's catalogue as its storefront reads it, for composing orders. */
export async function catalogueOf(origin: string): Promise<Section[]> {
  return (await (await fetch(`${origin}/api/products-sections/client`)).json()) as Section[]
}

/** The mixed run against one built server on PGlite; the orders are counted after it stopped. */
export async function measureMixedLoadOnPglite(seconds = LOAD_SECONDS): Promise<LoadFigures> {
  const build = snapshotBuild()
  const dataDir = createTempDataDir()
  const tally: Tally = { statuses: new Map(), acknowledged: new Set() }
  try {
    const server = await startSupervisedServer({
      bundle: build.bundle,
      port: await freePort(),
      env: { ...BENCH_ENV, DATA_DIR: dataDir },
    })
    let results: autocannon.Result[]
    try {
      results = await drive([server.origin], await catalogueOf(server.origin), tally, seconds)
    } finally {
      await server.stop()
    }
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      migrationsDir: PROJECT_PATHS.migrations,
    })
    try {
      const ids = [...tally.acknowledged]
      const found = ids.length === 0 ? 0 : await database.db.$count(orders, inArray(orders.id, ids))
      return {
        ...figuresOf('1 instance on PGlite', results, tally),
        found,
        stored: await database.db.$count(orders),
      }
    } finally {
      await database.close()
    }
  } finally {
    build.remove()
  }
}

/** Counts the acknowledged orders found in PostgreSQL, and all orders there. */
export async function countOrdersInPostgres(url: string, acknowledged: Set<string>) {
  return withPostgres(url, async (client) => {
    const found = await client.query<{ n: string }>(
      'select count(*) as n from orders where id = any($1::uuid[])',
      [[...acknowledged]],
    )
    const stored = await client.query<{ n: string }>('select count(*) as n from orders')
    return { found: Number(found.rows[0]?.n), stored: Number(stored.rows[0]?.n) }
  })
}

/** The mixed run against two built servers on one private PostgreSQL and one private Redis. */
export async function measureMixedLoadScaledOut(seconds = LOAD_SECONDS): Promise<LoadFigures> {
  const build = snapshotBuild()
  const postgres = await startPrivatePostgres()
  const redis = await startPrivateRedis()
  const tally: Tally = { statuses: new Map(), acknowledged: new Set() }
  try {
    const env = { ...BENCH_ENV, DATABASE_URL: postgres.url, REDIS_URL: redis.url }
    // The first creates the schema and seeds; the second starts on a database already made.
    const first = await startSupervisedServer({ bundle: build.bundle, port: await freePort(), env })
    const second = await startSupervisedServer({
      bundle: build.bundle,
      port: await freePort(),
      env,
    })
    let results: autocannon.Result[]
    try {
      results = await drive(
        [first.origin, second.origin],
        await catalogueOf(first.origin),
        tally,
        seconds,
      )
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
    return {
      ...figuresOf('2 instances on PostgreSQL + Redis', results, tally),
      ...(await countOrdersInPostgres(postgres.url, tally.acknowledged)),
    }
  } finally {
    await redis.stop()
    postgres.remove()
    build.remove()
  }
}
