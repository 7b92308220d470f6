import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { openDatabase } from '@sweet-art/db/database'
import { kitchenCapacity, mailOutbox, orders } from '@sweet-art/db/schema'
import { PROJECT_PATHS } from '@sweet-art/api/config/paths'
import { configuredLine, GUEST, nextWorkingDay } from '@sweet-art/api/test/checkout'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { createTempDataDir, startBuiltServer } from './built-server'

const PORT = 3979
// A fixed number of orders rather than a fixed time: autocannon abandons the requests in flight
// when its time is up, and the server would store orders nobody counted as acknowledged.
const TOTAL_ORDERS = 2400
// Long enough that no request is abandoned as a timeout, which would leave the same gap.
const REQUEST_TIMEOUT_S = 120
/** Concurrent connections of the measured run. */
export const CHECKOUT_CONNECTIONS = 50
/** The goals for checkout on PGlite through the real endpoint (docs/product.md › Speed and resilience). */
export const CHECKOUT_GOALS = { ordersPerSecond: 200, p99Ms: 100 }
// Each guest's order sends the customer's confirmation and the bakery's notice.
const MAILS_PER_ORDER = 2
// Enough orders for the JIT to compile the checkout path before the measured part.
const WARM_UP_ORDERS = 300
// Every day limited, far above the orders sent: each batch then books its day as a shop using
// capacity does, locking the day's row and counting its orders (docs/product.md › Daily capacity).
const DAILY_CAPACITY_UNITS = 100_000
// Priced on request and without options, so a guest's order of it is a request, not a payment.
const PRODUCT_TITLE = 'Bespoke Celebration Cake'

/** What the bench reports for checkout on PGlite through the real endpoint. */
export interface CheckoutFigures {
  /** Orders answered in the measured part, after the warm-up and the connections' first answers. */
  measured: number
  ordersPerSecond: number
  p50Ms: number
  p99Ms: number
  /** How long the last of the connections waited for its first answer, from the start. */
  connectionsServedMs: number
  non2xx: number
  errors: number
  /** Orders the server answered 201 for, warm-up included. */
  acknowledged: number
  /** Orders in the database after the server stopped. */
  stored: number
  /** Messages owed in the database after the server stopped: written with their orders, never lost. */
  owed: number
  /** Of those, the ones sent (written to the outbox folder) before the server stopped. */
  sent: number
  /** The server's CPU time over the whole load, warm-up included, per order acknowledged. */
  cpuMsPerOrder: number
}

/**
 * The server's CPU time so far, user and system, from Linux's /proc: on a machine shared with
 * other work, the CPU an order costs moves far less than the orders answered a second.
 */
function serverCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime, the 14th and 15th fields of the line, in ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
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

/** One answer as the load saw it: when it came, after how long, and whether its connection's first. */
interface Answer {
  atMs: number
  latencyMs: number
  isFirstOnConnection: boolean
}

/**
 * Posts `amount` orders over `connections` kept-alive connections, each attempt with a fresh key
 * (otherwise the server replays the first order), and records every answer as it comes.
 */
async function postOrders(
  origin: string,
  body: string,
  load: { connections: number; amount: number },
): Promise<{ result: autocannon.Result; answers: Answer[] }> {
  const answers: Answer[] = []
  const answeredConnections = new Set<autocannon.Client>()
  const startedAt = performance.now()
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
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
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
            }),
          },
        ],
      },
      (error: unknown, result) => {
        if (error) reject(error instanceof Error ? error : new Error('autocannon failed'))
        else resolve({ result, answers })
      },
    )
    run.on('response', (connection, _status, _bytes, latencyMs) => {
      const isFirstOnConnection = !answeredConnections.has(connection)
      answeredConnections.add(connection)
      answers.push({ atMs: performance.now() - startedAt, latencyMs, isFirstOnConnection })
    })
  })
}

function percentile(sortedValues: number[], fraction: number): number {
  const index = Math.min(sortedValues.length - 1, Math.ceil(sortedValues.length * fraction) - 1)
  return sortedValues[Math.max(0, index)] ?? Number.NaN
}

/**
 * The steady state of the load: the answers after the warm-up and after every connection has had
 * its first answer. A busy Node process accepts one new connection per turn of its event loop
 * (libuv accepts one at a time), so 50 connections opened at once to a server already writing
 * orders wait in line for their first request; a shop behind a proxy keeps its connections open.
 */
function measureSteadyState(
  answers: Answer[],
): Pick<
  CheckoutFigures,
  'measured' | 'ordersPerSecond' | 'p50Ms' | 'p99Ms' | 'connectionsServedMs'
> {
  const lastFirstAnswer = answers.findLastIndex((answer) => answer.isFirstOnConnection)
  const start = Math.max(WARM_UP_ORDERS, lastFirstAnswer + 1)
  const steady = answers.slice(start)
  const startedAtMs = answers[start - 1]?.atMs ?? 0
  const endedAtMs = steady.at(-1)?.atMs ?? startedAtMs
  const latencies = steady.map((answer) => answer.latencyMs).sort((a, b) => a - b)
  return {
    measured: steady.length,
    ordersPerSecond: (steady.length * 1000) / Math.max(1, endedAtMs - startedAtMs),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    connectionsServedMs: answers[lastFirstAnswer]?.atMs ?? Number.NaN,
  }
}

/** Migrates the new database and gives every weekday a capacity, before the server opens it. */
async function setDailyCapacity(dataDir: string): Promise<void> {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    migrationsDir: PROJECT_PATHS.migrations,
  })
  try {
    await database.db
      .update(kitchenCapacity)
      .set({ weekdays: Array<number>(7).fill(DAILY_CAPACITY_UNITS) })
  } finally {
    await database.close()
  }
}

async function countStored(dataDir: string): Promise<{ stored: number; owed: number }> {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    migrationsDir: PROJECT_PATHS.migrations,
  })
  try {
    return { stored: await database.db.$count(orders), owed: await database.db.$count(mailOutbox) }
  } finally {
    await database.close()
  }
}

async function countSentMessages(dataDir: string): Promise<number> {
  const files = await readdir(join(dataDir, 'outbox')).catch(() => [])
  return files.filter((name) => name.endsWith('.eml')).length
}

/** The shop as seeded, or with a capacity on every day so that each order is booked against it. */
type KitchenCapacity = 'unlimited' | 'every day limited'
/**
 * The checkout's e-mails: none owed (`CHECKOUT_MAIL=false`, the measure of their cost), owed and
 * only written (`SEND_MAIL=false`), or owed and sent as they come.
 */
type Mail = 'off' | 'written' | 'sending'

const MAIL_SETTINGS: Record<Mail, Record<string, string>> = {
  off: { CHECKOUT_MAIL: 'false', SEND_MAIL: 'false' },
  written: { SEND_MAIL: 'false' },
  sending: { SEND_MAIL: 'true' },
}

/**
 * Guests' price-on-request orders per second and their p50 and p99 latency at 50 concurrent
 * connections in the steady state, through the built server on a fresh PGlite database; then, with
 * the server stopped, checks that every order it acknowledged is in the database and its mail in
 * the outbox.
 */
async function measureCheckoutThroughput(
  kitchen: KitchenCapacity,
  mail: Mail,
): Promise<CheckoutFigures> {
  const dataDir = createTempDataDir()
  if (kitchen === 'every day limited') await setDailyCapacity(dataDir)
  const server = await startBuiltServer({
    dataDir,
    port: PORT,
    // NODE_ENV=test only lets the server take orders without their e-mails; every run has it.
    env: { NODE_ENV: 'test', ...MAIL_SETTINGS[mail] },
  })
  let load: Awaited<ReturnType<typeof postOrders>>
  let cpuMs: number
  try {
    const response = await fetch(`${server.origin}/api/products-sections/client`)
    const body = guestOrderBody((await response.json()) as Section[])
    const cpuBefore = serverCpuMs(server.pid)
    load = await postOrders(server.origin, body, {
      connections: CHECKOUT_CONNECTIONS,
      amount: TOTAL_ORDERS,
    })
    cpuMs = serverCpuMs(server.pid) - cpuBefore
  } finally {
    await server.stop()
  }
  return {
    ...measureSteadyState(load.answers),
    non2xx: load.result.non2xx,
    errors: load.result.errors,
    acknowledged: load.result['2xx'],
    ...(await countStored(dataDir)),
    sent: await countSentMessages(dataDir),
    cpuMsPerOrder: cpuMs / Math.max(1, load.result['2xx']),
  }
}

const verdict = (isMet: boolean) => (isMet ? 'goal met' : 'GOAL MISSED')

function describeCheckout(kitchen: KitchenCapacity, mail: Mail, checkout: CheckoutFigures): string {
  const { ordersPerSecond, p99Ms } = CHECKOUT_GOALS
  const expectedMail = mail === 'off' ? 0 : checkout.acknowledged * MAILS_PER_ORDER
  return `checkout on PGlite, capacity ${kitchen}, mail ${mail}: ${checkout.ordersPerSecond.toFixed(0)} orders/s (goal ≥ ${ordersPerSecond}: ${verdict(checkout.ordersPerSecond >= ordersPerSecond)}); at ${CHECKOUT_CONNECTIONS} concurrent p50 ${checkout.p50Ms.toFixed(0)} ms, p99 ${checkout.p99Ms.toFixed(0)} ms (goal ≤ ${p99Ms}: ${verdict(checkout.p99Ms <= p99Ms)}) over ${checkout.measured} orders after the ${CHECKOUT_CONNECTIONS} connections' first answers, the last of which came ${checkout.connectionsServedMs.toFixed(0)} ms after the start; ${checkout.non2xx} non-2xx answers, ${checkout.errors} errors; acknowledged ${checkout.acknowledged}, stored ${checkout.stored}${checkout.acknowledged === checkout.stored ? '' : ' (ORDERS LOST OR INVENTED)'}; mail owed ${checkout.owed} of ${expectedMail}${checkout.owed === expectedMail ? '' : ' (MAIL LOST OR INVENTED)'}, ${checkout.sent} sent before the stop; server CPU ${checkout.cpuMsPerOrder.toFixed(2)} ms an order`
}

/** The goal of checkout with its mail written against checkout without mail (decision 030). */
const MAIL_COST_GOAL = 0.9

function printRatio(what: string, measured: CheckoutFigures, base: CheckoutFigures): number {
  const throughputRatio = measured.ordersPerSecond / base.ordersPerSecond
  const p99Ratio = measured.p99Ms / base.p99Ms
  const cpuRatio = base.cpuMsPerOrder / measured.cpuMsPerOrder
  console.log(
    `checkout ${what}, same run: ${throughputRatio.toFixed(2)}× the orders/s, ${p99Ratio.toFixed(2)}× the p99, ${cpuRatio.toFixed(2)}× the orders per second of server CPU`,
  )
  return throughputRatio
}

/**
 * Measures checkout on the shop as seeded without mail, with its mail only written, then sent as
 * it comes, then with every day's capacity set, one after the other in the same run, and prints
 * each against the goals and, as ratios a busy machine moves far less than either figure, what
 * writing and sending the mail and booking capacity cost (docs/product.md › Speed and resilience).
 */
export async function reportCheckout(): Promise<void> {
  const withoutMail = await measureCheckoutThroughput('unlimited', 'off')
  console.log(describeCheckout('unlimited', 'off', withoutMail))
  const written = await measureCheckoutThroughput('unlimited', 'written')
  console.log(describeCheckout('unlimited', 'written', written))
  const unlimited = await measureCheckoutThroughput('unlimited', 'sending')
  console.log(describeCheckout('unlimited', 'sending', unlimited))
  const limited = await measureCheckoutThroughput('every day limited', 'sending')
  console.log(describeCheckout('every day limited', 'sending', limited))
  const mailRatio = printRatio('with its mail written against without mail', written, withoutMail)
  console.log(`  (goal ≥ ${MAIL_COST_GOAL}: ${verdict(mailRatio >= MAIL_COST_GOAL)})`)
  printRatio('with its mail sent against only written', unlimited, written)
  printRatio('with capacity set against unlimited', limited, unlimited)
}
