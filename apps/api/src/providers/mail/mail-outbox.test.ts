import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { mailOutbox } from '@sweet-art/db/schema'
import { MAIL_GIVE_UP_AFTER_MS, MAIL_LATE_AFTER_MS } from '@sweet-art/domain/mail-retry'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestClock, type TestClock } from '../../test/test-clock'
import { createTestMailServer } from '../../test/mail-server'
import { composeMail } from './mail-layout'
import { createMailOutbox, type MailOutbox } from './mail-outbox'
import type { MailMessage, MailProvider } from './mail-provider'

const SILENT = { info: () => undefined, error: () => undefined }

let shop: TestApp
let clock: TestClock
const outboxes: MailOutbox[] = []

beforeEach(async () => {
  shop = await createTestApp({ seed: false })
  // The app's own sender, on the real clock, would find these tests' messages due and send them.
  await shop.app.mailOutbox.close()
  clock = createTestClock(new Date('2026-11-28T10:00:00Z'))
})
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.close()))
  await shop.close()
})

function outboxOver(provider: MailProvider, isSending = true): MailOutbox {
  const outbox = createMailOutbox({
    db: shop.database.db,
    provider,
    clock: clock.now,
    log: SILENT,
    messageIdDomain: 'sweetart.test',
    random: () => 1,
    isSending,
  })
  outboxes.push(outbox)
  return outbox
}

const message = (to: string): MailMessage => ({
  to,
  subject: `Hello ${to}`,
  text: 'Hello',
  html: '<p>Hello</p>',
})

async function rowsOf(to: string) {
  return shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))
}

test('a mail owed is sent once, with a Message-ID of its own, and marked sent', async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  await outbox.owe(shop.database.db, message('ada@example.com'))
  await outbox.idle()
  await outbox.idle()
  expect(server.received).toHaveLength(1)
  expect(server.received[0]?.messageId).toMatch(/^<[0-9a-f-]{36}@sweetart\.test>$/)
  const [row] = await rowsOf('ada@example.com')
  expect(row).toMatchObject({
    status: 'sent',
    attempts: 1,
    messageId: server.received[0]?.messageId,
  })
})

test("a mail of the shop's layout is kept as its content and sent with the text and HTML it renders to", async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  const composed = composeMail('cy@example.com', 'Your cake', {
    title: 'Your cake',
    paragraphs: ['Hello,', 'It is £ 12.50.'],
    rows: [
      ['Victoria Sponge × 1', '£ 12.50'],
      ['Contains', 'Eggs', 'detail'],
    ],
    action: { label: 'See your order', url: 'https://sweetart.test/order/1' },
    quoted: { heading: 'Your notes', rows: [['E-mail', 'cy@example.com', 'emailAddress']] },
  })
  await outbox.owe(shop.database.db, composed)
  const [row] = await rowsOf('cy@example.com')
  expect(row).toMatchObject({ text: null, html: null })
  await outbox.idle()
  expect(server.received).toHaveLength(1)
  expect(server.received[0]).toMatchObject({ text: composed.text, html: composed.html })
})

test('while the mail server is away the mail waits, is tried again within a minute, and goes once when it is back', async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  server.goAway('421 4.3.2 Service not available')
  await outbox.owe(shop.database.db, message('bea@example.com'))
  for (let minute = 0; minute < 10; minute += 1) {
    await outbox.idle()
    clock.advance(60_000)
  }
  const [waiting] = await rowsOf('bea@example.com')
  expect(waiting).toMatchObject({ status: 'pending', lastError: '421 4.3.2 Service not available' })
  expect(waiting?.attempts).toBeGreaterThanOrEqual(10)
  expect(server.received).toEqual([])

  server.comeBack()
  await outbox.idle()
  expect(server.received.map((sent) => sent.to)).toEqual(['bea@example.com'])
  expect((await rowsOf('bea@example.com'))[0]?.status).toBe('sent')
})

test("after three days a mail that never went is marked failed with the server's answer", async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  server.goAway('550 5.1.1 No such user')
  await outbox.owe(shop.database.db, message('gone@example.com'))
  await outbox.idle()
  clock.advance(MAIL_GIVE_UP_AFTER_MS)
  await outbox.idle()
  const [row] = await rowsOf('gone@example.com')
  expect(row).toMatchObject({ status: 'failed', lastError: '550 5.1.1 No such user' })
})

test('a mail whose content expired meanwhile, such as a recovery code, is never sent', async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  server.goAway('421 busy')
  await outbox.owe(shop.database.db, message('code@example.com'), {
    validUntil: new Date(clock.now().getTime() + 15 * 60_000),
  })
  await outbox.idle()
  server.comeBack()
  clock.advance(16 * 60_000)
  await outbox.idle()
  expect(server.received).toEqual([])
  expect((await rowsOf('code@example.com'))[0]?.status).toBe('expired')
})

test('a mail owed in a transaction that rolls back is never sent', async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  await shop.database.db
    .transaction(async (tx) => {
      await outbox.owe(tx, message('never@example.com'))
      throw new Error('the change failed')
    })
    .catch(() => undefined)
  await outbox.idle()
  expect(server.received).toEqual([])
  expect(await rowsOf('never@example.com')).toEqual([])
})

test('a sender that dies mid-send leaves its mail to another, which sends it with the same Message-ID', async () => {
  const server = createTestMailServer()
  let hang: () => void = () => undefined
  const dying: MailProvider = {
    ...server.provider,
    send: () => new Promise<void>((resolve) => (hang = resolve)),
  }
  const first = outboxOver(dying)
  await first.owe(shop.database.db, message('twice@example.com'))
  const stuck = first.idle()
  // Claimed: its next try is a lease ahead of now.
  await expect
    .poll(async () => (await rowsOf('twice@example.com'))[0]?.nextAttemptAt.getTime())
    .toBeGreaterThan(clock.now().getTime())
  const second = outboxOver(server.provider)
  await second.idle()
  expect(server.received).toEqual([])
  clock.advance(2 * 60_000 + 1)
  await second.idle()
  const [row] = await rowsOf('twice@example.com')
  expect(server.received.map((sent) => sent.messageId)).toEqual([row?.messageId])
  hang()
  await stuck
})

test('a sender held up past its lease leaves the rest of its claim to the instance that took it over, so none goes twice', async () => {
  const server = createTestMailServer()
  let timeOut: () => void = () => undefined
  let isHeldUp = true
  // The first send hangs, as on a mail server that stopped answering, until it times out.
  const stalling: MailProvider = {
    ...server.provider,
    concurrentSends: 1,
    send: async (sent) => {
      if (!isHeldUp) return server.provider.send(sent)
      isHeldUp = false
      await new Promise<void>((_, reject) => (timeOut = () => reject(new Error('Timeout'))))
    },
  }
  const first = outboxOver(stalling)
  const recipients = ['one@example.com', 'two@example.com', 'three@example.com']
  for (const to of recipients) await first.owe(shop.database.db, message(to))
  const stuck = first.idle()
  await expect.poll(() => isHeldUp).toBe(false)
  clock.advance(2 * 60_000 + 1)
  const second = outboxOver(server.provider)
  await second.idle()
  timeOut()
  await stuck
  const rows = await shop.database.db.select().from(mailOutbox)
  expect(server.received.map((sent) => sent.messageId).sort()).toEqual(
    rows.map((row) => row.messageId).sort(),
  )
  expect(rows.map((row) => [row.status, row.lastError])).toEqual(
    recipients.map(() => ['sent', null]),
  )
})

test('two instances on one database send every mail once between them', async () => {
  const server = createTestMailServer()
  const one = outboxOver(server.provider)
  const two = outboxOver(server.provider)
  const recipients = Array.from({ length: 40 }, (_, at) => `many${String(at)}@example.com`)
  for (const to of recipients) await one.owe(shop.database.db, message(to))
  await Promise.all([one.idle(), two.idle(), one.idle(), two.idle()])
  expect(server.received.map((sent) => sent.to).sort()).toEqual([...recipients].sort())
})

test("a refused mail is late at once, with the server's answer; an untried one after five minutes; one that went never", async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  await outbox.owe(shop.database.db, message('went@example.com'))
  await outbox.idle()
  server.goAway('421 4.3.2 Service not available')
  await outbox.owe(shop.database.db, message('refused@example.com'))
  await outbox.idle()
  // No sender runs here, so its message waits untried.
  const stopped = outboxOver(server.provider)
  await stopped.close()
  await stopped.owe(shop.database.db, message('untried@example.com'))

  expect(await outbox.unsent()).toEqual([
    expect.objectContaining({
      recipient: 'refused@example.com',
      state: 'late',
      attempts: 1,
      lastError: '421 4.3.2 Service not available',
    }),
  ])
  clock.advance(MAIL_LATE_AFTER_MS - 1)
  expect((await outbox.unsent()).map((row) => row.recipient)).toEqual(['refused@example.com'])
  clock.advance(1)
  const unsent = await outbox.unsent()
  expect(unsent.map((row) => [row.recipient, row.state, row.lastError]).sort()).toEqual([
    ['refused@example.com', 'late', '421 4.3.2 Service not available'],
    ['untried@example.com', 'late', null],
  ])
  clock.advance(MAIL_GIVE_UP_AFTER_MS)
  await outbox.idle()
  const failed = (await outbox.unsent()).find((row) => row.recipient === 'refused@example.com')
  expect(failed).toMatchObject({ state: 'failed', nextAttemptAt: null })
})

test('Resend owes a failed mail again: the same Message-ID, its tries and its three days counted afresh', async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  server.goAway('421 4.3.2 Service not available')
  await outbox.owe(shop.database.db, message('again@example.com'))
  await outbox.idle()
  clock.advance(MAIL_GIVE_UP_AFTER_MS)
  await outbox.idle()
  const [failed] = await rowsOf('again@example.com')
  expect(failed).toMatchObject({ status: 'failed', attempts: 2 })
  if (!failed) throw new Error('the mail is not stored')

  expect(await outbox.resend(shop.database.db, failed.id)).toEqual({
    kind: 'owedAgain',
    before: { status: 'failed', attempts: 2, lastError: '421 4.3.2 Service not available' },
  })
  // Owed again just now and not yet tried: not late.
  expect(await outbox.unsent()).toEqual([])
  await outbox.idle()
  expect(await outbox.unsent()).toEqual([
    expect.objectContaining({ id: failed.id, state: 'late', attempts: 1 }),
  ])
  clock.advance(MAIL_GIVE_UP_AFTER_MS - 60_000)
  await outbox.idle()
  expect((await rowsOf('again@example.com'))[0]?.status).toBe('pending')
  clock.advance(60_000)
  await outbox.idle()
  expect((await rowsOf('again@example.com'))[0]?.status).toBe('failed')

  server.comeBack()
  await outbox.resend(shop.database.db, failed.id)
  await outbox.idle()
  expect(server.received.map((sent) => sent.messageId)).toEqual([failed.messageId])
  expect((await rowsOf('again@example.com'))[0]?.status).toBe('sent')
  expect(await outbox.resend(shop.database.db, failed.id)).toEqual({ kind: 'sent' })
})

test('Resend leaves an expired recovery code unsent, and finds no unknown message', async () => {
  const server = createTestMailServer()
  const outbox = outboxOver(server.provider)
  server.goAway('421 busy')
  await outbox.owe(shop.database.db, message('code@example.com'), {
    validUntil: new Date(clock.now().getTime() + 15 * 60_000),
  })
  await outbox.idle()
  clock.advance(16 * 60_000)
  const [late] = await rowsOf('code@example.com')
  if (!late) throw new Error('the mail is not stored')
  expect(await outbox.resend(shop.database.db, late.id)).toEqual({ kind: 'expired' })
  await outbox.idle()
  expect((await rowsOf('code@example.com'))[0]?.status).toBe('expired')
  expect(await outbox.resend(shop.database.db, late.id)).toEqual({ kind: 'expired' })
  expect(await outbox.resend(shop.database.db, randomUUID())).toEqual({ kind: 'notFound' })
  expect(server.received).toEqual([])
})

test('an instance set not to send (SEND_MAIL=false) writes what is owed, and a sending one sends it', async () => {
  const server = createTestMailServer()
  const serving = outboxOver(server.provider, false)
  await serving.owe(shop.database.db, message('quiet@example.com'))
  await serving.idle()
  expect(server.received).toEqual([])
  expect((await rowsOf('quiet@example.com'))[0]?.status).toBe('pending')
  await outboxOver(server.provider).idle()
  expect(server.received.map((sent) => sent.to)).toEqual(['quiet@example.com'])
})
