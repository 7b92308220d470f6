import type { MailMessage, MailProvider, ProviderLog } from './mail-provider'

/** Sends mail after the answer has gone, so a slow mail server neither delays nor reveals anything. */
export interface MailQueue {
  /** Queues a message; a failure to send it is logged, never thrown at the customer. */
  enqueue: (message: MailMessage) => void
  /** Resolves once every message enqueued so far has been sent or has failed (tests, shutdown). */
  idle: () => Promise<void>
}

// Messages being sent at once: enough to hide a mail server's round trips, few enough not to flood it.
const MAIL_SENDERS = 4
// Mail left waiting at most: the backlog lives in memory, so shutdown must be able to send it all
// within its grace period. Beyond this, mail is sent as fast as orders come, as before.
const MAX_WAITING_MAIL = 200

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Builds the queue over a provider. Composing a message costs about as much CPU as answering an
 * order, so mail waits behind requests (ADR 010): each sender starts one message per turn of the
 * event loop, so requests already received are answered first, until `MAX_WAITING_MAIL` messages
 * wait. Nothing is dropped: shutdown waits for the backlog through `idle`.
 */
export function createMailQueue(provider: MailProvider, log: ProviderLog): MailQueue {
  const backlog: MailMessage[] = []
  const senders = new Set<Promise<void>>()
  let senderCount = 0

  async function sendBacklog(): Promise<void> {
    await nextTurn()
    for (let message = backlog.shift(); message; message = backlog.shift()) {
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
      if (senderCount >= MAIL_SENDERS) return
      senderCount += 1
      const sender = sendBacklog().finally(() => senders.delete(sender))
      senders.add(sender)
    },
    async idle() {
      while (senders.size > 0) await Promise.all([...senders])
    },
  }
}
