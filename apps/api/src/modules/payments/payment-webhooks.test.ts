import { createHmac, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { transactions } from '@sweet-art/db/schema'
import { asPence } from '@sweet-art/domain/money'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { PayLinkSchema, PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import {
  createGoCardlessPaymentProvider,
  type GoCardlessApi,
} from '../../providers/payments/gocardless-payment-provider'
import type { PaymentProvider } from '../../providers/payments/payment-provider'
import { signUp } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { GUEST, attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestClock } from '../../test/test-clock'

const SECRET = 'whsec_test_secret'
const ORIGIN = 'https://sweetart.example'

/** A fake of the GoCardless API that records calls and answers like the real one. */
function createFakeGoCardless() {
  const calls: { kind: string; body: unknown; idempotencyKey: string | undefined }[] = []
  const api: GoCardlessApi = {
    billingRequests: {
      create: (body, idempotencyKey) => {
        calls.push({ kind: 'billingRequest', body, idempotencyKey })
        return Promise.resolve({ id: `BRQ${calls.length}` })
      },
    },
    billingRequestFlows: {
      create: (body, idempotencyKey) => {
        calls.push({ kind: 'flow', body, idempotencyKey })
        return Promise.resolve({
          authorisation_url: `https://pay-sandbox.gocardless.com/billing/static/flow?id=BRF${calls.length}`,
          // GoCardless flows live a week; the test clock decides when that is.
          expires_at: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
        })
      },
    },
  }
  return { api, calls }
}

const DAY_MS = 24 * 60 * 60_000
const clock = createTestClock()
let shop: TestApp
let guest: Agent
let sections: Section[]
const fake = createFakeGoCardless()

beforeAll(async () => {
  const payments: PaymentProvider = createGoCardlessPaymentProvider({
    api: fake.api,
    webhookSecret: SECRET,
    publicOrigin: ORIGIN,
  })
  shop = await createTestApp({ payments, clock: clock.now })
  guest = createAgent(shop.app)
  sections = await fetchCatalogue(guest)
})
afterAll(async () => {
  await shop.close()
})

async function payForSponge() {
  const response = await guest.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    { ...GUEST, ...collectionOrder(sections, 'Classic Victoria Sponge') },
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
  return PaymentHandOffSchema.parse(response.json())
}

function webhook(events: object[], secret = SECRET) {
  const body = JSON.stringify({ events })
  const signature = createHmac('sha256', secret).update(body).digest('hex')
  return { body, signature }
}

function deliver(body: string, signature: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/gocardless',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    payload: body,
  })
}

async function statusOf(transactionId: string) {
  const [row] = await shop.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.id, transactionId))
  return row?.status
}

function paymentEvent(transactionId: string, action: string) {
  return {
    id: `EV${randomUUID()}`,
    created_at: clock.now().toISOString(),
    resource_type: 'payments',
    action,
    links: { payment: 'PM123' },
    resource_metadata: { transactionId },
  }
}

test('a checkout creates a GoCardless billing request in pence and GBP and hands over its flow link', async () => {
  const handOff = await payForSponge()
  const [request, flow] = fake.calls.slice(-2)
  expect(request).toMatchObject({
    kind: 'billingRequest',
    idempotencyKey: `br-${handOff.transactionId}-1`,
    body: {
      payment_request: {
        amount: asPence(6000),
        currency: 'GBP',
        metadata: { transactionId: handOff.transactionId, orderId: handOff.orderId },
      },
    },
  })
  expect(flow).toMatchObject({
    kind: 'flow',
    body: {
      redirect_uri: `${ORIGIN}/cart/isPaid?payment=${handOff.transactionId}`,
      exit_uri: `${ORIGIN}/cart`,
      prefilled_customer: { email: GUEST.email },
    },
  })
  expect(handOff.flowLink).toMatch(/^https:\/\/pay-sandbox\.gocardless\.com\//)
  // The sandbox's own payment page is not there when GoCardless takes the payments.
  expect((await guest.get(`/api/payments/sandbox/${handOff.transactionId}`)).statusCode).toBe(404)
})

test('a confirmed payment event marks the transaction paid, once, however often it is delivered', async () => {
  const { transactionId } = await payForSponge()
  const event = paymentEvent(transactionId, 'confirmed')
  const { body, signature } = webhook([event])
  expect((await deliver(body, signature)).statusCode).toBe(204)
  expect(await statusOf(transactionId)).toBe('paid')

  // A later failure, then the same confirmation again: the replay must not undo the failure.
  const failure = webhook([paymentEvent(transactionId, 'charged_back')])
  expect((await deliver(failure.body, failure.signature)).statusCode).toBe(204)
  expect(await statusOf(transactionId)).toBe('failed')
  expect((await deliver(body, signature)).statusCode).toBe(204)
  expect(await statusOf(transactionId)).toBe('failed')
})

test('a forged or tampered webhook is refused with 498 and changes nothing', async () => {
  const { transactionId } = await payForSponge()
  const forged = webhook([paymentEvent(transactionId, 'confirmed')], 'not the secret')
  expect((await deliver(forged.body, forged.signature)).statusCode).toBe(498)

  const genuine = webhook([paymentEvent(transactionId, 'failed')])
  const tampered = genuine.body.replace('"failed"', '"confirmed"')
  expect((await deliver(tampered, genuine.signature)).statusCode).toBe(498)
  const unsigned = await shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/gocardless',
    headers: { 'content-type': 'application/json' },
    payload: genuine.body,
  })
  expect(unsigned.statusCode).toBe(498)
  expect(await statusOf(transactionId)).toBe('pending')

  const elsewhere = await shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'webhook-signature': genuine.signature },
    payload: genuine.body,
  })
  expect(elsewhere.statusCode).toBe(404)
})

test('a cancelled billing request cancels its pending transaction, found by the provider reference', async () => {
  const { transactionId } = await payForSponge()
  const [row] = await shop.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.id, transactionId))
  const { body, signature } = webhook([
    {
      id: `EV${randomUUID()}`,
      resource_type: 'billing_requests',
      action: 'cancelled',
      links: { billing_request: row?.providerRef },
    },
  ])
  expect((await deliver(body, signature)).statusCode).toBe(204)
  expect(await statusOf(transactionId)).toBe('cancelled')
})

test('a pay link works until its flow expires, then Pay gets a fresh flow; only the owner may ask', async () => {
  const { agent: client } = await signUp(shop.app)
  const response = await client.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    collectionOrder(sections, 'Classic Victoria Sponge', clock.now()),
    attemptHeaders(),
  )
  const handOff = PaymentHandOffSchema.parse(response.json())
  const payPath = `/api/payments/customer/transactions/${handOff.transactionId}/pay`

  const alive = await client.post(payPath)
  expect(alive.statusCode).toBe(200)
  expect(PayLinkSchema.parse(alive.json()).flowLink).toBe(handOff.flowLink)

  const { agent: stranger } = await signUp(shop.app)
  expect((await stranger.post(payPath)).statusCode).toBe(404)
  expect((await guest.post(payPath)).statusCode).toBe(401)

  const callsBefore = fake.calls.length
  clock.advance(8 * DAY_MS)
  const fresh = PayLinkSchema.parse((await client.post(payPath)).json())
  expect(fresh.flowLink).not.toBe(handOff.flowLink)
  expect(fake.calls.slice(callsBefore).map((call) => call.kind)).toEqual(['billingRequest', 'flow'])
  const again = PayLinkSchema.parse((await client.post(payPath)).json())
  expect(again.flowLink).toBe(fresh.flowLink)

  const paid = webhook([paymentEvent(handOff.transactionId, 'confirmed')])
  await deliver(paid.body, paid.signature)
  expect((await client.post(payPath)).statusCode).toBe(409)
})
