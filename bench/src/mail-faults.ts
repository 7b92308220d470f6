import { setTimeout as sleep } from 'node:timers/promises'
import { GUEST } from '@sweet-art/api/test/checkout'
import { UNLIMITED_ORDERS } from './built-server'
import {
  describeAnswers,
  KILLS,
  killRepeatedly,
  answersAroundKills,
  orderLine,
  startCrowd,
  type FaultFigures,
  type OrderingCrowd,
} from './faults'
import {
  freePort,
  snapshotBuild,
  startPrivatePostgres,
  startPrivateRedis,
  startSupervisedServer,
  withPostgres,
  type SupervisedServer,
} from './load-infra'
import { catalogueOf, countOrdersInPostgres } from './load-mixed'
import { startMailSink, type MailSink } from './mail-sink'

/**
 * How long the mail server stays away (docs/product.md › Speed and resilience: 10 minutes);
 * `BENCH_MAIL_OUTAGE_S` shortens it for a quick try.
 */
export const MAIL_OUTAGE_MS = Number(process.env.BENCH_MAIL_OUTAGE_S ?? 600) * 1000
// The order load of the mail server's outage and of the shared outbox (docs/product.md › Speed
// and resilience: 60 s), and how far into it the mail server goes away.
const MAIL_LOAD_MS = 60_000
const AWAY_AFTER_MS = 5_000
// Each guest's order owes the customer's confirmation and this inbox's notice of the order.
const BAKERY_INBOX = 'bakery@sweetart.london'
// A slow mail server, as the kill proof's: it answers each message's DATA after 2 to 5 s.
const slowAnswerMs = () => 2000 + Math.random() * 3000
// The kill proof's customers pause between orders so the slow server's four sends at a time clear
// their mail within minutes of the last kill.
const SLOW_MAIL_PAUSE_MS = 5_000
// A message accepted this shortly before a kill may not have been marked sent: its second copy is
// the resend decision 030 accepts, recognisable by its Message-ID.
const MARK_WINDOW_MS = 1_000
// Longer than the sender's lease (two minutes) and its drain of a backlog of thousands.
const SETTLE_TIMEOUT_MS = 10 * 60_000
const SETTLE_POLL_MS = 500

/** One message the shop owes, as the outbox stores it. */
interface OwedMail {
  message_id: string
  recipient: string
  order_id: string | null
}

/** Resolves true once no message waits in the outbox, so no further send can come; false at the deadline. */
async function waitUntilMailSettled(url: string): Promise<boolean> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  while (Date.now() < deadline) {
    const waiting = await withPostgres(url, (client) =>
      client.query<{ n: string }>(`select count(*) as n from mail_outbox where status = 'pending'`),
    )
    if (Number(waiting.rows[0]?.n) === 0) return true
    await sleep(SETTLE_POLL_MS)
  }
  return false
}

/** What the sink received against what the outbox owes, counted by Message-ID. */
interface MailTally {
  owed: number
  ofOrders: number
  delivered: number
  duplicates: number
  /** Copies of a Message-ID that came again after a kill just after the sink took the first. */
  duplicatesAfterKill: number
  missing: number
  /** Messages received with a Message-ID the outbox does not hold: a resend composed anew. */
  unknown: number
  /** Acknowledged orders whose customer's and bakery's messages did not both arrive. */
  ordersShort: number
}

function tallyMail(
  owed: OwedMail[],
  sink: MailSink,
  orderIds: ReadonlySet<string>,
  killedAt: readonly number[] = [],
): MailTally {
  const isDelivered = (row: OwedMail) =>
    sink.copies.get(row.message_id)?.some((copy) => copy.recipients.includes(row.recipient)) ??
    false
  const owedIds = new Set(owed.map((row) => row.message_id))
  const repeated = [...sink.copies.values()].filter((copies) => copies.length > 1)
  const isRightAfterKill = (acceptedAt: number) =>
    killedAt.some((kill) => kill >= acceptedAt && kill - acceptedAt <= MARK_WINDOW_MS)
  const hasDelivered = (orderId: string, recipient: string) =>
    owed.some((row) => row.order_id === orderId && row.recipient === recipient && isDelivered(row))
  const delivered = owed.filter(isDelivered).length
  return {
    owed: owed.length,
    ofOrders: owed.filter((row) => row.order_id !== null && orderIds.has(row.order_id)).length,
    delivered,
    duplicates: repeated.reduce((sum, copies) => sum + copies.length - 1, 0),
    duplicatesAfterKill: repeated
      .filter((copies) => isRightAfterKill(copies[0]?.acceptedAt ?? Number.NaN))
      .reduce((sum, copies) => sum + copies.length - 1, 0),
    missing: owed.length - delivered,
    unknown: [...sink.copies.keys()].filter((id) => !owedIds.has(id)).length,
    ordersShort: [...orderIds].filter(
      (id) => !hasDelivered(id, GUEST.email) || !hasDelivered(id, BAKERY_INBOX),
    ).length,
  }
}

/** The orders and the mail of one run, read from its PostgreSQL once its mail settled. */
async function ordersAndMail(
  url: string,
  crowd: OrderingCrowd,
  sink: MailSink,
  killedAt?: readonly number[],
) {
  const orderIds = new Set(crowd.acknowledged.values())
  const orders = await countOrdersInPostgres(url, orderIds)
  const owed = await withPostgres(url, async (client) => {
    const rows = await client.query<OwedMail>(
      'select message_id, recipient, order_id from mail_outbox',
    )
    return rows.rows
  })
  const mail = tallyMail(owed, sink, orderIds, killedAt)
  const acknowledged = orderIds.size
  const isExact = orders.found === acknowledged && orders.stored === acknowledged
  return {
    acknowledged,
    ...orders,
    mail,
    isHeld:
      isExact &&
      mail.missing === 0 &&
      mail.unknown === 0 &&
      mail.ordersShort === 0 &&
      mail.ofOrders === 2 * acknowledged,
    lines: [
      orderLine({ acknowledged, ...orders, retries: crowd.retries }),
      `mail: ${mail.owed} owed in the database, ${mail.ofOrders} of them for the ${acknowledged} acknowledged orders (the customer's and the bakery's); ${mail.delivered} delivered, ${mail.duplicates} duplicates by Message-ID, ${mail.missing} missing, ${mail.unknown} with a Message-ID the outbox does not hold; orders without both mails delivered: ${mail.ordersShort}${mail.missing + mail.unknown + mail.ordersShort === 0 ? '' : ' (MAIL LOST)'}`,
    ],
  }
}

/** Environment of an instance on `postgresUrl` sending through `sink`. */
function mailEnv(postgresUrl: string, sink: MailSink): Record<string, string> {
  return {
    DATABASE_URL: postgresUrl,
    SMTP_URL: sink.url,
    SHOP_EMAIL: BAKERY_INBOX,
    ...UNLIMITED_ORDERS,
  }
}

/**
 * The mail server away for 10 minutes, from 5 s into 60 s of order load on PostgreSQL: orders
 * are still taken, and once it is back every message owed arrives, once.
 */
export async function measureMailServerAway(outageMs = MAIL_OUTAGE_MS): Promise<FaultFigures> {
  const build = snapshotBuild()
  const postgres = await startPrivatePostgres()
  const sink = await startMailSink()
  try {
    const server = await startSupervisedServer({
      bundle: build.bundle,
      port: await freePort(),
      env: mailEnv(postgres.url, sink),
    })
    const crowd = startCrowd(() => server.origin, await catalogueOf(server.origin))
    let backAt: number
    let isSettled: boolean
    try {
      await sleep(AWAY_AFTER_MS)
      await sink.goAway()
      crowd.phase.name = 'mail away'
      const cameBack = sleep(outageMs).then(async () => {
        await sink.comeBack()
        crowd.phase.name = 'mail back'
        return performance.now()
      })
      await sleep(MAIL_LOAD_MS - AWAY_AFTER_MS)
      await crowd.finish()
      backAt = await cameBack
      isSettled = await waitUntilMailSettled(postgres.url)
    } finally {
      await server.stop()
    }
    const run = await ordersAndMail(postgres.url, crowd, sink)
    const isExactlyOnce = run.isHeld && run.mail.duplicates === 0
    return {
      fault: `mail server away for ${(outageMs / 60_000).toFixed(1)} min during ${MAIL_LOAD_MS / 1000} s of orders on PostgreSQL`,
      lines: [
        `orders answered while it was away: ${describeAnswers(crowd.answers.get('mail away'))}; before: ${describeAnswers(crowd.answers.get('steady'))}; server exits: ${server.crashes()}`,
        ...run.lines,
        `last mail arrived ${((sink.lastAcceptedAt() - backAt) / 1000).toFixed(1)} s after the mail server came back (tries at most a minute apart in a message's first hour); outbox emptied: ${isSettled} (goal: every message once: ${isExactlyOnce && isSettled ? 'goal met' : 'GOAL MISSED'})`,
      ],
      acknowledged: run.acknowledged,
      found: run.found,
      stored: run.stored,
      isHeld: isExactlyOnce && isSettled,
    }
  } finally {
    await sink.close()
    postgres.remove()
    build.remove()
  }
}

/**
 * kill -9 twenty times during order load on PostgreSQL while the mail server answers each message
 * after 2 to 5 s, so kills land mid-send: every acknowledged order's mail arrives, and a message
 * sent twice is only one the server took just before a kill, with the same Message-ID.
 */
export async function measureKillNineWithSlowMail(kills = KILLS): Promise<FaultFigures> {
  const build = snapshotBuild()
  const postgres = await startPrivatePostgres()
  const sink = await startMailSink(slowAnswerMs)
  try {
    const server = await startSupervisedServer({
      bundle: build.bundle,
      port: await freePort(),
      env: mailEnv(postgres.url, sink),
    })
    const crowd = startCrowd(
      () => server.origin,
      await catalogueOf(server.origin),
      SLOW_MAIL_PAUSE_MS,
    )
    let killedAt: number[] = []
    let isSettled: boolean
    try {
      try {
        killedAt = await killRepeatedly(server, crowd, kills)
      } finally {
        await crowd.finish()
      }
      isSettled = await waitUntilMailSettled(postgres.url)
    } finally {
      await server.stop()
    }
    const settledAfterS = (sink.lastAcceptedAt() - (killedAt.at(-1) ?? Number.NaN)) / 1000
    const run = await ordersAndMail(postgres.url, crowd, sink, killedAt)
    const { duplicates, duplicatesAfterKill } = run.mail
    const copies = [...sink.copies.values()].reduce((sum, each) => sum + each.length, 0)
    return {
      fault: `kill -9 ×${kills} on PostgreSQL with a mail server answering in 2–5 s`,
      lines: [
        answersAroundKills(server, crowd),
        ...run.lines,
        `duplicates: ${duplicates} (goal 0: ${duplicates === 0 ? 'goal met' : `${duplicatesAfterKill} of them accepted by the mail server under ${MARK_WINDOW_MS} ms before a kill, each a second copy with the same Message-ID${duplicates === duplicatesAfterKill ? '' : '; OTHERS UNEXPLAINED'}`}); ${copies} copies received for ${sink.copies.size} distinct Message-IDs; ${sink.abandoned()} sends cut by a kill before the server's answer, sent again later`,
        `last mail arrived ${settledAfterS.toFixed(0)} s after the last kill (a killed sender's messages wait out its two-minute lease); outbox emptied: ${isSettled}`,
      ],
      acknowledged: run.acknowledged,
      found: run.found,
      stored: run.stored,
      isHeld: run.isHeld && isSettled && duplicates === duplicatesAfterKill,
    }
  } finally {
    await sink.close()
    postgres.remove()
    build.remove()
  }
}

/**
 * Two instances on one PostgreSQL and one Redis, both sending, under 60 s of order load spread
 * over them: no message sent twice, none missing. Each instance has its own envelope sender, so
 * the sink shows both took a share.
 */
export async function measureSharedOutbox(): Promise<FaultFigures> {
  const build = snapshotBuild()
  const postgres = await startPrivatePostgres()
  const redis = await startPrivateRedis()
  const sink = await startMailSink()
  try {
    const senders = ['instance-1@sweetart.london', 'instance-2@sweetart.london']
    const startInstance = async (sender: string) =>
      startSupervisedServer({
        bundle: build.bundle,
        port: await freePort(),
        env: {
          ...mailEnv(postgres.url, sink),
          REDIS_URL: redis.url,
          MAIL_FROM: `Sweet Art <${sender}>`,
        },
      })
    // One after the other: the first creates the schema and seeds.
    const servers: SupervisedServer[] = []
    for (const sender of senders) servers.push(await startInstance(sender))
    let turn = 0
    const crowd = startCrowd(
      () => servers[turn++ % servers.length]?.origin ?? '',
      await catalogueOf(servers[0]?.origin ?? ''),
    )
    let isSettled: boolean
    try {
      await sleep(MAIL_LOAD_MS)
      await crowd.finish()
      isSettled = await waitUntilMailSettled(postgres.url)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
    const run = await ordersAndMail(postgres.url, crowd, sink)
    const copies = [...sink.copies.values()].flat()
    const shares = senders.map((sender) => copies.filter((copy) => copy.sender === sender).length)
    const isShared = shares.every((share) => share > 0)
    const isExactlyOnce = run.isHeld && run.mail.duplicates === 0
    return {
      fault: `${servers.length} instances on PostgreSQL + Redis sharing the outbox under ${MAIL_LOAD_MS / 1000} s of orders`,
      lines: [
        `sent by each instance: ${shares.join(' and ')}${isShared ? '' : ' (ONE INSTANCE SENT NOTHING)'}; orders answered ${describeAnswers(crowd.answers.get('steady'))}`,
        ...run.lines,
        `outbox emptied: ${isSettled} (goal: no message twice, none missing: ${isExactlyOnce && isSettled ? 'goal met' : 'GOAL MISSED'})`,
      ],
      acknowledged: run.acknowledged,
      found: run.found,
      stored: run.stored,
      isHeld: isExactlyOnce && isSettled && isShared,
    }
  } finally {
    await sink.close()
    await redis.stop()
    postgres.remove()
    build.remove()
  }
}
