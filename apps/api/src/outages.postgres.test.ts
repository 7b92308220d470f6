import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { z } from 'zod'
import type { OpenDatabase } from '@sweet-art/db/database'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { isDependencyOutage } from './lib/outage'
import { createAgent } from './test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue, GUEST } from './test/checkout'
import { openThroughProxy } from './test/proxied-postgres'
import type { TcpProxy } from './test/tcp-proxy'
import { createTestApp, type TestApp } from './test/test-app'

// PostgreSQL's connections reset under the shop, idle ones and ones a request holds
// (docs/product.md › Speed and resilience, Faults): the server stays up, customers read "try
// again", and it takes orders again by itself once PostgreSQL is back.

let owner: TestApp
let proxied: OpenDatabase
let shop: TestApp
let postgresProxy: TcpProxy
let sections: Section[]
// What would have ended the server: `server.ts` shuts down on an uncaught error or rejection.
const crashes: unknown[] = []
const recordCrash = (error: unknown) => crashes.push(error)
const logLines: string[] = []

beforeAll(async () => {
  process.on('uncaughtExceptionMonitor', recordCrash)
  process.on('unhandledRejection', recordCrash)
  owner = await createTestApp()
  ;({ proxy: postgresProxy, database: proxied } = await openThroughProxy(owner))
  shop = await createTestApp({
    database: proxied,
    logStream: { write: (line) => logLines.push(line) },
  })
  sections = await fetchCatalogue(createAgent(shop.app))
})
afterAll(async () => {
  process.off('uncaughtExceptionMonitor', recordCrash)
  process.off('unhandledRejection', recordCrash)
  await shop.close()
  await proxied.close()
  await owner.close()
  await postgresProxy.close()
})

// PostgreSQL coming back takes as long as the machine's load makes it take, so the test asks
// again until it has; the bound is only for one that never comes back.
const UNTIL_BACK = { timeout: 60_000, interval: 100 }
const SLEEPING_QUERY = 'select pg_sleep(30)'

function placeOrder() {
  return createAgent(shop.app).request(
    'POST',
    '/api/orders/client/clear',
    { ...collectionOrder(sections, 'Bespoke Celebration Cake'), ...GUEST },
    attemptHeaders(),
  )
}

/** A transaction that has run a query and waits, holding its connection, until `finish`. */
function transactionBetweenQueries() {
  let finish = (): void => undefined
  const finished = new Promise<void>((resolve) => (finish = resolve))
  let opened = (): void => undefined
  const isOpen = new Promise<void>((resolve) => (opened = resolve))
  const outcome = proxied.db
    .transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      opened()
      await finished
      await tx.execute(sql`select 1`)
    })
    .then(
      () => null,
      (error: unknown) => error,
    )
  return { isOpen, finish, outcome }
}

async function sleepingQueriesOnPostgres(): Promise<number> {
  const { rows } = z.object({ rows: z.array(z.object({ count: z.number() })).length(1) }).parse(
    await owner.database.db.execute(
      sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and state = 'active' and query = ${SLEEPING_QUERY}`,
    ),
  )
  return rows[0]?.count ?? 0
}

test('connections reset mid-query, mid-transaction and idle: the server stays up, says "try again", then takes orders again', async () => {
  expect((await placeOrder()).statusCode).toBe(201)

  const inFlight = proxied.db
    .transaction((tx) => tx.execute(sql.raw(SLEEPING_QUERY)))
    .then(
      () => null,
      (error: unknown) => error,
    )
  const waiting = transactionBetweenQueries()
  await waiting.isOpen
  await vi.waitFor(async () => expect(await sleepingQueriesOnPostgres()).toBe(1), UNTIL_BACK)

  await postgresProxy.reset()

  // The callers of the queries that were cut learn of it as an outage, not as success.
  expect(isDependencyOutage(await inFlight)).toBe(true)
  waiting.finish()
  expect(isDependencyOutage(await waiting.outcome)).toBe(true)
  const duringOutage = await placeOrder()
  expect(duringOutage.statusCode).toBe(503)
  expect(duringOutage.json()).toEqual({
    code: 'UNAVAILABLE',
    message: 'The shop is briefly unavailable. Please try again in a moment.',
  })

  await postgresProxy.restore()
  await vi.waitFor(async () => expect((await placeOrder()).statusCode).toBe(201), UNTIL_BACK)
  expect(crashes).toEqual([])
  expect(logLines.filter((line) => line.includes('a database connection was lost'))).not.toEqual([])
})
