import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog } from '@sweet-art/db/schema'
import { AdminTransactionSchema, PricedOrderSchema } from '@sweet-art/domain/schemas/admin-payments'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { OrderSchema, TransactionSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { ORDER_PRICING_MESSAGES } from '@sweet-art/domain/order-pricing'
import { signUp, signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app'

let shop: TestApp
let sections: Section[]
let admin: Agent
let adminId: string

beforeAll(async () => {
  shop = await createTestApp()
  sections = await fetchCatalogue(createAgent(shop.app))
  const baker = await signUpBaker(shop, { lastName: 'Rose' })
  admin = baker.agent
  adminId = baker.user.id
})
afterAll(async () => {
  await shop.close()
})

async function requestOrder(client: Agent): Promise<Order> {
  const response = await client.request(
    'POST',
    '/api/orders/client',
    collectionOrder(sections, 'Bespoke Celebration Cake'),
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
  return OrderSchema.parse(response.json())
}

test('the baker prices a request order; the client is e-mailed the pay link, sees Pay and pays it in the sandbox', async () => {
  const { agent: client, user } = await signUp(shop.app, { firstName: 'Pia' })
  const order = await requestOrder(client)
  const [line] = order.products
  if (!line) throw new Error('one line expected')
  expect(order.total).toBeNull()

  const response = await admin.post(`/api/admin/orders/${order.id}/price`, {
    lines: [{ id: line.id, cost: 85.5 }],
  })
  expect(response.statusCode, response.body).toBe(200)
  const priced = PricedOrderSchema.parse(response.json())
  const expectedTotal = 85.5 * Number(line.quantity)
  expect(priced.order.total).toBe(expectedTotal)

  const [seen] = OrderSchema.array().parse((await client.get('/api/orders/client')).json())
  expect(seen?.products[0]?.cost).toBe(85.5)
  expect(seen?.total).toBe(expectedTotal)
  const [pending] = TransactionSchema.array().parse(
    (await client.post('/api/payments/customer/transactions')).json(),
  )
  expect(pending).toMatchObject({
    id: priced.transactionId,
    status: 'pending',
    amount: expectedTotal,
    flowLink: priced.flowLink,
  })

  await shop.app.mailOutbox.idle()
  const mail = shop.mail.to(user.email).find((message) => /price of order/.test(message.subject))
  expect(mail?.text).toMatch(new RegExp(`${TEST_ORIGIN}/order/${order.id}\\.`))

  expect((await client.post(`/api/payments/sandbox/${priced.transactionId}/pay`)).statusCode).toBe(
    200,
  )
  const [paid] = TransactionSchema.array().parse(
    (await client.post('/api/payments/customer/transactions')).json(),
  )
  expect(paid?.status).toBe('paid')

  const again = await admin.post(`/api/admin/orders/${order.id}/price`, {
    lines: [{ id: line.id, cost: 1 }],
  })
  expect(again.statusCode).toBe(409)
  expect(again.json()).toMatchObject({ message: ORDER_PRICING_MESSAGES.alreadyPaid })

  const log = await shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.price'), eq(auditLog.entityId, order.id)))
  expect(log).toHaveLength(1)
  expect(log[0]).toMatchObject({
    adminId,
    before: { total: null },
    after: { total: expectedTotal, transactionId: priced.transactionId },
  })
})

test('until the client pays, the baker corrects her price: the old link stops working and the client is mailed the new one', async () => {
  const { agent: client, user } = await signUp(shop.app, { firstName: 'Cai' })
  const order = await requestOrder(client)
  const lineId = order.products[0]?.id ?? ''
  const quantity = Number(order.products[0]?.quantity)
  const price = (cost: number) =>
    admin.post(`/api/admin/orders/${order.id}/price`, { lines: [{ id: lineId, cost }] })
  const first = PricedOrderSchema.parse((await price(120)).json())

  const same = await price(120)
  expect(same.statusCode).toBe(400)
  expect(same.json()).toMatchObject({ message: ORDER_PRICING_MESSAGES.unchanged })

  const corrected = await price(95)
  expect(corrected.statusCode, corrected.body).toBe(200)
  const second = PricedOrderSchema.parse(corrected.json())
  expect(second.order.total).toBe(95 * quantity)
  expect(second.transactionId).not.toBe(first.transactionId)

  const transactions = TransactionSchema.array().parse(
    (await client.post('/api/payments/customer/transactions')).json(),
  )
  expect(transactions.map(({ id, status, amount }) => ({ id, status, amount }))).toEqual(
    expect.arrayContaining([
      { id: first.transactionId, status: 'cancelled', amount: 120 * quantity },
      { id: second.transactionId, status: 'pending', amount: 95 * quantity },
    ]),
  )
  const oldLink = await client.post(`/api/payments/sandbox/${first.transactionId}/pay`)
  expect(oldLink.statusCode).toBeGreaterThanOrEqual(400)
  expect(oldLink.statusCode).toBeLessThan(500)

  await shop.app.mailOutbox.idle()
  const mails = shop.mail.to(user.email).filter((message) => /price of order/.test(message.subject))
  expect(mails.map((message) => message.subject)).toEqual([
    expect.stringMatching(/is ready$/),
    expect.stringMatching(/has changed$/),
  ])
  expect(mails[1]?.text).toContain('£ 95.00')

  const log = await shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.price'), eq(auditLog.entityId, order.id)))
  expect(log.map((entry) => entry.before)).toEqual(
    expect.arrayContaining([
      { total: null, lines: [{ id: lineId, cost: null }] },
      { total: 120 * quantity, lines: [{ id: lineId, cost: 120 }] },
    ]),
  )
})

test('a price the checkout set is never changed in the back office', async () => {
  const { agent: client } = await signUp(shop.app)
  const paid = await client.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    { ...collectionOrder(sections, 'Classic Victoria Sponge'), paymentChoice: 'bankTransfer' },
    attemptHeaders(),
  )
  expect(paid.statusCode, paid.body).toBe(201)
  const [order] = OrderSchema.array().parse((await client.get('/api/orders/client')).json())
  const response = await admin.post(`/api/admin/orders/${order?.id ?? ''}/price`, {
    lines: [{ id: order?.products[0]?.id ?? '', cost: 1 }],
  })
  expect(response.statusCode).toBe(409)
  expect(response.json()).toMatchObject({ message: ORDER_PRICING_MESSAGES.alreadyPriced })
})

test('pricing refuses a bad price, a missing line and an unknown order with a clear 4xx', async () => {
  const { agent: client } = await signUp(shop.app)
  const order = await requestOrder(client)
  const lineId = order.products[0]?.id ?? ''
  const price = (id: string, body: unknown) => admin.post(`/api/admin/orders/${id}/price`, body)

  const negative = await price(order.id, { lines: [{ id: lineId, cost: -3 }] })
  expect(negative.statusCode).toBe(400)
  expect(negative.json<{ fields: Record<string, string> }>().fields['lines.0.cost']).toMatch(/more/)
  expect((await price(order.id, { lines: [{ id: lineId, cost: 1.005 }] })).statusCode).toBe(400)
  const stranger = await price(order.id, { lines: [{ id: 'not-a-line', cost: 10 }] })
  expect(stranger.statusCode).toBe(400)
  expect(stranger.json()).toMatchObject({ message: ORDER_PRICING_MESSAGES.unknownLine })
  expect(
    (await price('00000000-0000-4000-8000-000000000000', { lines: [{ id: lineId, cost: 1 }] }))
      .statusCode,
  ).toBe(404)
  const [unpriced] = OrderSchema.array().parse((await client.get('/api/orders/client')).json())
  expect(unpriced?.total).toBeNull()
})

test('the payments list shows each transaction with its state, order, client and who marked it paid', async () => {
  const { agent: client, user } = await signUp(shop.app, { firstName: 'Tom' })
  const transfer = await client.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    { ...collectionOrder(sections, 'Classic Victoria Sponge'), paymentChoice: 'bankTransfer' },
    attemptHeaders(),
  )
  const { transactionId } = transfer.json<{ transactionId: string }>()
  const list = async (query = '') =>
    AdminTransactionSchema.array().parse(
      (await admin.get(`/api/admin/transactions${query}`)).json(),
    )

  const pending = (await list('?status=pending')).find((entry) => entry.id === transactionId)
  expect(pending).toMatchObject({
    method: 'bankTransfer',
    status: 'pending',
    paidBy: null,
    clientId: user.id,
    customer: { firstName: 'Tom', email: user.email },
  })
  expect(pending?.reference).toEqual(expect.any(String))

  await admin.post(`/api/admin/transactions/${transactionId}/mark-paid`)
  expect((await list('?status=pending')).some((entry) => entry.id === transactionId)).toBe(false)
  const paid = (await list('?status=paid')).find((entry) => entry.id === transactionId)
  expect(paid).toMatchObject({ status: 'paid', paidBy: 'Baker Rose' })
  expect(paid?.paidAt).toEqual(expect.any(String))
  const newestFirst = (await list()).map((entry) => entry.createdAt)
  expect(newestFirst).toEqual([...newestFirst].sort().reverse())
  expect((await admin.get('/api/admin/transactions?status=lost')).statusCode).toBe(400)
})
