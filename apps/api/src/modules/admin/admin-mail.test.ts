import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, afterAll, expect, test } from 'vitest'
import { auditLog, mailOutbox } from '@sweet-art/db/schema'
import { RECOVERY_CODE_TTL_MS } from '@sweet-art/domain/constants'
import { MAIL_GIVE_UP_AFTER_MS } from '@sweet-art/domain/mail-retry'
import { orderNumber } from '@sweet-art/domain/orders'
import { UnsentMailSchema } from '@sweet-art/domain/schemas/admin-mail'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { AdminOrderSchema, OrderSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { signUp, signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue, GUEST } from '../../test/checkout'
import { createTestMailServer } from '../../test/mail-server'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestClock } from '../../test/test-clock'

// The back office's E-mail page and the order card's word on a customer's e-mail that has not gone
// (docs/product.md › The back office), against a mail server that refuses while a test says so.

const clock = createTestClock()
const server = createTestMailServer()
let shop: TestApp
let sections: Section[]
let admin: Agent
let adminId: string

beforeAll(async () => {
  shop = await createTestApp({ clock: clock.now, mail: server.provider })
  sections = await fetchCatalogue(createAgent(shop.app))
  const baker = await signUpBaker(shop)
  admin = baker.agent
  adminId = baker.user.id
})
afterAll(async () => {
  await shop.close()
})

/** A guest's request order (its price to come), so no payment is needed to place it. */
async function placeOrder(email: string): Promise<Order> {
  const response = await createAgent(shop.app).request(
    'POST',
    '/api/orders/client/clear',
    {
      ...collectionOrder(sections, 'Bespoke Celebration Cake', clock.now()),
      ...GUEST,
      email,
    },
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
  return OrderSchema.parse(response.json())
}

async function mailPage() {
  const response = await admin.get('/api/admin/mail')
  expect(response.statusCode, response.body).toBe(200)
  return UnsentMailSchema.array().parse(response.json())
}

async function unsentTo(recipient: string) {
  return (await mailPage()).filter((mail) => mail.recipient === recipient)
}

/** The order's card on the board, found by its number. */
async function cardOf(order: Order) {
  const response = await admin.get(`/api/admin/orders?q=${orderNumber(order.id)}`)
  expect(response.statusCode, response.body).toBe(200)
  const card = AdminOrderSchema.array()
    .parse(response.json())
    .find((found) => found.id === order.id)
  if (!card) throw new Error(`order ${order.id} is not on the board`)
  return card
}

async function storedMail(id: string) {
  const [row] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  if (!row) throw new Error(`mail ${id} is not stored`)
  return row
}

test("a message the mail server refused is on the E-mail page with the server's answer, and on its order's card, until it goes", async () => {
  server.goAway('421 4.3.2 Service not available')
  const email = 'late.customer@example.com'
  const order = await placeOrder(email)
  await shop.app.mailOutbox.idle()

  const [late] = await unsentTo(email)
  expect(late).toMatchObject({
    state: 'late',
    tries: 1,
    reason: '421 4.3.2 Service not available',
    orderId: order.id,
    writtenAt: clock.now().toISOString(),
  })
  expect(late?.subject).toContain(orderNumber(order.id))
  expect(late?.nextTryAt).not.toBeNull()
  expect((await cardOf(order)).mailNotGone).toEqual({
    id: late?.id,
    state: 'late',
    reason: '421 4.3.2 Service not available',
  })

  server.comeBack()
  clock.advance(60_000)
  await shop.app.mailOutbox.idle()
  expect(await unsentTo(email)).toEqual([])
  expect((await cardOf(order)).mailNotGone).toBeNull()
  expect(server.received.filter((sent) => sent.to === email)).toHaveLength(1)
})

test('a message given up after three days shows as failed; Resend sends it with the same Message-ID, it leaves the list, and the log keeps who did it', async () => {
  server.goAway('550 5.1.1 Mailbox unavailable')
  const email = 'failed.customer@example.com'
  const order = await placeOrder(email)
  await shop.app.mailOutbox.idle()
  clock.advance(MAIL_GIVE_UP_AFTER_MS)
  await shop.app.mailOutbox.idle()

  const [failed] = await unsentTo(email)
  expect(failed).toMatchObject({
    state: 'failed',
    reason: '550 5.1.1 Mailbox unavailable',
    nextTryAt: null,
  })
  if (!failed) throw new Error('the failed message is not listed')
  expect((await cardOf(order)).mailNotGone).toMatchObject({ id: failed.id, state: 'failed' })

  server.comeBack()
  const resent = await admin.post(`/api/admin/mail/${failed.id}/resend`, {})
  expect(resent.statusCode, resent.body).toBe(200)
  await shop.app.mailOutbox.idle()

  const { messageId } = await storedMail(failed.id)
  expect(server.received.filter((sent) => sent.to === email).map((sent) => sent.messageId)).toEqual(
    [messageId],
  )
  expect(await unsentTo(email)).toEqual([])
  // The bakery's own notice of the order failed too, and is still listed, but the card speaks of
  // the customer's e-mail only.
  expect((await cardOf(order)).mailNotGone).toBeNull()
  const logged = await shop.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, failed.id))
  expect(logged).toEqual([
    expect.objectContaining({
      adminId,
      action: 'mail.resend',
      entity: 'mail',
      before: {
        status: 'failed',
        attempts: failed.tries,
        lastError: '550 5.1.1 Mailbox unavailable',
      },
    }),
  ])

  const again = await admin.post(`/api/admin/mail/${failed.id}/resend`, {})
  expect(again.statusCode).toBe(409)
  expect(again.json()).toMatchObject({ message: 'This e-mail has gone already.' })
})

test('only the bakery team lists and resends e-mail: a visitor gets 401, a client 403, and nothing moves', async () => {
  server.goAway('421 4.3.2 Service not available')
  const email = 'guarded.customer@example.com'
  await placeOrder(email)
  await shop.app.mailOutbox.idle()
  const [late] = await unsentTo(email)
  if (!late) throw new Error('the late message is not listed')

  const visitor = createAgent(shop.app)
  const { agent: client } = await signUp(shop.app)
  for (const [agent, status] of [
    [visitor, 401],
    [client, 403],
  ] as const) {
    expect((await agent.get('/api/admin/mail')).statusCode).toBe(status)
    expect((await agent.post(`/api/admin/mail/${late.id}/resend`, {})).statusCode).toBe(status)
  }
  expect(await storedMail(late.id)).toMatchObject({ attempts: 1, status: 'pending' })
  server.comeBack()
})

test('Resend of a message the outbox does not hold is a 404, and of an expired recovery code a 409', async () => {
  for (const id of [randomUUID(), 'not-an-id']) {
    const response = await admin.post(`/api/admin/mail/${id}/resend`, {})
    expect(response.statusCode, id).toBe(404)
    expect(response.json()).toMatchObject({ message: "This e-mail is not in the shop's outbox." })
  }

  const { details } = await signUp(shop.app)
  await shop.app.mailOutbox.idle()
  const welcomed = server.received.filter((sent) => sent.to === details.email)
  server.goAway('421 4.3.2 Service not available')
  const asked = await createAgent(shop.app).post('/api/clients/auth/recovery', {
    email: details.email,
  })
  expect(asked.statusCode, asked.body).toBe(204)
  await shop.app.mailOutbox.idle()
  const [code] = await unsentTo(details.email)
  if (!code) throw new Error('the recovery code is not listed')
  expect(code.orderId).toBeNull()

  clock.advance(RECOVERY_CODE_TTL_MS)
  server.comeBack()
  const response = await admin.post(`/api/admin/mail/${code.id}/resend`, {})
  expect(response.statusCode).toBe(409)
  expect(response.json<{ message: string }>().message).toMatch(/recovery code that has expired/)
  await shop.app.mailOutbox.idle()
  expect(server.received.filter((sent) => sent.to === details.email)).toEqual(welcomed)
  expect(await storedMail(code.id)).toMatchObject({ status: 'expired' })
})
