import { afterAll, beforeAll, expect, test } from 'vitest'
import { orders } from '@sweet-art/db/schema'
import { asPence } from '@sweet-art/domain/money'
import { PricedOrderSchema } from '@sweet-art/domain/schemas/admin-payments'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { PayLinkSchema } from '@sweet-art/domain/schemas/payments'
import { signUp, signUpBaker } from '../../test/accounts'
import { GUEST, attemptHeaders, collectionOrder } from '../../test/checkout'
import { createGoCardlessPaymentProvider } from '../../providers/payments/gocardless-payment-provider'
import {
  PUBLIC_ORIGIN,
  WEBHOOK_SECRET,
  startGoCardlessShop,
  type GoCardlessShop,
} from '../../test/gocardless-shop'
import { createTestApp } from '../../test/test-app'

// The checkout and the Pay button against a local server that answers as GoCardless does, through
// the official SDK (docs/product.md › Payments).

const DAY_MS = 24 * 60 * 60_000
let gc: GoCardlessShop

beforeAll(async () => {
  gc = await startGoCardlessShop()
})
afterAll(async () => {
  await gc.close()
})

test('a checkout creates a billing request in pence and GBP and hands over its flow link', async () => {
  const handOff = await gc.payForSponge()
  const [request, flow] = gc.gocardless.calls.slice(-2)
  expect(request).toMatchObject({
    method: 'POST',
    path: '/billing_requests',
    status: 201,
    idempotencyKey: `br-${handOff.transactionId}-1`,
    body: {
      billing_requests: {
        payment_request: {
          amount: asPence(6000),
          currency: 'GBP',
          metadata: { transactionId: handOff.transactionId, orderId: handOff.orderId },
        },
      },
    },
  })
  expect(flow).toMatchObject({
    path: '/billing_request_flows',
    status: 200,
    body: {
      billing_request_flows: {
        redirect_uri: `${PUBLIC_ORIGIN}/cart/isPaid?payment=${handOff.transactionId}`,
        exit_uri: `${PUBLIC_ORIGIN}/cart`,
        prefilled_customer: { email: GUEST.email },
      },
    },
  })
  expect(handOff.flowLink).toMatch(/^https:\/\/pay-sandbox\.gocardless\.com\//)
  expect((await gc.transaction(handOff.transactionId)).providerRef).toMatch(/^BRQ/)
  // The sandbox's own payment page is not there when GoCardless takes the payments.
  expect((await gc.guest.get(`/api/payments/sandbox/${handOff.transactionId}`)).statusCode).toBe(
    404,
  )
})

test('GoCardless refusing a request (422) answers a plain 503 and stores no order without its page', async () => {
  gc.gocardless.refuseNext('/billing_requests', 'amount', 'exceeds the Instant Bank Pay limit')
  const countOrders = async () => (await gc.shop.database.db.select().from(orders)).length
  const ordersBefore = await countOrders()
  const response = await gc.guest.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    { ...GUEST, ...collectionOrder(gc.sections, 'Classic Victoria Sponge', gc.clock.now()) },
    attemptHeaders(),
  )
  expect(response.statusCode).toBe(503)
  expect(response.json()).toEqual({
    code: 'UNAVAILABLE',
    message: 'We could not open the payment page. Please try again in a moment, or contact us.',
  })
  expect(await countOrders()).toBe(ordersBefore)
})

test('two presses of Pay at once on an expired page both open a page of one fresh billing request', async () => {
  const { agent: client } = await signUp(gc.shop.app)
  const handOff = await gc.payForSponge(client)
  const payPath = `/api/payments/customer/transactions/${handOff.transactionId}/pay`
  gc.clock.advance(8 * DAY_MS)

  const callsBefore = gc.gocardless.calls.length
  const presses = await Promise.all([client.post(payPath), client.post(payPath)])
  expect(presses.map((press) => press.statusCode)).toEqual([200, 200])
  const links = presses.map((press) => PayLinkSchema.parse(press.json()).flowLink)
  const calls = gc.gocardless.calls.slice(callsBefore)
  // The second press's repeated keys met GoCardless's 409 and were answered, not a 500.
  expect(calls.filter((call) => call.status === 409).length).toBeGreaterThan(0)
  const created = new Set(
    calls
      .filter((call) => call.path === '/billing_requests' && call.status === 201)
      .map((call) => call.idempotencyKey),
  )
  expect(created.size).toBe(1)
  const fresh = await gc.transaction(handOff.transactionId)
  expect(links).toContain(fresh.flowLink)
  expect(fresh.flowLink).not.toBe(handOff.flowLink)
})

test('a page that expired is replaced on Pay and its billing request cancelled at GoCardless', async () => {
  const { agent: client } = await signUp(gc.shop.app)
  const handOff = await gc.payForSponge(client)
  const payPath = `/api/payments/customer/transactions/${handOff.transactionId}/pay`
  const first = await gc.transaction(handOff.transactionId)

  const alive = PayLinkSchema.parse((await client.post(payPath)).json())
  expect(alive.flowLink).toBe(handOff.flowLink)
  const { agent: stranger } = await signUp(gc.shop.app)
  expect((await stranger.post(payPath)).statusCode).toBe(404)
  expect((await gc.guest.post(payPath)).statusCode).toBe(401)

  gc.clock.advance(8 * DAY_MS)
  const fresh = PayLinkSchema.parse((await client.post(payPath)).json())
  expect(fresh.flowLink).not.toBe(handOff.flowLink)
  expect(gc.gocardless.billingRequests.get(first.providerRef ?? '')?.status).toBe('cancelled')
  const again = PayLinkSchema.parse((await client.post(payPath)).json())
  expect(again.flowLink).toBe(fresh.flowLink)
})

test("the baker's corrected price cancels the earlier price's billing request at GoCardless", async () => {
  const { agent: client } = await signUp(gc.shop.app)
  const baker = (await signUpBaker(gc.shop)).agent
  const placed = await client.request(
    'POST',
    '/api/orders/client',
    collectionOrder(gc.sections, 'Bespoke Celebration Cake', gc.clock.now()),
    attemptHeaders(),
  )
  const order = OrderSchema.parse(placed.json())
  const lineId = order.products[0]?.id ?? ''
  const price = (cost: number) =>
    baker.post(`/api/admin/orders/${order.id}/price`, { lines: [{ id: lineId, cost }] })

  const first = PricedOrderSchema.parse((await price(85)).json())
  const firstRequest = (await gc.transaction(first.transactionId)).providerRef ?? ''
  expect(gc.gocardless.billingRequests.get(firstRequest)?.status).toBe('pending')
  const corrected = PricedOrderSchema.parse((await price(90)).json())

  expect(gc.gocardless.billingRequests.get(firstRequest)?.status).toBe('cancelled')
  expect((await gc.transaction(first.transactionId)).status).toBe('cancelled')
  expect((await gc.transaction(corrected.transactionId)).status).toBe('pending')
})

test('a shop whose GoCardless token the environment refuses does not start', async () => {
  const accessToken = 'sandbox_not-this-accounts-token'
  const payments = createGoCardlessPaymentProvider({
    api: gc.gocardless.clientFor(accessToken),
    accessToken,
    environment: 'sandbox',
    webhookSecret: WEBHOOK_SECRET,
    publicOrigin: PUBLIC_ORIGIN,
    log: { error: () => undefined },
  })
  await expect(createTestApp({ payments })).rejects.toThrow(
    /^GoCardless's sandbox environment refused GOCARDLESS_ACCESS_TOKEN/,
  )
})

test("cancelling an order cancels its waiting payment's billing request at GoCardless", async () => {
  const baker = (await signUpBaker(gc.shop)).agent
  const handOff = await gc.payForSponge()
  const request = (await gc.transaction(handOff.transactionId)).providerRef ?? ''
  const cancelled = await baker.post(`/api/admin/orders/${handOff.orderId}/status`, {
    status: 'cancelled',
  })
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  expect(gc.gocardless.billingRequests.get(request)?.status).toBe('cancelled')
  expect((await gc.transaction(handOff.transactionId)).status).toBe('cancelled')
})
