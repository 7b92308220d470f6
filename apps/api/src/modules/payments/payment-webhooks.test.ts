import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { transactions } from '@sweet-art/db/schema'
import { formatOrderNumber, orderNumber } from '@sweet-art/domain/orders'
import { CalendarFeedSchema } from '@sweet-art/domain/schemas/admin'
import { TransactionSchema } from '@sweet-art/domain/schemas/orders'
import { PayLinkSchema } from '@sweet-art/domain/schemas/payments'
import { DEFAULT_UNPAID_HOLD_TERMS } from '@sweet-art/domain/unpaid-holds'
import { signUp, signUpBaker } from '../../test/accounts'
import type { Agent } from '../../test/agent'
import { collectionOrder } from '../../test/checkout'
import { billingRequestEvent, paymentEvent, signedWebhook } from '../../test/gocardless-fixtures'
import {
  WEBHOOK_SECRET,
  startGoCardlessShop,
  type GoCardlessShop,
} from '../../test/gocardless-shop'
import { parseCalendarEvents } from '../../test/icalendar'
import { TEST_ORIGIN } from '../../test/test-app'

// GoCardless's webhooks as it sends them (docs/product.md › Payments): signed, each event with its
// own id, delivered again and out of order. Payment events carry GoCardless's payment id (PM…);
// the shop learns it from the billing request's fulfilled event.

const HOUR_MS = 60 * 60 * 1000
let gc: GoCardlessShop
let baker: Agent
let calendarPath: string

beforeAll(async () => {
  gc = await startGoCardlessShop()
  baker = (await signUpBaker(gc.shop)).agent
  const feed = await baker.post('/api/admin/calendar-feed')
  calendarPath = CalendarFeedSchema.parse(feed.json()).url?.slice(TEST_ORIGIN.length) ?? ''
})
afterAll(async () => {
  await gc.close()
})

/** A checkout whose billing request the customer's bank authorised: its ids at GoCardless. */
async function authorisedSponge(agent?: Agent) {
  const handOff = await gc.payForSponge(agent)
  const billingRequest = (await gc.transaction(handOff.transactionId)).providerRef ?? ''
  const paymentId = gc.gocardless.fulfil(billingRequest)
  const metadata = { transactionId: handOff.transactionId, orderId: handOff.orderId }
  const fulfilled = billingRequestEvent(
    'fulfilled',
    { id: billingRequest, metadata, paymentId },
    gc.clock.now(),
  )
  return { ...handOff, billingRequest, paymentId, metadata, fulfilled }
}

async function mailsAbout(orderId: string) {
  await gc.shop.app.mailOutbox.idle()
  return gc.shop.mail.sent.filter((mail) => mail.subject.includes(formatOrderNumber(orderId)))
}

const subjects = (mails: { subject: string }[]) => mails.map((mail) => mail.subject)

test("GoCardless's payment id is kept when the request is fulfilled, and its events find the payment by it, once", async () => {
  const sponge = await authorisedSponge()
  expect(await gc.deliver(sponge.fulfilled)).toBe(204)
  const authorised = await gc.transaction(sponge.transactionId)
  expect(authorised).toMatchObject({ status: 'pending', providerPaymentId: sponge.paymentId })

  // A payment's own metadata is not relied on: the event names the payment.
  const confirmed = paymentEvent('confirmed', sponge.paymentId, gc.clock.now())
  expect(await gc.deliver(confirmed)).toBe(204)
  expect(await gc.deliver(confirmed, sponge.fulfilled)).toBe(204)
  expect((await gc.transaction(sponge.transactionId)).status).toBe('paid')
  expect(
    subjects(await mailsAbout(sponge.orderId)).filter((subject) =>
      subject.startsWith('Sweet Art: payment received'),
    ),
  ).toHaveLength(1)
})

test('events out of order: the payment before its request, paid out before confirmed, a confirmation after the failure', async () => {
  const sponge = await authorisedSponge()
  const now = gc.clock.now()
  // GoCardless copies the payment request's metadata onto the payment: before the fulfilled event
  // names the payment, that is how its first event finds the transaction.
  expect(await gc.deliver(paymentEvent('paid_out', sponge.paymentId, now, sponge.metadata))).toBe(
    204,
  )
  expect(await gc.transaction(sponge.transactionId)).toMatchObject({
    status: 'paid',
    providerPaymentId: sponge.paymentId,
  })
  const confirmed = paymentEvent('confirmed', sponge.paymentId, now)
  expect(await gc.deliver(sponge.fulfilled, confirmed)).toBe(204)

  const failed = paymentEvent('failed', sponge.paymentId, now)
  expect(await gc.deliver(failed)).toBe(204)
  expect(await gc.deliver(confirmed, failed)).toBe(204)
  expect((await gc.transaction(sponge.transactionId)).status).toBe('failed')
  const received = subjects(await mailsAbout(sponge.orderId)).filter((subject) =>
    subject.startsWith('Sweet Art: payment received'),
  )
  expect(received).toHaveLength(1)
})

/** What the baker sees of an order: its production sheet entry and its calendar event's status. */
async function bakersView(orderId: string, date: string) {
  const sheet = await baker.get(`/api/admin/production-sheet?date=${date}`)
  expect(sheet.statusCode, sheet.body).toBe(200)
  const { unconfirmed } = sheet.json<{ unconfirmed: { orderNumber: string; payment: string }[] }>()
  const feed = await gc.guest.get(calendarPath)
  const event = parseCalendarEvents(feed.body).find(
    (entry) => entry.event.uid === `order-${orderId}@sweet-art`,
  )
  return {
    notConfirmedYet: unconfirmed.find((entry) => entry.orderNumber === orderNumber(orderId)),
    calendarStatus: event?.component.getFirstPropertyValue('status'),
  }
}

test('a payment that fails after it was confirmed tells the customer and the baker, and the order is unpaid and payable again', async () => {
  const sponge = await authorisedSponge()
  const { date } = collectionOrder(gc.sections, 'Classic Victoria Sponge', gc.clock.now()).delivery
  const now = gc.clock.now()
  await gc.deliver(sponge.fulfilled, paymentEvent('confirmed', sponge.paymentId, now))
  expect((await gc.transaction(sponge.transactionId)).status).toBe('paid')
  expect(await bakersView(sponge.orderId, date)).toEqual({
    notConfirmedYet: undefined,
    calendarStatus: 'CONFIRMED',
  })

  const failed = paymentEvent('failed', sponge.paymentId, now)
  expect(await gc.deliver(failed)).toBe(204)
  expect(await gc.deliver(failed)).toBe(204)
  expect((await gc.transaction(sponge.transactionId)).status).toBe('failed')
  const unpaidAgain = await bakersView(sponge.orderId, date)
  expect(unpaidAgain.notConfirmedYet).toMatchObject({ payment: 'awaitingPayment' })
  expect(unpaidAgain.calendarStatus).toBe('TENTATIVE')

  const mails = await mailsAbout(sponge.orderId)
  const number = formatOrderNumber(sponge.orderId)
  const toCustomer = mails.filter((mail) => mail.subject.includes('did not go through'))
  const toBaker = mails.filter((mail) => mail.subject.startsWith('Payment failed for order'))
  expect(subjects(toCustomer)).toEqual([
    `Sweet Art: your payment for order ${number} did not go through`,
  ])
  expect(toCustomer[0]?.text).toContain('Please pay £ 60.00 again from the link below')
  expect(subjects(toBaker)).toEqual([`Payment failed for order ${number}: it is unpaid again`])
  expect(toBaker[0]?.text).toContain(
    'GoCardless says: "The customer\'s bank returned the payment after it was confirmed."',
  )

  // The e-mailed order page offers the fresh payment, and Pay opens a new GoCardless page.
  const link = /\/order\/([^\s"<]+)/.exec(toCustomer[0]?.text ?? '')?.[1] ?? ''
  const page = await gc.guest.get(`/api/orders/link/${link}`)
  expect(page.statusCode, page.body).toBe(200)
  expect(page.json()).toMatchObject({
    payment: { status: 'pending', canPayOnline: true, amount: 60 },
  })
  const pay = await gc.guest.post(`/api/orders/link/${link}/pay`)
  expect(pay.statusCode, pay.body).toBe(200)
  expect(PayLinkSchema.parse(pay.json()).flowLink).toMatch(/^https:\/\/pay-sandbox\.gocardless/)
})

// Every way a payment ends unpaid (docs/product.md › Payments), each as GoCardless names it.
const UNHAPPY_ENDINGS = [
  {
    ending: 'the billing request failed',
    status: 'failed',
    event: (ids: Awaited<ReturnType<typeof authorisedSponge>>) =>
      billingRequestEvent(
        'failed',
        { id: ids.billingRequest, metadata: ids.metadata },
        gc.clock.now(),
      ),
  },
  {
    ending: 'the billing request was cancelled',
    status: 'cancelled',
    event: (ids: Awaited<ReturnType<typeof authorisedSponge>>) =>
      billingRequestEvent(
        'cancelled',
        { id: ids.billingRequest, metadata: ids.metadata },
        gc.clock.now(),
      ),
  },
  {
    ending: 'the payment failed before it was confirmed',
    status: 'failed',
    event: (ids: Awaited<ReturnType<typeof authorisedSponge>>) =>
      paymentEvent('failed', ids.paymentId, gc.clock.now()),
  },
  {
    ending: 'the payment was cancelled',
    status: 'cancelled',
    event: (ids: Awaited<ReturnType<typeof authorisedSponge>>) =>
      paymentEvent('cancelled', ids.paymentId, gc.clock.now()),
  },
] as const

test.each(UNHAPPY_ENDINGS)(
  'when $ending the client finds a fresh payment to make in Transactions',
  async ({ status, event }) => {
    const { agent: client, user } = await signUp(gc.shop.app)
    const sponge = await authorisedSponge(client)
    if (event(sponge).resource_type === 'payments') await gc.deliver(sponge.fulfilled)
    expect(await gc.deliver(event(sponge))).toBe(204)
    expect((await gc.transaction(sponge.transactionId)).status).toBe(status)

    const listed = TransactionSchema.array().parse(
      (await client.post('/api/payments/customer/transactions', { clientId: user.id })).json(),
    )
    expect(listed.map((entry) => [entry.orderId, entry.status])).toEqual([
      [sponge.orderId, 'pending'],
      [sponge.orderId, status],
    ])
    const fresh = listed[0]?.id ?? ''
    const pay = await client.post(`/api/payments/customer/transactions/${fresh}/pay`)
    expect(pay.statusCode, pay.body).toBe(200)
    expect((await gc.transaction(fresh)).providerRef).toMatch(/^BRQ/)
  },
)

test("a superseded billing request's events, carrying the same transaction id, leave the live one alone", async () => {
  const { agent: client } = await signUp(gc.shop.app)
  const handOff = await gc.payForSponge(client)
  const first = await gc.transaction(handOff.transactionId)
  gc.clock.advance(8 * 24 * 60 * 60_000)
  const payPath = `/api/payments/customer/transactions/${handOff.transactionId}/pay`
  const fresh = PayLinkSchema.parse((await client.post(payPath)).json())

  const metadata = { transactionId: handOff.transactionId, orderId: handOff.orderId }
  const stale = billingRequestEvent(
    'cancelled',
    { id: first.providerRef ?? '', metadata },
    gc.clock.now(),
  )
  expect(await gc.deliver(stale)).toBe(204)
  const live = await gc.transaction(handOff.transactionId)
  expect(live).toMatchObject({ status: 'pending', flowLink: fresh.flowLink })
  expect(live.providerRef).not.toBe(first.providerRef)
})

test('a webhook signed with another secret, or tampered with, is refused with 498 and changes nothing', async () => {
  const sponge = await authorisedSponge()
  const confirmed = paymentEvent('confirmed', sponge.paymentId, gc.clock.now(), sponge.metadata)
  const forged = signedWebhook([confirmed], 'not the secret')
  const genuine = signedWebhook(
    [paymentEvent('failed', sponge.paymentId, gc.clock.now())],
    WEBHOOK_SECRET,
  )
  for (const { body, signature } of [
    forged,
    { body: genuine.body.replace('"failed"', '"confirmed"'), signature: genuine.signature },
  ]) {
    const response = await gc.shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/gocardless',
      headers: { 'content-type': 'application/json', 'webhook-signature': signature },
      payload: body,
    })
    expect(response.statusCode).toBe(498)
  }
  expect((await gc.transaction(sponge.transactionId)).status).toBe('pending')
})

test('a payment that fails after its order was cancelled offers nothing to pay, and the customer hears the bakery will be in touch', async () => {
  const sponge = await authorisedSponge()
  const now = gc.clock.now()
  await gc.deliver(sponge.fulfilled, paymentEvent('confirmed', sponge.paymentId, now))
  const cancelled = await baker.post(`/api/admin/orders/${sponge.orderId}/status`, {
    status: 'cancelled',
  })
  expect(cancelled.statusCode, cancelled.body).toBe(200)

  expect(await gc.deliver(paymentEvent('failed', sponge.paymentId, now))).toBe(204)
  const toCustomer = (await mailsAbout(sponge.orderId)).filter((mail) =>
    mail.subject.includes('did not go through'),
  )
  expect(toCustomer[0]?.text).toContain('We will be in touch about it.')
  const payments = await gc.shop.database.db
    .select({ status: transactions.status })
    .from(transactions)
    .where(eq(transactions.orderId, sponge.orderId))
  expect(payments.map((payment) => payment.status)).toEqual(['failed'])
})

test('a payment approved at the bank holds its day past its hold until GoCardless settles it; a late failure is held afresh', async () => {
  const sponge = await authorisedSponge()
  await gc.deliver(sponge.fulfilled)
  // The other tests' orders in this shop are left unpaid; only this one's fate is read.
  gc.clock.advance(DEFAULT_UNPAID_HOLD_TERMS.onlinePaymentHours * HOUR_MS)
  await gc.shop.app.unpaidHolds.releaseEnded()
  expect((await gc.transaction(sponge.transactionId)).status).toBe('pending')

  await gc.deliver(
    paymentEvent('confirmed', sponge.paymentId, gc.clock.now()),
    paymentEvent('failed', sponge.paymentId, gc.clock.now()),
  )
  const fresh = await gc.shop.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, sponge.orderId), eq(transactions.status, 'pending')))
  expect(fresh).toHaveLength(1)
  // E-mailed to pay again, the customer has the days a mailed link has, not the page's two hours.
  expect(fresh[0]?.holdEndsAt.getTime()).toBeGreaterThan(
    gc.clock.now().getTime() + DEFAULT_UNPAID_HOLD_TERMS.onlinePaymentHours * HOUR_MS,
  )
  await gc.shop.app.unpaidHolds.releaseEnded()
  expect((await gc.transaction(fresh[0]?.id ?? '')).status).toBe('pending')
})
