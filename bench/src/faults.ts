import { randomUUID } from 'node:crypto'
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
  waitUntilOk,
  type SupervisedServer,
} from './load-infra'
import { catalogueOf, countOrdersInPostgres } from './load-mixed'

/** Hard kills of the server during order load (docs/product.md › Speed and resilience: 20). */
export const KILLS = 20
/** How long PostgreSQL or Redis stays away (docs/product.md › Speed and resilience: 10 s). */
export const OUTAGE_MS = 10_000
const CUSTOMERS = 8
const BETWEEN_KILLS_MS = 800
const RETRY_AFTER_MS = 100
const RECOVERY_WAIT_MS = 3000

/** Customers who keep ordering and retry an unanswered order with the same key until it is acknowledged. */
export interface OrderingCrowd {
  /** Answers seen while `phase` held each value. */
  answers: Map<string, Map<string, number>>
  phase: { name: string }
  /** Idempotency key → the order id acknowledged for it. */
  acknowledged: Map<string, string>
  retries: number
  firstAckAfter: (since: number) => Promise<number>
  finish: () => Promise<void>
}

/**
 * Sends the crowd ordering from the shop at `origin()`, asked again for each attempt, so a crowd
 * can spread over several instances; each customer waits `pauseMs` after each acknowledged order.
 */
export function startCrowd(origin: () => string, sections: Section[], pauseMs = 0): OrderingCrowd {
  const crowd: OrderingCrowd = {
    answers: new Map(),
    phase: { name: 'steady' },
    acknowledged: new Map(),
    retries: 0,
    firstAckAfter: async (since) => {
      while (lastAckAt <= since) await new Promise((resolve) => setTimeout(resolve, 20))
      return lastAckAt - since
    },
    finish: async () => {
      isRunning = false
      await Promise.all(customers)
    },
  }
  let isRunning = true
  let lastAckAt = 0
  const note = (answer: string) => {
    const phase = crowd.answers.get(crowd.phase.name) ?? new Map<string, number>()
    phase.set(answer, (phase.get(answer) ?? 0) + 1)
    crowd.answers.set(crowd.phase.name, phase)
  }
  const body = JSON.stringify({
    ...GUEST,
    ...collectionOrder(sections, 'Bespoke Celebration Cake'),
  })
  async function placeOrder(): Promise<void> {
    const key = randomUUID()
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) {
        crowd.retries += 1
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
      }
      const shop = origin()
      try {
        const response = await fetch(`${shop}/api/orders/client/clear`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: shop,
            [IDEMPOTENCY_KEY_HEADER]: key,
          },
          body,
          signal: AbortSignal.timeout(15_000),
        })
        note(String(response.status))
        if (response.status === 201) {
          crowd.acknowledged.set(key, ((await response.json()) as { id: string }).id)
          lastAckAt = performance.now()
          return
        }
        await response.body?.cancel()
      } catch {
        note('no answer')
      }
    }
  }
  const customers = Array.from({ length: CUSTOMERS }, async () => {
    while (isRunning) {
      await placeOrder()
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  })
  return crowd
}

export function describeAnswers(answers: Map<string, number> | undefined): string {
  if (!answers) return 'none'
  return [...answers].map(([answer, times]) => `${answer}×${times}`).join(' ')
}

/** The figures of one fault run. */
export interface FaultFigures {
  fault: string
  lines: string[]
  acknowledged: number
  found: number
  stored: number
  isHeld: boolean
}

export function orderLine(figures: {
  acknowledged: number
  found: number
  stored: number
  retries: number
}) {
  return `orders: ${figures.acknowledged} acknowledged (after ${figures.retries} retries with the same key), ${figures.found} of them in the database, ${figures.stored} stored in all${figures.found === figures.acknowledged && figures.stored === figures.acknowledged ? '' : ' (ORDERS LOST OR DUPLICATED)'}`
}

/**
 * Kills the server hard `kills` times, each a while after it answered again, while the crowd
 * orders; resolves with when each kill came (`performance.now()`).
 */
export async function killRepeatedly(
  server: SupervisedServer,
  crowd: OrderingCrowd,
  kills: number,
): Promise<number[]> {
  const killedAt: number[] = []
  for (let kill = 0; kill < kills; kill += 1) {
    await new Promise((resolve) => setTimeout(resolve, BETWEEN_KILLS_MS))
    crowd.phase.name = 'killed'
    killedAt.push(performance.now())
    await server.killHard()
    crowd.phase.name = 'steady'
  }
  return killedAt
}

/** What the crowd was answered while the server was down after a kill, and otherwise. */
export function answersAroundKills(server: SupervisedServer, crowd: OrderingCrowd): string {
  return `answers while down: ${describeAnswers(crowd.answers.get('killed'))}; otherwise: ${describeAnswers(crowd.answers.get('steady'))}; unasked exits: ${server.crashes()}`
}

/** kill -9 the PGlite server 20 times during order load; a supervisor restarts it each time. */
export async function measureKillNine(kills = KILLS): Promise<FaultFigures> {
  const build = snapshotBuild()
  const dataDir = createTempDataDir()
  try {
    const server = await startSupervisedServer({
      bundle: build.bundle,
      port: await freePort(),
      env: { DATA_DIR: dataDir, ...UNLIMITED_ORDERS },
    })
    const crowd = startCrowd(() => server.origin, await catalogueOf(server.origin))
    try {
      await killRepeatedly(server, crowd, kills)
    } finally {
      await crowd.finish()
      await server.stop()
    }
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      migrationsDir: PROJECT_PATHS.migrations,
    })
    let found: number
    let stored: number
    try {
      const ids = [...crowd.acknowledged.values()]
      found = ids.length === 0 ? 0 : await database.db.$count(orders, inArray(orders.id, ids))
      stored = await database.db.$count(orders)
    } finally {
      await database.close()
    }
    const restarts = [...server.restarts].sort((a, b) => a - b)
    const slowest = restarts.at(-1) ?? Number.NaN
    const acknowledged = crowd.acknowledged.size
    return {
      fault: `kill -9 ×${kills} on PGlite`,
      lines: [
        `restart to ready: median ${(restarts[Math.floor(restarts.length / 2)] ?? Number.NaN).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (goal ≤ 5000: ${slowest <= 5000 ? 'goal met' : 'GOAL MISSED'})`,
        answersAroundKills(server, crowd),
        orderLine({ acknowledged, found, stored, retries: crowd.retries }),
      ],
      acknowledged,
      found,
      stored,
      isHeld: slowest <= 5000 && found === acknowledged && stored === acknowledged,
    }
  } finally {
    build.remove()
  }
}

/** PostgreSQL, then Redis, away for 10 s under order load: 503s while away, then nothing lost. */
export async function measureBackingOutages(outageMs = OUTAGE_MS): Promise<FaultFigures[]> {
  const build = snapshotBuild()
  const postgres = await startPrivatePostgres()
  const redis = await startPrivateRedis()
  try {
    const server = await startSupervisedServer({
      bundle: build.bundle,
      port: await freePort(),
      env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url, ...UNLIMITED_ORDERS },
    })
    const figures: FaultFigures[] = []
    try {
      const sections = await catalogueOf(server.origin)
      const outages = [
        {
          name: 'PostgreSQL',
          stop: () => Promise.resolve(postgres.stop()),
          start: () => Promise.resolve(postgres.start()),
        },
        { name: 'Redis', stop: redis.stop, start: redis.start },
      ]
      for (const outage of outages) {
        const crowd = startCrowd(() => server.origin, sections)
        await new Promise((resolve) => setTimeout(resolve, 1000))
        crowd.phase.name = 'away'
        await outage.stop()
        const readyWhileAway = await fetch(`${server.origin}/api/ready`).then(
          (r) => r.status,
          () => 0,
        )
        await new Promise((resolve) => setTimeout(resolve, outageMs))
        await outage.start()
        const back = performance.now()
        crowd.phase.name = 'back'
        const firstOrderMs = await Promise.race([
          crowd.firstAckAfter(back),
          new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000)),
        ])
        const isReady = await waitUntilOk(`${server.origin}/api/ready`, 30_000)
        await new Promise((resolve) => setTimeout(resolve, RECOVERY_WAIT_MS))
        await crowd.finish()
        const { found, stored } = await countOrdersInPostgres(
          postgres.url,
          new Set(crowd.acknowledged.values()),
        )
        const before = figures.reduce((sum, previous) => sum + previous.acknowledged, 0)
        const acknowledged = crowd.acknowledged.size
        const away = crowd.answers.get('away')
        const serverErrors = [...(away ?? [])].filter(
          ([status]) => /^5\d\d$/.test(status) && status !== '503',
        )
        figures.push({
          fault: `${outage.name} stopped for ${(outageMs / 1000).toFixed(0)} s`,
          lines: [
            `while away: /api/ready ${readyWhileAway}; orders answered ${describeAnswers(away)}${serverErrors.length > 0 ? ' (5xx OTHER THAN 503)' : ''}`,
            `after restart: first order acknowledged in ${firstOrderMs.toFixed(0)} ms, ready: ${isReady}; answers ${describeAnswers(crowd.answers.get('back'))}; server exits so far: ${server.crashes()}`,
            orderLine({
              acknowledged,
              found,
              stored: stored - before,
              retries: crowd.retries,
            }),
          ],
          acknowledged,
          found,
          stored: stored - before,
          isHeld:
            serverErrors.length === 0 &&
            isReady &&
            found === acknowledged &&
            stored - before === acknowledged,
        })
      }
    } finally {
      await server.stop()
    }
    return figures
  } finally {
    await redis.stop()
    postgres.remove()
    build.remove()
  }
}
