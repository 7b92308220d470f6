import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { auditLog, orders, transactions } from '@sweet-art/db/schema'
import { addDays, formatDisplayDate, toLondonClock } from '@sweet-art/domain/dates'
import { formatOrderNumber } from '@sweet-art/domain/orders'
import { UnpaidHoldAnswerSchema } from '@sweet-art/domain/schemas/admin-holds'
import { AppOptionsSchema } from '@sweet-art/domain/schemas/app-options'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import { DEFAULT_UNPAID_HOLD_TERMS, holdEndsAt, lastDayToPay } from '@sweet-art/domain/unpaid-holds'
import { signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import {
  attemptHeaders,
  collectionOrder,
  fetchCatalogue,
  GUEST,
  nextWorkingDay,
  workingDayAfter,
} from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestClock } from '../../test/test-clock'

// Unpaid holds (docs/product.md › Unpaid holds): an order left unpaid gives its day back when the
// baker's terms end, with an e-mail to its customer; a request holds until priced; the baker sees
// every hold. The clock is moved by hand, and the release run as each instance's timer runs it.

const HOUR_MS = 60 * 60 * 1000
const clock = createTestClock()
let shop: TestApp
let sections: Section[]
let admin: Agent
let mailbox = 0

beforeAll(async () => {
  shop = await createTestApp({ clock: clock.now })
  sections = await fetchCatalogue(createAgent(shop.app))
})
// A test moves the clock by days, past a session's life: each test signs a baker in afresh.
beforeEach(async () => {
  admin = (await signUpBaker(shop)).agent
})
afterAll(async () => {
  await shop.close()
})

/** A fresh guest address per order, so each test reads only its own customer's mail. */
function newGuest() {
  mailbox += 1
  return { ...GUEST, email: `hold.${String(mailbox)}@example.com` }
}

/** A guest's priced order, for the next working day unless another day is given. */
async function payableOrder(
  paymentChoice: 'online' | 'bankTransfer' = 'online',
  deliveryDate?: string,
) {
  const guest = newGuest()
  const body = collectionOrder(sections, 'Classic Victoria Sponge', clock.now())
  const response = await createAgent(shop.app).request(
    'POST',
    '/api/payments/customer/transactions/clear',
    {
      ...body,
      delivery: { ...body.delivery, date: deliveryDate ?? body.delivery.date },
      ...guest,
      ...(paymentChoice === 'bankTransfer' ? { paymentChoice } : {}),
    },
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
  return { handOff: PaymentHandOffSchema.parse(response.json()), email: guest.email }
}

async function requestOrder() {
  const guest = newGuest()
  const response = await createAgent(shop.app).request(
    'POST',
    '/api/orders/client/clear',
    { ...collectionOrder(sections, 'Bespoke Celebration Cake', clock.now()), ...guest },
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
  return { order: OrderSchema.parse(response.json()), email: guest.email }
}

async function holds() {
  const response = await admin.get('/api/admin/holds')
  expect(response.statusCode, response.body).toBe(200)
  return UnpaidHoldAnswerSchema.array().parse(response.json())
}

async function holdOf(orderId: string) {
  return (await holds()).find((hold) => hold.orderId === orderId)
}

async function stateOf(orderId: string) {
  const [order] = await shop.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
  const payments = await shop.database.db
    .select({ status: transactions.status })
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
  return { status: order?.status, payments: payments.map((payment) => payment.status) }
}

/** Moves the clock to just before `instant`, then to it, releasing after each move. */
async function releaseAround(instant: Date) {
  clock.advance(instant.getTime() - clock.now().getTime() - 1)
  const before = await shop.app.unpaidHolds.releaseEnded()
  clock.advance(1)
  const at = await shop.app.unpaidHolds.releaseEnded()
  await shop.app.mailOutbox.idle()
  return { before, at }
}

const mailsTo = (email: string) => shop.mail.to(email).map((mail) => mail.subject)

test('an online payment left unpaid holds its day two hours, then the order is cancelled and its customer told', async () => {
  const placedAt = clock.now()
  const { handOff, email } = await payableOrder('online', workingDayAfter(25, placedAt))
  const endsAt = new Date(placedAt.getTime() + 2 * HOUR_MS)
  expect(await holdOf(handOff.orderId)).toMatchObject({
    waitsFor: 'payment',
    endsAt: endsAt.toISOString(),
    status: 'created',
    customer: `${GUEST.firstName} ${GUEST.lastName}`,
  })

  const released = await releaseAround(endsAt)
  expect(released.before).toBe(0)
  expect(released.at).toBe(1)
  expect(await stateOf(handOff.orderId)).toEqual({ status: 'cancelled', payments: ['cancelled'] })
  expect(await holdOf(handOff.orderId)).toBeUndefined()
  const number = formatOrderNumber(handOff.orderId)
  expect(mailsTo(email)).toContain(`Sweet Art: order ${number} was not paid in time`)
  const told = shop.mail.to(email).find((mail) => mail.subject.includes('not paid in time'))
  expect(told?.text).toContain('its payment has not arrived, so we have cancelled the order')
  const [entry] = await shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, handOff.orderId), eq(auditLog.action, 'order.holdEnded')))
  expect(entry).toMatchObject({ adminId: null, after: { status: 'cancelled' } })
  // Its payment page no longer takes the money.
  const pay = await createAgent(shop.app).post(`/api/payments/sandbox/${handOff.transactionId}/pay`)
  expect(pay.statusCode).toBe(409)
})

test('a bank transfer holds its day to the end of its third working day, which its e-mail names', async () => {
  const placedAt = clock.now()
  // A day a month on, which no term reaches.
  const deliveryDate = workingDayAfter(25, placedAt)
  const { handOff, email } = await payableOrder('bankTransfer', deliveryDate)
  const lastDay = lastDayToPay(placedAt, DEFAULT_UNPAID_HOLD_TERMS)
  expect(handOff.bankTransfer?.dueBy).toBe(lastDay)
  await shop.app.mailOutbox.idle()
  const [received] = shop.mail.to(email)
  expect(received?.text).toContain(`Pay by: ${formatDisplayDate(lastDay)}`)
  const endsAt = holdEndsAt(
    { offer: 'bankTransfer', offeredAt: placedAt, deliveryDate },
    DEFAULT_UNPAID_HOLD_TERMS,
  )
  expect(toLondonClock(endsAt)).toEqual({ date: addDays(lastDay, 1), time: '00:00' })
  expect(await holdOf(handOff.orderId)).toMatchObject({
    waitsFor: 'bankTransfer',
    endsAt: endsAt.toISOString(),
  })

  const released = await releaseAround(endsAt)
  expect(released).toEqual({ before: 0, at: 1 })
  expect(await stateOf(handOff.orderId)).toEqual({ status: 'cancelled', payments: ['cancelled'] })
})

test('a bank transfer for a nearer day is due before that day begins', async () => {
  const placedAt = clock.now()
  const deliveryDate = nextWorkingDay(placedAt)
  const { handOff } = await payableOrder('bankTransfer', deliveryDate)
  const dueBy = handOff.bankTransfer?.dueBy ?? ''
  expect(dueBy < deliveryDate).toBe(true)
  expect(dueBy <= lastDayToPay(placedAt, DEFAULT_UNPAID_HOLD_TERMS)).toBe(true)
  expect((await holdOf(handOff.orderId))?.endsAt).toBe(
    holdEndsAt(
      { offer: 'bankTransfer', offeredAt: placedAt, deliveryDate },
      DEFAULT_UNPAID_HOLD_TERMS,
    ).toISOString(),
  )
})

test('a paid order, and one the baker moved on unpaid, are never released', async () => {
  const paid = await payableOrder()
  const pay = await createAgent(shop.app).post(
    `/api/payments/sandbox/${paid.handOff.transactionId}/pay`,
  )
  expect(pay.statusCode, pay.body).toBe(200)
  const kept = await payableOrder()
  const moved = await admin.post(`/api/admin/orders/${kept.handOff.orderId}/status`, {
    status: 'current',
  })
  expect(moved.statusCode, moved.body).toBe(200)
  expect(await holdOf(paid.handOff.orderId)).toBeUndefined()
  expect(await holdOf(kept.handOff.orderId)).toMatchObject({ waitsFor: 'baker', endsAt: null })

  clock.advance(30 * 24 * HOUR_MS)
  await shop.app.unpaidHolds.releaseEnded()
  expect((await stateOf(paid.handOff.orderId)).status).toBe('created')
  expect((await stateOf(kept.handOff.orderId)).status).toBe('current')
})

test('a request holds its day until priced; its e-mailed price then holds it three working days', async () => {
  const { order, email } = await requestOrder()
  expect(await holdOf(order.id)).toMatchObject({ waitsFor: 'price', endsAt: null, total: null })
  clock.advance(30 * 24 * HOUR_MS)
  expect(await shop.app.unpaidHolds.releaseEnded()).toBe(0)
  expect((await stateOf(order.id)).status).toBe('created')
  admin = (await signUpBaker(shop)).agent

  const [line] = order.products
  if (!line) throw new Error('one line expected')
  const pricedAt = clock.now()
  const priced = await admin.post(`/api/admin/orders/${order.id}/price`, {
    lines: [{ id: line.id, cost: 120 }],
  })
  expect(priced.statusCode, priced.body).toBe(200)
  const endsAt = holdEndsAt(
    { offer: 'mailedLink', offeredAt: pricedAt, deliveryDate: order.delivery.date },
    DEFAULT_UNPAID_HOLD_TERMS,
  )
  expect(await holdOf(order.id)).toMatchObject({
    waitsFor: 'payment',
    endsAt: endsAt.toISOString(),
  })
  await shop.app.mailOutbox.idle()
  const price = shop.mail.to(email).find((mail) => mail.subject.includes('is ready'))
  const lastDay = formatDisplayDate(lastDayToPay(pricedAt, DEFAULT_UNPAID_HOLD_TERMS))
  expect(price?.text).toContain(`until the end of ${lastDay}`)

  expect(await releaseAround(endsAt)).toEqual({ before: 0, at: 1 })
  expect((await stateOf(order.id)).status).toBe('cancelled')
})

test('the baker sets the terms; a new order holds by them, and bad terms are refused in words', async () => {
  const current = AppOptionsSchema.parse((await admin.get('/api/admin/options')).json())
  const input = {
    appDelivery: current.appDelivery,
    closeOrderDates: current.closeOrderDates,
    unpaidHolds: { onlinePaymentHours: 5, bankTransferWorkingDays: 1 },
  }
  const refused = await admin.request('PUT', '/api/admin/options', {
    ...input,
    unpaidHolds: { onlinePaymentHours: 0, bankTransferWorkingDays: 2.5 },
  })
  expect(refused.statusCode).toBe(400)
  expect(refused.body).toContain('A whole number of hours from 1 to 72')
  expect(refused.body).toContain('A whole number of days from 1 to 20')

  const saved = await admin.request('PUT', '/api/admin/options', input)
  expect(saved.statusCode, saved.body).toBe(200)
  expect(AppOptionsSchema.parse(saved.json()).unpaidHolds).toEqual(input.unpaidHolds)
  try {
    const placedAt = clock.now()
    const farDay = workingDayAfter(25, placedAt)
    const { handOff } = await payableOrder('online', farDay)
    expect((await holdOf(handOff.orderId))?.endsAt).toBe(
      new Date(placedAt.getTime() + 5 * HOUR_MS).toISOString(),
    )
    const transfer = await payableOrder('bankTransfer', farDay)
    expect(transfer.handOff.bankTransfer?.dueBy).toBe(lastDayToPay(placedAt, input.unpaidHolds))
  } finally {
    await admin.request('PUT', '/api/admin/options', {
      ...input,
      unpaidHolds: DEFAULT_UNPAID_HOLD_TERMS,
    })
  }
})

test('two instances releasing at once cancel each order once and mail its customer once', async () => {
  const placed = await Promise.all([payableOrder(), payableOrder(), payableOrder()])
  clock.advance(3 * HOUR_MS)
  const counts = await Promise.all([
    shop.app.unpaidHolds.releaseEnded(),
    shop.app.unpaidHolds.releaseEnded(),
  ])
  expect(counts[0] + counts[1]).toBe(placed.length)
  await shop.app.mailOutbox.idle()
  for (const { email } of placed)
    expect(mailsTo(email).filter((subject) => subject.includes('not paid in time'))).toHaveLength(1)
})

test('only the bakery team sees the holds', async () => {
  expect((await createAgent(shop.app).get('/api/admin/holds')).statusCode).toBe(401)
})
