import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '@sweet-art/db/database'
import { mailOutbox } from '@sweet-art/db/schema'
import { MAIL_LATE_AFTER_MS, planMailRetry } from '@sweet-art/domain/mail-retry'
import type { UnsentMailState } from '@sweet-art/domain/schemas/admin-mail'
import { createBatcher } from '../../lib/batcher'
import type { Clock } from '../../lib/clock'
import { composeMail, MailContentSchema, type ComposedMail } from './mail-layout'
import type { MailMessage, MailProvider, ProviderLog } from './mail-provider'

/** What the shop owes of one e-mail beyond its text. */
export interface OwedMailOptions {
  /** The order it is about: the back office says when an order's mail has not gone. */
  orderId?: string
  /** Past this it is not sent at all (a recovery code that expired meanwhile). */
  validUntil?: Date
}

/** A message that has not gone: failed, or late while still being tried (docs/product.md › E-mails). */
export interface UnsentMailRow {
  id: string
  recipient: string
  subject: string
  state: UnsentMailState
  /** Tries since it was owed: written, or sent again by the baker. */
  attempts: number
  lastError: string | null
  createdAt: Date
  /** Null once given up. */
  nextAttemptAt: Date | null
  orderId: string | null
}

/** What resending a message found: it was owed again, or it is not there, has gone, or has expired. */
export type MailResend =
  | { kind: 'owedAgain'; before: { status: string; attempts: number; lastError: string | null } }
  | { kind: 'notFound' | 'sent' | 'expired' }

/**
 * The shop's e-mail, kept in the database until sent (docs/product.md › E-mails; decision 030): each
 * message is written in the transaction of the change that owes it, so a crash, a deploy or a mail
 * server that is away loses none, and every instance's sender takes its share.
 */
export interface MailOutbox {
  /** Writes a message to send, in the caller's transaction; sent once that commits. */
  owe: (
    executor: Executor,
    message: MailMessage | ComposedMail,
    options?: OwedMailOptions,
  ) => Promise<void>
  /** Writes several messages in one statement, as a checkout's batch of orders owes them. */
  oweAll: (
    executor: Executor,
    owed: readonly { message: MailMessage | ComposedMail; options?: OwedMailOptions }[],
  ) => Promise<void>
  /**
   * The messages that have not gone, newest first: failed, or late (a try failed, or five minutes
   * passed untried); only those about the given orders when asked.
   */
  unsent: (about?: { orderIds: readonly string[] }) => Promise<UnsentMailRow[]>
  /**
   * Owes a message again in the caller's transaction, as the baker's Resend does: pending,
   * due now, its three days of tries counted from now, with the same `Message-ID`. A message that
   * has gone, or whose content expired (a recovery code), is left as it is.
   */
  resend: (executor: Executor, id: string) => Promise<MailResend>
  /** Resolves once this instance has tried every message due now (tests, and the bench). */
  idle: () => Promise<void>
  /** Stops taking messages and waits for the sends under way; what waits stays for the next start. */
  close: () => Promise<void>
}

// How often each instance looks for due mail when nothing woke it: another instance's writes and
// retries come due without a wake-up here.
const POLL_MS = 1_000
// A claimed message is another instance's again after this, should its sender die mid-send; longer
// than a mail server takes to answer or time out.
const LEASE_MS = 2 * 60_000
// A claimed message is sent only while this much of its lease is left, more than a send takes at
// worst (the SMTP provider's timeouts): one reached later, behind sends held up by a slow mail
// server, may be another instance's already, and would go twice.
const LEASE_LEFT_TO_SEND_MS = 90_000
// Messages one claim takes: a few rounds of the provider's concurrent sends.
const CLAIM_SIZE = 16
// Messages marked sent in one statement at most, far below PostgreSQL's parameter limit.
const MAX_MARKS_PER_STATEMENT = 200
// The most messages the back office lists at once, newest first.
const UNSENT_LIST_LIMIT = 200

type OutboxRow = typeof mailOutbox.$inferSelect

/**
 * What a row keeps of a message: the layout's content, from which its text and HTML are rendered
 * when it is sent (a sixth of their size, which a checkout writes twice per order: decision 030),
 * or the bodies themselves for a message written without the layout.
 */
function storedBody(message: MailMessage | ComposedMail) {
  return 'content' in message
    ? { content: message.content, text: null, html: null }
    : { content: null, text: message.text, html: message.html }
}

/** The message a row holds, its bodies rendered from its content when it has one. */
function bodiesOf(row: OutboxRow): MailMessage {
  const head = { to: row.recipient, subject: row.subject }
  if (row.content !== null)
    return composeMail(head.to, head.subject, MailContentSchema.parse(row.content))
  if (row.text === null || row.html === null) throw new Error('The message has no body.')
  return { ...head, text: row.text, html: row.html }
}

/**
 * Builds the outbox over the database and a provider, and starts its sender. A claim takes due
 * messages with `FOR UPDATE SKIP LOCKED` and moves their next try a lease ahead, so each instance
 * sends different ones; a message is marked sent after its provider accepted it, so a sender that
 * dies in between leaves it to be sent again, with the same `Message-ID`.
 */
export function createMailOutbox(deps: {
  db: Database
  provider: MailProvider
  clock: Clock
  log: ProviderLog
  /** The domain of the `Message-ID`s, the shop's own mail domain. */
  messageIdDomain: string
  /** False for an instance that only writes what is owed while other instances send it. */
  isSending?: boolean
  random?: () => number
}): MailOutbox {
  const { db, provider, clock, log } = deps
  const random = deps.random ?? Math.random
  let isClosed = false
  let round: Promise<void> | null = null
  let timer: NodeJS.Timeout | null = null

  async function claim(now: Date): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(CLAIM_SIZE)
        .for('update', { skipLocked: true })
      return tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(inArray(mailOutbox.id, due))
        .returning()
    })
  }

  // Messages sent at once are marked in one statement: on PGlite every statement waits for the
  // single connection the checkouts use (docs/product.md › Speed and resilience).
  const markSent = createBatcher(async (ids: string[]) => {
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        attempts: sql`${mailOutbox.attempts} + 1`,
        sentAt: clock(),
        lastError: null,
      })
      .where(inArray(mailOutbox.id, ids))
    return ids.map(() => undefined)
  }, MAX_MARKS_PER_STATEMENT)

  async function settle(row: OutboxRow, error: unknown): Promise<void> {
    if (error === null) {
      await markSent(row.id)
      return
    }
    const now = clock()
    const tries = row.attempts + 1
    const reason =
      error instanceof Error
        ? error.message
        : typeof error === 'string'
          ? error
          : 'The mail server refused it.'
    const plan = planMailRetry(tries, now.getTime() - row.owedAt.getTime(), random())
    log.error({ err: error, subject: row.subject, tries }, 'mail could not be sent')
    await db
      .update(mailOutbox)
      .set(
        plan.kind === 'giveUp'
          ? { status: 'failed', attempts: tries, lastError: reason }
          : {
              attempts: tries,
              lastError: reason,
              nextAttemptAt: new Date(now.getTime() + plan.delayMs),
            },
      )
      // Another instance may have sent it meanwhile, once this try outlived its lease.
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')))
  }

  async function send(row: OutboxRow): Promise<void> {
    // Its lease ends at its next try: past that it is due again, for whichever instance claims it.
    if (row.nextAttemptAt.getTime() - clock().getTime() < LEASE_LEFT_TO_SEND_MS) return
    if (row.validUntil !== null && row.validUntil.getTime() <= clock().getTime()) {
      await db.update(mailOutbox).set({ status: 'expired' }).where(eq(mailOutbox.id, row.id))
      return
    }
    let failure: unknown = null
    try {
      // Only the message's own fields: the layout's content is no header of a mail.
      const { to, subject, text, html } = bodiesOf(row)
      await provider.send({ to, subject, text, html, messageId: row.messageId })
    } catch (error) {
      failure = error
    }
    await settle(row, failure)
  }

  /** Sends every message due now, a claim at a time, until none is left. */
  async function sendDue(): Promise<void> {
    for (;;) {
      if (isClosed) return
      const claimed = await claim(clock())
      if (claimed.length === 0) return
      const queue = [...claimed]
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) await send(row)
      }
      await Promise.all(Array.from({ length: provider.concurrentSends }, worker))
    }
  }

  function startRound(): Promise<void> {
    round ??= sendDue()
      .catch((error: unknown) => log.error({ err: error }, 'the mail outbox could not be read'))
      .finally(() => {
        round = null
      })
    return round
  }

  function schedule(delayMs: number): void {
    if (isClosed || deps.isSending === false) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      void startRound().then(() => schedule(POLL_MS))
    }, delayMs)
    timer.unref()
  }
  schedule(0)

  async function oweAll(
    executor: Executor,
    owed: readonly { message: MailMessage | ComposedMail; options?: OwedMailOptions }[],
  ): Promise<void> {
    if (owed.length === 0) return
    const rows = owed.map(({ message, options = {} }) => ({
      message_id: `<${randomUUID()}@${deps.messageIdDomain}>`,
      recipient: message.to,
      subject: message.subject,
      ...storedBody(message),
      order_id: options.orderId ?? null,
      valid_until: options.validUntil?.toISOString() ?? null,
    }))
    const now = sql`${clock().toISOString()}::timestamptz`
    // The rows travel as one JSON parameter: drizzle's insert builds a parameter object per
    // column of each row, which cost the checkout more than PostgreSQL's work on them.
    await executor.execute(sql`
      insert into ${mailOutbox} (message_id, recipient, subject, content, text, html, order_id,
        valid_until, next_attempt_at, owed_at, created_at)
      select message_id, recipient, subject, content, text, html, order_id, valid_until,
        ${now}, ${now}, ${now}
      from json_to_recordset(${JSON.stringify(rows)}::json) as owed(message_id text,
        recipient text, subject text, content json, text text, html text, order_id uuid,
        valid_until timestamptz)`)
    // Once the caller's transaction has committed, which takes a turn or two of the event loop.
    schedule(0)
  }

  return {
    owe: (executor, message, options) => oweAll(executor, [{ message, options }]),
    oweAll,
    async unsent(about) {
      if (about?.orderIds.length === 0) return []
      const lateSince = new Date(clock().getTime() - MAIL_LATE_AFTER_MS)
      const isLate = and(
        eq(mailOutbox.status, 'pending'),
        or(gt(mailOutbox.attempts, 0), lte(mailOutbox.owedAt, lateSince)),
      )
      const query = db
        .select({
          id: mailOutbox.id,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          createdAt: mailOutbox.createdAt,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          orderId: mailOutbox.orderId,
        })
        .from(mailOutbox)
        .where(
          and(
            or(eq(mailOutbox.status, 'failed'), isLate),
            about ? inArray(mailOutbox.orderId, [...about.orderIds]) : undefined,
          ),
        )
        .orderBy(desc(mailOutbox.createdAt))
        .$dynamic()
      // The orders' own messages are bounded by the orders; the whole list is capped.
      const rows = await (about ? query : query.limit(UNSENT_LIST_LIMIT))
      return rows.map(({ status, nextAttemptAt, ...row }) => ({
        ...row,
        state: status === 'failed' ? 'failed' : 'late',
        nextAttemptAt: status === 'failed' ? null : nextAttemptAt,
      }))
    },
    async resend(executor, id) {
      const [row] = await executor
        .select({
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          validUntil: mailOutbox.validUntil,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id))
        .for('update')
      if (!row) return { kind: 'notFound' }
      if (row.status === 'sent') return { kind: 'sent' }
      const now = clock()
      if (row.status === 'expired' || (row.validUntil !== null && row.validUntil <= now))
        return { kind: 'expired' }
      await executor
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: now, owedAt: now })
        .where(eq(mailOutbox.id, id))
      schedule(0)
      const { status, attempts, lastError } = row
      return { kind: 'owedAgain', before: { status, attempts, lastError } }
    },
    async idle() {
      if (deps.isSending === false) return
      if (round) await round
      await startRound()
    },
    async close() {
      isClosed = true
      if (timer) clearTimeout(timer)
      if (round) await round
    },
  }
}
