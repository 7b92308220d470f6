import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { transactions } from '@sweet-art/db/schema'
import { addDays } from '@sweet-art/domain/dates'
import { orderNumber } from '@sweet-art/domain/orders'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import {
  AdminOrderSchema,
  OrderSchema,
  ProductionSheetSchema,
} from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import { signUp, signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { suiteNow } from '../../test/test-clock'

// The orders board's reach (any range of dates, search, requests awaiting a price) and each
// order's payment state, on the board and on the production sheet.

const SIX_WEEKS_MS = 42 * 24 * 60 * 60_000

let shop: TestApp
let sections: Section[]
let admin: Agent

beforeAll(async () => {
  shop = await createTestApp()
  sections = await fetchCatalogue(createAgent(shop.app))
  const baker = await signUpBaker(shop)
  admin = baker.agent
})
afterAll(async () => {
  await shop.close()
})

async function board(query: Record<string, string>) {
  const response = await admin.get(`/api/admin/orders?${new URLSearchParams(query).toString()}`)
  expect(response.statusCode, response.body).toBe(200)
  return AdminOrderSchema.array().parse(response.json())
}

/** A client's request order (priced on request) for a delivery six weeks from now. */
async function requestInSixWeeks(agent: Agent) {
  const body = collectionOrder(
    sections,
    'Bespoke Celebration Cake',
    new Date(suiteNow().getTime() + SIX_WEEKS_MS),
  )
  const created = await agent.request('POST', '/api/orders/client', body, attemptHeaders())
  expect(created.statusCode, created.body).toBe(201)
  return OrderSchema.parse(created.json())
}

test('the board reaches any range of dates, such as a request six weeks ahead', async () => {
  const { agent } = await signUp(shop.app, { firstName: 'Nell' })
  const order = await requestInSixWeeks(agent)
  const date = order.delivery.date
  const month = await board({ from: addDays(date, -10), to: addDays(date, 10) })
  expect(month.map((entry) => entry.id)).toContain(order.id)
  expect(
    (await board({ from: addDays(date, 1), to: addDays(date, 10) })).map((e) => e.id),
  ).not.toContain(order.id)
  const backwards = await admin.get(`/api/admin/orders?from=${date}&to=${addDays(date, -1)}`)
  expect(backwards.statusCode).toBe(400)
  expect(backwards.json<{ fields: Record<string, string> }>().fields['to']).toMatch(/on or after/)
})

test('the board finds an order by its number with or without # in any case, and by name or e-mail', async () => {
  const { agent, user } = await signUp(shop.app, { firstName: 'Philippa', lastName: 'Quernby' })
  const order = await requestInSixWeeks(agent)
  const number = orderNumber(order.id)
  for (const q of [number, number.toLowerCase(), `#${number}`, `#${number.toLowerCase()}`]) {
    expect(
      (await board({ q })).map((entry) => entry.id),
      q,
    ).toEqual([order.id])
  }
  for (const q of ['philippa quernby', 'QUERNBY', user.email.toUpperCase()]) {
    expect(
      (await board({ q })).map((entry) => entry.id),
      q,
    ).toContain(order.id)
  }
  expect(await board({ q: '100%_' })).toEqual([])
  expect((await admin.get(`/api/admin/orders?q=${'x'.repeat(101)}`)).statusCode).toBe(400)
  const { agent: client } = await signUp(shop.app)
  expect((await client.get(`/api/admin/orders?q=${number}`)).statusCode).toBe(403)
})

test('the board shows each order payment state and filters requests awaiting a price', async () => {
  const { agent } = await signUp(shop.app, { firstName: 'Otto' })
  const request = await requestInSixWeeks(agent)
  const body = collectionOrder(sections, 'Classic Victoria Sponge')
  const handOff = async (payment?: 'bankTransfer') =>
    PaymentHandOffSchema.parse(
      (
        await agent.request(
          'POST',
          '/api/payments/customer/transactions/clear',
          payment ? { ...body, paymentChoice: payment } : body,
          attemptHeaders(),
        )
      ).json(),
    )
  const abandoned = await handOff()
  const transfer = await handOff('bankTransfer')
  const paid = await handOff()
  await shop.database.db
    .update(transactions)
    .set({ status: 'paid', method: 'gocardless' })
    .where(eq(transactions.id, paid.transactionId))

  const date = body.delivery.date
  const seen = await board({ from: date, to: addDays(request.delivery.date, 1), q: 'Otto' })
  const stateOf = (id: string) => seen.find((entry) => entry.id === id)?.payment
  expect(stateOf(request.id)).toBe('priceToSet')
  expect(stateOf(abandoned.orderId)).toBe('awaitingPayment')
  expect(stateOf(transfer.orderId)).toBe('awaitingTransfer')
  expect(stateOf(paid.orderId)).toBe('paid')

  const awaiting = await board({ q: 'Otto', awaitingPrice: 'true' })
  expect(awaiting.map((entry) => entry.id)).toEqual([request.id])
})

test('the production sheet adds up confirmed orders only and lists the others apart', async () => {
  const { agent } = await signUp(shop.app, { firstName: 'Wren' })
  const body = collectionOrder(
    sections,
    'Classic Victoria Sponge',
    new Date(suiteNow().getTime() + SIX_WEEKS_MS),
  )
  const place = async () =>
    PaymentHandOffSchema.parse(
      (
        await agent.request(
          'POST',
          '/api/payments/customer/transactions/clear',
          body,
          attemptHeaders(),
        )
      ).json(),
    )
  const abandoned = await place()
  const paid = await place()
  await shop.database.db
    .update(transactions)
    .set({ status: 'paid', method: 'gocardless' })
    .where(eq(transactions.id, paid.transactionId))

  const response = await admin.get(`/api/admin/production-sheet?date=${body.delivery.date}`)
  const sheet = ProductionSheetSchema.parse(response.json())
  const sponge = sheet.rows.filter((row) => row.name === 'Classic Victoria Sponge')
  expect(sponge.reduce((sum, row) => sum + row.orders, 0)).toBe(1)
  // Other tests' requests fall on the same day: only Wren's orders are this test's.
  expect(sheet.unconfirmed.filter((order) => order.customerName.startsWith('Wren'))).toEqual([
    expect.objectContaining({
      orderNumber: orderNumber(abandoned.orderId),
      payment: 'awaitingPayment',
      products: [expect.objectContaining({ name: 'Classic Victoria Sponge', quantity: '1' })],
    }),
  ])
})
