import { randomUUID } from 'node:crypto'
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
// Enough orders for the JIT to compile the checkout path before the measured run.
const WARM_UP_ORDERS = 300
// Priced on request and without options, so a guest's order of it is a request, not a payment.
const PRODUCT_TITLE = 'Bespoke Celebration Cake'

/** What the bench reports for checkout on PGlite through the real endpoint. */
export interface CheckoutFigures {
  ordersPerSecond: number
  p99Ms: number
  non2xx: number
  errors: number
  /** Orders the server answered 201 for, warm-up included. */
  acknowledged: number
  /** Orders in the database after the server stopped. */
  stored: number
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

/**
 * Guests' price-on-request orders per second and their p99 latency at 50 concurrent connections,
 * through the built server on a fresh PGlite database; then, with the server stopped, checks that
 * every order it acknowledged is in the database.
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
    p99Ms: measured.latency.p99,
    non2xx: warmUp.non2xx + measured.non2xx,
    errors: warmUp.errors + measured.errors,
    acknowledged: warmUp['2xx'] + measured['2xx'],
    stored: await countStoredOrders(dataDir),
  }
}
