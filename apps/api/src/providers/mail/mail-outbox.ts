import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, lte, or } from 'drizzle-orm'
import type { Database, Executor } from '@sweet-art/db/database'
import { mailOutbox } from '@sweet-art/db/schema'
import { MAIL_LATE_AFTER_MS, planMailRetry } from '@sweet-art/domain/mail-retry'
import type { UnsentMailState } from '@sweet-art/domain/schemas/admin-mail'
import type { Clock } from '../../lib/clock'
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
  owe: (executor: Executor, message: MailMessage, options?: OwedMailOptions) => Promise<void>
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
// The most messages the back office lists at once, newest first.
const UNSENT_LIST_LIMIT = 200

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

  type Claimed = typeof mailOutbox.$inferSelect

  async function claim(now: Date): Promise<Claimed[]> {
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

  async function settle(row: Claimed, error: unknown): Promise<void> {
    const now = clock()
    const tries = row.attempts + 1
    if (error === null) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', attempts: tries, sentAt: now, lastError: null })
        .where(eq(mailOutbox.id, row.id))
      return
    }
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

  async function send(row: Claimed): Promise<void> {
    // Its lease ends at its next try: past that it is due again, for whichever instance claims it.
    if (row.nextAttemptAt.getTime() - clock().getTime() < LEASE_LEFT_TO_SEND_MS) return
    if (row.validUntil !== null && row.validUntil.getTime() <= clock().getTime()) {
      await db.update(mailOutbox).set({ status: 'expired' }).where(eq(mailOutbox.id, row.id))
      return
    }
    let failure: unknown = null
    try {
      await provider.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: row.messageId,
      })
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

  return {
    async owe(executor, message, options = {}) {
      await executor.insert(mailOutbox).values({
        messageId: `<${randomUUID()}@${deps.messageIdDomain}>`,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        orderId: options.orderId ?? null,
        validUntil: options.validUntil ?? null,
        nextAttemptAt: clock(),
        owedAt: clock(),
        createdAt: clock(),
      })
      // Once the caller's transaction has committed, which takes a turn or two of the event loop.
      schedule(0)
    },
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
