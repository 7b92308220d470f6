import type { MailMessage, MailProvider, ProviderLog } from './mail-provider'

/** Sends mail after the answer has gone, so a slow mail server neither delays nor reveals anything. */
export interface MailQueue {
  /** Starts sending; a failure is logged, never thrown at the customer. */
  enqueue: (message: MailMessage) => void
  /** Resolves once every message enqueued so far has been sent or has failed (tests, shutdown). */
  idle: () => Promise<void>
}

/** Builds the queue over a provider. */
export function createMailQueue(provider: MailProvider, log: ProviderLog): MailQueue {
  const pending = new Set<Promise<void>>()
  return {
    enqueue(message) {
      const sending = provider
        .send(message)
        .catch((error: unknown) => {
          log.error({ err: error, subject: message.subject }, 'mail could not be sent')
        })
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}
