import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { signUp } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createOutboxMailProvider } from './outbox-mail-provider'
import { createSmtpMailProvider } from './smtp-mail-provider'

interface Received {
  from: string
  to: string[]
  data: string
}

const received: Received[] = []
let server: SMTPServer
let port = 0

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

test('a recovery code reaches a real SMTP server, and that code resets the password', async () => {
  let shop: TestApp | null = null
  const mail = createSmtpMailProvider({
    url: `smtp://127.0.0.1:${port}`,
    from: 'Sweet Art <hello@sweetart.london>',
  })
  try {
    shop = await createTestApp({ mail })
    const email = `smtp.${Date.now()}@example.com`
    const { agent: browser } = await signUp(shop.app, { email })
    expect((await browser.post('/api/clients/auth/recovery', { email })).statusCode).toBe(204)
    await shop.app.mailOutbox.idle()

    const recovery = received.find((m) => m.to.includes(email) && m.data.includes('recovery code'))
    expect(recovery?.from).toBe('hello@sweetart.london')
    expect(recovery?.data).toMatch(/Content-Type: text\/plain/i)
    expect(recovery?.data).toMatch(/Content-Type: text\/html/i)
    expect(recovery?.data).toContain('Subject: Sweet Art: your password recovery code\r\n')
    const code = /^\s*(\d{6})\s*$/m.exec(recovery?.data ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(
      received.some(
        (m) => m.to.includes(email) && m.data.includes('Subject: Welcome to Sweet Art'),
      ),
    ).toBe(true)

    const confirm = await browser.post('/api/clients/auth/recovery/confirm', { email, code })
    expect(confirm.statusCode).toBe(204)
  } finally {
    await shop?.close()
    await mail.close()
  }
})

test('the embedded provider writes each message as an .eml file and logs subject and recipient', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'sweet-art-outbox-')), 'outbox')
  const lines: { details: object; message: string }[] = []
  const outbox = createOutboxMailProvider({
    dir,
    from: 'Sweet Art <hello@sweetart.london>',
    log: { info: (details, message) => lines.push({ details, message }), error: () => undefined },
  })
  await outbox.send({
    to: 'ada@example.com',
    subject: 'Sweet Art: your recovery code 123456',
    text: 'Your code is 123456',
    html: '<p>Your code is <b>123456</b></p>',
  })
  const files = readdirSync(dir)
  expect(files).toHaveLength(1)
  expect(files[0]).toMatch(/\.eml$/)
  const eml = readFileSync(join(dir, files[0] ?? ''), 'utf8')
  expect(eml).toContain('To: ada@example.com')
  expect(eml).toContain('Subject: Sweet Art: your recovery code 123456')
  expect(eml).toMatch(/multipart\/alternative/)
  expect(lines[0]?.details).toMatchObject({
    to: 'ada@example.com',
    subject: 'Sweet Art: your recovery code 123456',
  })
  await outbox.close()
})
