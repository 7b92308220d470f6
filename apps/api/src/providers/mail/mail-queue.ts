import type { MailMessage, MailProvider, ProviderLog } from './mail-provider'

/** Sends mail after the answer has gone, so a slow mail server neither delays nor reveals anything. */
export interface MailQueue {
  /** Queues a message; a failure to send it is logged, never thrown at the customer. */
  enqueue: (message: MailMessage) => void
  /**
   * Resolves once fewer than `MAX_WAITING_MAIL` messages wait, at once when they already do. The
   * checkout waits on it before answering, so a stream of orders faster than the mail server
   * slows to the mail's pace instead of piling up mail that shutdown could not send in time.
   */
  whenRoom: () => Promise<void>
  /** Resolves once every message enqueued so far has been sent or has failed (tests, shutdown). */
  idle: () => Promise<void>
}

// Mail left waiting at most: the backlog lives in memory, so shutdown must be able to send it all
// within its grace period. Beyond this, mail is sent without yielding to requests, and the
// checkout's answers wait for room (`whenRoom`).
export const MAX_WAITING_MAIL = 200

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Builds the queue over a provider. Composing a message costs about as much CPU as answering an
 * order, so mail waits behind requests (ADR 010): each sender starts one message per turn of the
 * event loop, so requests already received are answered first, until `MAX_WAITING_MAIL` messages
 * wait. Nothing is dropped: shutdown waits for the backlog through `idle`, which `whenRoom` keeps
 * short enough to send within the grace period.
 */
export function createMailQueue(provider: MailProvider, log: ProviderLog): MailQueue {
  const backlog: MailMessage[] = []
  const senders = new Set<Promise<void>>()
  let senderCount = 0
  let roomWaiters: (() => void)[] = []

  function releaseRoomWaiters(): void {
    if (backlog.length >= MAX_WAITING_MAIL || roomWaiters.length === 0) return
    for (const resolve of roomWaiters) resolve()
    roomWaiters = []
  }

  async function sendBacklog(): Promise<void> {
    await nextTurn()
    for (let message = backlog.shift(); message; message = backlog.shift()) {
      releaseRoomWaiters()
      try {
        await provider.send(message)
      } catch (error) {
        log.error({ err: error, subject: message.subject }, 'mail could not be sent')
      }
      if (backlog.length < MAX_WAITING_MAIL) await nextTurn()
    }
    // In the same step as finding the backlog empty, so a message queued next starts a sender.
    senderCount -= 1
  }

  return {
    enqueue(message) {
      backlog.push(message)
      if (senderCount >= provider.concurrentSends) return
      senderCount += 1
      const sender = sendBacklog().finally(() => senders.delete(sender))
      senders.add(sender)
    },
    whenRoom() {
      if (backlog.length < MAX_WAITING_MAIL) return Promise.resolve()
      return new Promise<void>((resolve) => roomWaiters.push(resolve))
    },
    async idle() {
      while (senders.size > 0) await Promise.all([...senders])
    },
  }
}
