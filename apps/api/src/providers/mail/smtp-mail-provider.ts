import nodemailer from 'nodemailer'
import type { MailProvider } from './mail-provider'

/** Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://…`), via nodemailer. */
export function createSmtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport({
    url: options.url,
    // A send ends, sent or failed, within the part of its lease the outbox leaves it (decision
    // 030); nodemailer's own defaults wait 2 minutes to connect and 10 for a silent server.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  })
  return {
    name: 'smtp',
    // Enough connections to hide a mail server's round trips, few enough not to flood it.
    concurrentSends: 4,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message })
    },
    async close() {
      transport.close()
    },
  }
}
