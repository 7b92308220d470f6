import { SMTPServer } from 'smtp-server'
import { freePort } from './load-infra'

/** One copy of a message the sink accepted. */
export interface AcceptedCopy {
  recipients: string[]
  /** The envelope sender, which tells the instances apart when each has its own `MAIL_FROM`. */
  sender: string
  /** `performance.now()` when the sink answered 250, the moment it took the message. */
  acceptedAt: number
}

/** A local SMTP server standing in for the shop's mail server in the fault proofs. */
export interface MailSink {
  /** The shop's `SMTP_URL` for it. */
  url: string
  /** Every copy accepted, by `Message-ID`: more than one is a message sent twice. */
  copies: Map<string, AcceptedCopy[]>
  /** Messages whose sender hung up before the answer, so the sink never took them. */
  abandoned: () => number
  /** `performance.now()` of the last copy accepted, or 0. */
  lastAcceptedAt: () => number
  /** Cuts the connections open now and refuses new ones, as a mail server that is down. */
  goAway: () => Promise<void>
  comeBack: () => Promise<void>
  close: () => Promise<void>
}

const MESSAGE_ID = /^message-id:\s*(<[^>\r\n]+>)/im

/**
 * Starts a sink on a free port of 127.0.0.1. It answers each message's DATA after
 * `answerDelayMs()`, as a slow mail server does, and takes the message only if its sender is
 * still connected then: a sender that hung up before the 250 did not hand it over.
 */
export async function startMailSink(answerDelayMs: () => number = () => 0): Promise<MailSink> {
  const port = await freePort()
  const copies = new Map<string, AcceptedCopy[]>()
  const hungUp = new Set<string>()
  let abandoned = 0
  let lastAcceptedAt = 0
  let server: SMTPServer | null = null

  const listen = async () => {
    const listening = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Going away cuts the open sessions at once rather than after the default 30 s of grace.
      closeTimeout: 1,
      onClose: (session) => hungUp.add(session.id),
      onData(stream, session, answer) {
        let head = ''
        stream.on('data', (chunk: Buffer) => {
          if (head.length < 4096) head += chunk.toString()
        })
        stream.on('end', () => {
          setTimeout(() => {
            if (hungUp.has(session.id)) {
              abandoned += 1
              answer(new Error('the sender hung up'))
              return
            }
            const messageId = MESSAGE_ID.exec(head)?.[1] ?? `(none, ${session.id})`
            lastAcceptedAt = performance.now()
            const accepted = copies.get(messageId) ?? []
            accepted.push({
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              acceptedAt: lastAcceptedAt,
            })
            copies.set(messageId, accepted)
            answer()
          }, answerDelayMs())
        })
      },
    })
    // A sender killed mid-session resets its connection; `onClose` has noted it hung up.
    listening.on('error', () => undefined)
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve))
    server = listening
  }
  const stop = async () => {
    const running = server
    server = null
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
  }
  await listen()
  return {
    url: `smtp://127.0.0.1:${port}`,
    copies,
    abandoned: () => abandoned,
    lastAcceptedAt: () => lastAcceptedAt,
    goAway: stop,
    comeBack: listen,
    close: stop,
  }
}
