import type { MailMessage, MailProvider } from '../providers/mail/mail-provider'

/** A test's mail server, which can be away and refuse every message as a real one answers. */
export interface TestMailServer {
  provider: MailProvider
  /** What it accepted, oldest first. */
  received: MailMessage[]
  goAway: (answer: string) => void
  comeBack: () => void
}

/** Starts a mail server that accepts everything until told to go away. */
export function createTestMailServer(): TestMailServer {
  const received: MailMessage[] = []
  let refusal: string | null = null
  return {
    provider: {
      name: 'test-smtp',
      concurrentSends: 2,
      async send(message) {
        if (refusal !== null) throw new Error(refusal)
        received.push(message)
      },
      async close() {
        // Nothing to release.
      },
    },
    received,
    goAway: (answer) => (refusal = answer),
    comeBack: () => (refusal = null),
  }
}
