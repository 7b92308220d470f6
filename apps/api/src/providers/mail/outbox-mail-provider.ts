import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { MailProvider, ProviderLog } from './mail-provider'

/**
 * The embedded default: each message becomes an `.eml` file in `dir` (open it with any mail
 * program) and a log line with its subject and recipient, so a fresh machine needs no mail server.
 */
export function createOutboxMailProvider(options: {
  dir: string
  from: string
  log: ProviderLog
}): MailProvider {
  // nodemailer's stream transport builds the exact RFC 822 message SMTP would send, without sending it.
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  let outboxMade: Promise<unknown> | undefined
  return {
    name: 'outbox',
    // Each file takes several turns of a busy event loop to write, so many are written at once.
    concurrentSends: 32,
    async send(message) {
      const info = await builder.sendMail({ from: options.from, ...message })
      // Made once; a failure is tried again with the next message.
      outboxMade ??= mkdir(options.dir, { recursive: true }).catch((error: unknown) => {
        outboxMade = undefined
        throw error
      })
      await outboxMade
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = join(options.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await writeFile(file, info.message)
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox')
    },
    async close() {
      builder.close()
    },
  }
}
