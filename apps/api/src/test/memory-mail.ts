import type { MailMessage, MailProvider } from '../providers/mail/mail-provider'

/** A mail provider that keeps what it is given, for tests to read. */
export interface MemoryMailProvider extends MailProvider {
  readonly sent: MailMessage[]
  /** The messages to one address, oldest first. */
  to: (address: string) => MailMessage[]
}

/** Builds a provider that records messages instead of sending them. */
export function createMemoryMailProvider(): MemoryMailProvider {
  const sent: MailMessage[] = []
  return {
    name: 'memory',
    concurrentSends: 4,
    sent,
    to: (address) => sent.filter((message) => message.to.toLowerCase() === address.toLowerCase()),
    async send(message) {
      sent.push(message)
    },
    async close() {
      // Nothing to release.
    },
  }
}
