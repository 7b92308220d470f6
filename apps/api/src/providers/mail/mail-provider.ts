/** One e-mail with plain and HTML bodies. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** The `Message-ID` header, the same on every try of one owed mail. */
  messageId?: string
}

/** Sends the shop's e-mail; SMTP in production, an outbox folder by default (docs/product.md › Outside services). */
export interface MailProvider {
  /** Names the implementation in the start-up log. */
  readonly name: string
  /** Messages the queue sends at once: a mail server's connections, or files written. */
  readonly concurrentSends: number
  /** Delivers one message, or throws. */
  send: (message: MailMessage) => Promise<void>
  /** Releases connections. */
  close: () => Promise<void>
}

/** What providers log through; Fastify's logger fits. */
export interface ProviderLog {
  info: (details: object, message: string) => void
  error: (details: object, message: string) => void
}
