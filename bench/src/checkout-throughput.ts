import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { openDatabase } from '@sweet-art/db/database'
import { orders } from '@sweet-art/db/schema'
import { PROJECT_PATHS } from '@sweet-art/api/config/paths'
import { configuredLine, GUEST, nextWorkingDay } from '@sweet-art/api/test/checkout'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { createTempDataDir, startBuiltServer } from './built-server'

const PORT = 3979
// A fixed number of orders rather than a fixed time: autocannon abandons the requests in flight
// when its time is up, and the server would store orders nobody counted as acknowledged.
const MEASURED_ORDERS = 1500
// Long enough that no request is abandoned as a timeout, which would leave the same gap.
const REQUEST_TIMEOUT_S = 120
/** Concurrent connections of the measured run. */
export const CHECKOUT_CONNECTIONS = 50
/** Issue 6's goals for checkout on PGlite through the real endpoint. */
export const CHECKOUT_GOALS = { ordersPerSecond: 200, p99Ms: 100 }
// Each guest's order sends the customer's confirmation and the bakery's notice.
const MAILS_PER_ORDER = 2
// Enough orders for the JIT to compile the checkout path before the measured run.
const WARM_UP_ORDERS = 300
// Priced on request and without options, so a guest's order of it is a request, not a payment.
const PRODUCT_TITLE = 'Bespoke Celebration Cake'

/** What the bench reports for checkout on PGlite through the real endpoint. */
export interface CheckoutFigures {
  ordersPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
  /** Orders the server answered 201 for, warm-up included. */
  acknowledged: number
  /** Orders in the database after the server stopped. */
  stored: number
  /** Messages in the outbox after the server stopped: mail is sent after the answer, never lost. */
  mailed: number
}

/** A guest's order for collection on the next working day, as the checkout page sends it. */
function guestOrderBody(sections: Section[]): string {
  return JSON.stringify({
    ...GUEST,
    message: '',
    delivery: { method: 'orderCollection', date: nextWorkingDay(), time: '11:00', secondTime: '' },
    deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
    products: [configuredLine(sections, PRODUCT_TITLE)],
  })
}

function postOrders(
  origin: string,
  body: string,
  load: { connections: number; amount: number },
): Promise<autocannon.Result> {
  return autocannon({
    url: origin,
    ...load,
    timeout: REQUEST_TIMEOUT_S,
    requests: [
      {
        method: 'POST',
        path: '/api/orders/client/clear',
        // The shop refuses state-changing requests from foreign origins.
        headers: { 'content-type': 'application/json', origin },
        body,
        // Each attempt carries a fresh key, otherwise the server replays the first order.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        }),
      },
    ],
  })
}

async function countStoredOrders(dataDir: string): Promise<number> {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    migrationsDir: PROJECT_PATHS.migrations,
  })
  try {
    return await database.db.$count(orders)
  } finally {
    await database.close()
  }
}

async function countOutboxMessages(dataDir: string): Promise<number> {
  const files = await readdir(join(dataDir, 'outbox')).catch(() => [])
  return files.filter((name) => name.endsWith('.eml')).length
}

/**
 * Guests' price-on-request orders per second and their p50 and p99 latency at 50 concurrent
 * connections, through the built server on a fresh PGlite database; then, with the server stopped,
 * checks that every order it acknowledged is in the database and its mail in the outbox.
 */
export async function measureCheckoutThroughput(): Promise<CheckoutFigures> {
  const dataDir = createTempDataDir()
  const server = await startBuiltServer({ dataDir, port: PORT })
  let warmUp: autocannon.Result
  let measured: autocannon.Result
  try {
    const response = await fetch(`${server.origin}/api/products-sections/client`)
    const body = guestOrderBody((await response.json()) as Section[])
    warmUp = await postOrders(server.origin, body, { connections: 10, amount: WARM_UP_ORDERS })
    measured = await postOrders(server.origin, body, {
      connections: CHECKOUT_CONNECTIONS,
      amount: MEASURED_ORDERS,
    })
  } finally {
    await server.stop()
  }
  return {
    ordersPerSecond: measured['2xx'] / measured.duration,
    p50Ms: measured.latency.p50,
    p99Ms: measured.latency.p99,
    non2xx: warmUp.non2xx + measured.non2xx,
    errors: warmUp.errors + measured.errors,
    acknowledged: warmUp['2xx'] + measured['2xx'],
    stored: await countStoredOrders(dataDir),
    mailed: await countOutboxMessages(dataDir),
  }
}

const verdict = (isMet: boolean) => (isMet ? 'goal met' : 'GOAL MISSED')

/** Measures checkout once and prints that run's figures against issue 6's goals. */
export async function reportCheckout(): Promise<void> {
  const { ordersPerSecond, p99Ms } = CHECKOUT_GOALS
  const checkout = await measureCheckoutThroughput()
  const expectedMail = checkout.acknowledged * MAILS_PER_ORDER
  console.log(
    `checkout on PGlite: ${checkout.ordersPerSecond.toFixed(0)} orders/s (goal ≥ ${ordersPerSecond}: ${verdict(checkout.ordersPerSecond >= ordersPerSecond)}); at ${CHECKOUT_CONNECTIONS} concurrent p50 ${checkout.p50Ms.toFixed(0)} ms, p99 ${checkout.p99Ms.toFixed(0)} ms (goal ≤ ${p99Ms}: ${verdict(checkout.p99Ms <= p99Ms)}); ${checkout.non2xx} non-2xx answers, ${checkout.errors} errors; acknowledged ${checkout.acknowledged}, stored ${checkout.stored}${checkout.acknowledged === checkout.stored ? '' : ' (ORDERS LOST OR INVENTED)'}; mail ${checkout.mailed} of ${expectedMail}${checkout.mailed === expectedMail ? '' : ' (MAIL LOST OR INVENTED)'}`,
  )
}
