import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { orders, transactions } from '@sweet-art/db/schema'
import type { CartLine } from '@sweet-art/domain/cart'
import { calculateDeliveryPrice } from '@sweet-art/domain/delivery'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { ORDER_QUOTE_MESSAGES } from '@sweet-art/domain/order-quote'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { formatOrderNumber } from '@sweet-art/domain/orders'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema, SandboxPaymentSchema } from '@sweet-art/domain/schemas/payments'
import { addDays, latestDeliveryDate, weekdayOf } from '@sweet-art/domain/dates'
import { isInYearlyInterval } from '@sweet-art/domain/congestion'
import { DELIVERY_SCHEDULE_MESSAGES } from '@sweet-art/domain/slots'
import { signUp } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import {
  GUEST,
  attemptHeaders,
  configuredLine,
  fetchCatalogue,
  nextWorkingDay,
} from '../../test/checkout'
import { placeIdOf, suggestionOf } from '../../test/places'
import { createTestApp, type TestApp } from '../../test/test-app'
import { suiteNow } from '../../test/test-clock'

let shop: TestApp
let guest: Agent
let sections: Section[]
const DATE = nextWorkingDay()
// The charge's windows are 07:00–18:00 on weekdays and 12:00–18:00 at weekends: a delivery from
// 12:00 to 13:00 is charged whatever the day, except in its yearly holiday, which the day skips
// (docs/product.md › Congestion charge).
const CHARGED_TIMES = { time: '12:00', secondTime: '13:00' }
let chargedDate = DATE
while (
  isInYearlyInterval(chargedDate, DEFAULT_APP_DELIVERY.congestionDaysInterval) ||
  weekdayOf(chargedDate) === 0
) {
  chargedDate = addDays(chargedDate, 1)
}
const CHARGED_DATE = chargedDate

beforeAll(async () => {
  shop = await createTestApp()
  guest = createAgent(shop.app)
  sections = await fetchCatalogue(guest)
})
afterAll(async () => {
  await shop.close()
})

function collectionBody(products: CartLine[], overrides: Record<string, unknown> = {}) {
  return {
    ...GUEST,
    message: 'Happy birthday, Tom!',
    delivery: { method: 'orderCollection', date: DATE, time: '11:00', secondTime: '11:30' },
    deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
    products,
    ...overrides,
  }
}

function send(agent: Agent, path: string, body: unknown, key: string = randomUUID()) {
  return agent.request('POST', path, body, attemptHeaders(key))
}

/** Saves 10 Downing Street into the signed-in client's address book; the saved address's id. */
async function saveDowningStreet(agent: Agent): Promise<string> {
  const placeId = await placeIdOf(agent, '10 Downing Street')
  const saved = await agent.post('/api/clients/address', {
    address: '10 Downing Street, London SW1A 2AA, UK',
    postCode: 'SW1A 2AA',
    floor: '',
    flat: '',
    placeId,
  })
  return saved.json<{ address: { id: string } }>().address.id
}

test('a guest pays for a cake delivered into the congestion zone, charged what the server computes', async () => {
  const cake = { ...configuredLine(sections, 'Chocolate Truffle Cake'), cost: 0.01, sale: '90' }
  const placeId = await placeIdOf(guest, '10 Downing Street')
  const response = await send(guest, '/api/payments/customer/transactions/clear', {
    ...collectionBody([cake]),
    delivery: { method: 'delivery', date: CHARGED_DATE, ...CHARGED_TIMES, cost: 0 },
    deliveryPlace: {
      address: '10 Downing Street, London SW1A 2AA, UK',
      postCode: 'E1 1AA',
      floor: '',
      flat: '',
      placeId,
      isCongestionZone: false,
      deliveryDistance: { origin: 'x', distance: 0 },
    },
  })
  expect(response.statusCode).toBe(201)
  const handOff = PaymentHandOffSchema.parse(response.json())
  expect(handOff.flowLink).toBe(`/payment/${handOff.transactionId}`)

  const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, handOff.orderId))
  if (!order?.distanceMiles) throw new Error('the order has no distance')
  const smallestCake = sections
    .flatMap((section) => section.products)
    .find((product) => product.title === 'Chocolate Truffle Cake')?.price.variants[0]?.cost
  const delivery = calculateDeliveryPrice(order.distanceMiles, DEFAULT_APP_DELIVERY.distanceRatio)
  expect(order).toMatchObject({
    postCode: 'SW1A 2AA',
    isCongestionZone: true,
    deliveryPence: delivery,
    congestionPence: 1500,
    totalPence: Math.round((smallestCake ?? 0) * 100) + delivery + 1500,
    firstName: 'Amelia',
  })

  const payment = SandboxPaymentSchema.parse(
    (await guest.get(`/api/payments/sandbox/${handOff.transactionId}`)).json(),
  )
  expect(payment).toMatchObject({ status: 'pending', amount: (order.totalPence ?? 0) / 100 })
  expect(payment.products[0]?.cost).toBe(smallestCake)
})

test('a delivery is charged, stored and shown for the chosen place, not for the text sent with its id', async () => {
  const cake = configuredLine(sections, 'Chocolate Truffle Cake')
  const barking = await suggestionOf(guest, 'Abbey Road Barking')
  const response = await send(guest, '/api/payments/customer/transactions/clear', {
    ...collectionBody([cake]),
    delivery: { method: 'delivery', date: DATE, time: '11:00', secondTime: '12:00' },
    deliveryPlace: {
      address: '10 Downing Street, London SW1A 2AA, UK',
      postCode: 'SW1A 2AA',
      floor: '2',
      flat: '5',
      placeId: barking.place_id,
    },
  })
  expect(response.statusCode).toBe(201)
  const { orderId } = PaymentHandOffSchema.parse(response.json())
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId))
  expect(order).toMatchObject({
    address: barking.description,
    postCode: 'IG11 7BT',
    floor: '2',
    flat: '5',
    isCongestionZone: false,
    congestionPence: 0,
  })
  expect(order?.distanceMiles).toBeLessThan(2)
})

test('paying in the sandbox marks the transaction paid once and sends the browser to /cart/isPaid naming the payment, whose receipt gives the order and amount', async () => {
  const response = await send(
    guest,
    '/api/payments/customer/transactions/clear',
    collectionBody([configuredLine(sections, 'Classic Victoria Sponge')]),
  )
  const handOff = PaymentHandOffSchema.parse(response.json())
  const { transactionId } = handOff

  const paid = await guest.post(`/api/payments/sandbox/${transactionId}/pay`)
  expect(paid.statusCode).toBe(200)
  expect(paid.json()).toEqual({ returnUrl: `/cart/isPaid?payment=${transactionId}` })
  const receipt = await guest.get(`/api/payments/receipts/${transactionId}`)
  expect(receipt.json()).toMatchObject({ orderId: handOff.orderId, status: 'paid' })
  expect(receipt.json<{ amount: number }>().amount).toBeGreaterThan(0)
  expect((await guest.get('/api/payments/receipts/not-an-id')).statusCode).toBe(404)
  const [row] = await shop.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.id, transactionId))
  expect(row?.status).toBe('paid')
  expect(row?.paidAt).toBeInstanceOf(Date)

  const again = await guest.post(`/api/payments/sandbox/${transactionId}/cancel`)
  expect(again.statusCode).toBe(409)
  expect((await guest.post(`/api/payments/sandbox/${randomUUID()}/pay`)).statusCode).toBe(404)
  expect((await guest.get('/api/payments/sandbox/not-an-id')).statusCode).toBe(404)
})

test('a guest sends a price-on-request order for collection and gets the order back without a total', async () => {
  const response = await send(
    guest,
    '/api/orders/client/clear',
    collectionBody([configuredLine(sections, 'Bespoke Celebration Cake')]),
  )
  expect(response.statusCode).toBe(201)
  const order = OrderSchema.parse(response.json())
  expect(order).toMatchObject({
    status: 'created',
    total: null,
    message: 'Happy birthday, Tom!',
    delivery: { method: 'orderCollection', date: DATE, cost: 0, congestion: 0 },
  })
  expect(order.products[0]).toMatchObject({ name: 'Bespoke Celebration Cake', cost: null })
})

test('a signed-in client orders to a saved address without sending personal details', async () => {
  const { agent: client } = await signUp(shop.app)
  const addressId = await saveDowningStreet(client)
  const response = await send(client, '/api/orders/client', {
    message: '',
    delivery: { method: 'delivery', date: DATE, time: '19:00', secondTime: '' },
    deliveryPlace: { address: 'ignored', postCode: '', floor: '', flat: '', addressId },
    products: [configuredLine(sections, 'Unicorn & Character Cakes')],
  })
  expect(response.statusCode).toBe(201)
  const order = OrderSchema.parse(response.json())
  expect(order.deliveryPlace).toMatchObject({
    address: '10 Downing Street, London SW1A 2AA, UK',
    postCode: 'SW1A 2AA',
  })
  // 19:00 lies outside the congestion window, and the delivery price comes from the saved distance.
  expect(order.delivery.congestion).toBe(0)
  expect(order.delivery.cost).toBeGreaterThan(0)
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id))
  expect(row).toMatchObject({ firstName: 'Dora', lastName: 'Baker', phone: '07700 900123' })

  const listed = await client.get('/api/orders/client')
  expect(listed.json<{ id: string }[]>().map((entry) => entry.id)).toEqual([order.id])
  expect((await guest.get('/api/orders/client')).statusCode).toBe(401)
})

test('nobody orders to an address that is not their own', async () => {
  const { agent: owner } = await signUp(shop.app)
  const addressId = await saveDowningStreet(owner)
  const body = {
    ...collectionBody([configuredLine(sections, 'Bespoke Celebration Cake')]),
    delivery: { method: 'delivery', date: DATE, time: '19:00', secondTime: '' },
    deliveryPlace: { address: 'x', postCode: '', floor: '', flat: '', addressId },
  }
  const { agent: other } = await signUp(shop.app)
  const stolen = await send(other, '/api/orders/client', body)
  expect(stolen.statusCode).toBe(404)
  expect((await send(guest, '/api/orders/client/clear', body)).statusCode).toBe(403)
})

test.each([
  {
    name: 'a quantity under the minimum',
    change: () => ({
      products: [{ ...configuredLine(sections, 'Classic Cake Pops'), quantity: '3' }],
    }),
    status: 409,
    message: 'The minimum order quantity of Classic Cake Pops is 12',
  },
  {
    name: 'a product that does not exist',
    change: () => ({
      products: [
        { ...configuredLine(sections, 'Classic Victoria Sponge'), productId: randomUUID() },
      ],
    }),
    status: 409,
    message: ORDER_QUOTE_MESSAGES.productGone('Classic Victoria Sponge'),
  },
  {
    name: 'an option the product does not have',
    change: () => {
      const line = configuredLine(sections, 'Chocolate Truffle Cake')
      return {
        products: [
          {
            ...line,
            options: line.options.map((option) =>
              option.title === 'priceVariant' ? { ...option, value: '20 inch' } : option,
            ),
          },
        ],
      }
    },
    status: 409,
    message:
      'Chocolate Truffle Cake: the option 20 inch is no longer available, please choose again',
  },
  {
    name: 'a method some product does not allow',
    change: () => ({
      delivery: { method: 'royalMail', date: DATE, time: '11:00', secondTime: '' },
      deliveryPlace: { address: '1 Strand', postCode: 'WC2N 5HR', floor: '', flat: '' },
    }),
    status: 400,
    message: ORDER_QUOTE_MESSAGES.methodNotOffered,
  },
  {
    name: 'a date in the past',
    change: () => ({
      delivery: { method: 'orderCollection', date: '2020-01-06', time: '11:00', secondTime: '' },
    }),
    status: 400,
    message: DELIVERY_SCHEDULE_MESSAGES.tooEarly,
  },
  {
    name: 'a date past the calendar’s year',
    change: () => ({
      delivery: { method: 'orderCollection', date: '9999-12-31', time: '11:00', secondTime: '' },
    }),
    status: 400,
    message: DELIVERY_SCHEDULE_MESSAGES.tooLate,
  },
  {
    name: 'the day after the calendar’s last',
    change: () => ({
      delivery: {
        method: 'orderCollection',
        date: addDays(latestDeliveryDate(suiteNow()), 1),
        time: '11:00',
        secondTime: '',
      },
    }),
    status: 400,
    message: DELIVERY_SCHEDULE_MESSAGES.tooLate,
  },
  {
    name: 'a place id the maps provider does not know',
    change: () => ({
      products: [configuredLine(sections, 'Chocolate Truffle Cake')],
      delivery: { method: 'delivery', date: DATE, time: '11:00', secondTime: '' },
      deliveryPlace: {
        address: '1 Strand',
        postCode: 'WC2N 5HR',
        floor: '',
        flat: '',
        placeId: 'gz_00000000000000000000',
      },
    }),
    status: 400,
    message: 'We could not find this address. Please choose it from the suggestions.',
  },
  {
    name: 'a slot outside the day’s windows',
    change: () => ({
      delivery: { method: 'orderCollection', date: DATE, time: '15:00', secondTime: '' },
    }),
    status: 400,
    message: DELIVERY_SCHEDULE_MESSAGES.timeNotOffered,
  },
  {
    name: 'a delivery typed by hand, whose distance nobody knows',
    change: () => ({
      products: [configuredLine(sections, 'Chocolate Truffle Cake')],
      delivery: { method: 'delivery', date: DATE, time: '11:00', secondTime: '' },
      deliveryPlace: { address: '1 Strand', postCode: 'WC2N 5HR', floor: '', flat: '' },
    }),
    status: 400,
    message: ORDER_QUOTE_MESSAGES.distanceUnknown,
  },
  {
    name: 'a priced cart sent as a request, to skip paying',
    path: '/api/orders/client/clear',
    change: () => ({}),
    status: 409,
    message:
      'Every product in your cart has a price, so this order is paid online. Please press Pay.',
  },
])('the server refuses $name, and writes nothing', async ({ change, status, message, path }) => {
  const [before] = await shop.database.db.select({ n: count() }).from(orders)
  const body = collectionBody([configuredLine(sections, 'Classic Victoria Sponge')], change())
  const response = await send(guest, path ?? '/api/payments/customer/transactions/clear', body)
  expect(response.statusCode).toBe(status)
  expect(response.json<ErrorBody>().message).toBe(message)
  const [after] = await shop.database.db.select({ n: count() }).from(orders)
  expect(after?.n).toBe(before?.n)
})

test('a price-on-request cart cannot be sent to payment', async () => {
  const response = await send(
    guest,
    '/api/payments/customer/transactions/clear',
    collectionBody([configuredLine(sections, 'Bespoke Celebration Cake')]),
  )
  expect(response.statusCode).toBe(409)
})

test('a guest must give valid personal details, and a checkout needs its idempotency key', async () => {
  const body = collectionBody([configuredLine(sections, 'Classic Victoria Sponge')])
  const invalid = await send(guest, '/api/payments/customer/transactions/clear', {
    ...body,
    email: 'nope',
    firstName: '',
  })
  expect(invalid.statusCode).toBe(400)
  expect(invalid.json<ErrorBody>().fields).toMatchObject({
    email: 'Enter email',
    firstName: 'The field is required',
  })
  const keyless = await guest.post('/api/payments/customer/transactions/clear', body)
  expect(keyless.statusCode).toBe(400)
  expect(keyless.json<ErrorBody>().message).toContain('Idempotency-Key')
})

test('twenty concurrent submissions with one idempotency key create one order and answer alike', async () => {
  const key = randomUUID()
  const body = collectionBody([configuredLine(sections, 'Classic Victoria Sponge')])
  const responses = await Promise.all(
    Array.from({ length: 20 }, () =>
      send(guest, '/api/payments/customer/transactions/clear', body, key),
    ),
  )
  expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201))
  const orderIds = new Set(
    responses.map((response) => response.json<{ orderId: string }>().orderId),
  )
  expect(orderIds.size).toBe(1)
  const [orderId] = [...orderIds]
  const [written] = await shop.database.db
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.orderId, orderId ?? ''))
  expect(written?.n).toBe(1)

  const reused = await send(
    guest,
    '/api/payments/customer/transactions/clear',
    { ...body, message: 'another order' },
    key,
  )
  expect(reused.statusCode).toBe(409)
})

test('the customer hears that the order arrived and that it is paid, and the bakery gets the production detail', async () => {
  const email = `mail.${randomUUID()}@example.com`
  const response = await send(guest, '/api/payments/customer/transactions/clear', {
    ...collectionBody([configuredLine(sections, 'Classic Victoria Sponge')]),
    email,
    message: 'Please write <b>Happy 60th</b>',
  })
  const { orderId, transactionId } = PaymentHandOffSchema.parse(response.json())
  await guest.post(`/api/payments/sandbox/${transactionId}/pay`)
  await shop.app.mailOutbox.idle()

  const reference = `№ ${orderId.slice(-6).toUpperCase()}`
  // Both are owed before the sender runs, and go out together, in either order.
  const toCustomer = shop.mail.to(email)
  expect(toCustomer.map((message) => message.subject).sort()).toEqual(
    [
      `Sweet Art: order ${reference} received`,
      `Sweet Art: payment received for order ${reference}`,
    ].sort(),
  )
  const received = toCustomer.find((message) => message.subject.endsWith('received'))
  expect(received?.text).toContain('Classic Victoria Sponge')
  expect(received?.text).toContain('Order collection')

  const notice = shop.mail
    .to('hello@sweetart.london')
    .find((message) => message.subject.startsWith(`New order ${reference}`))
  expect(notice?.text).toContain('Amelia Hart')
  expect(notice?.text).toContain('Please write <b>Happy 60th</b>')
  // A customer's text never becomes markup in the bakery's mail program.
  expect(notice?.html).toContain('Please write &lt;b&gt;Happy 60th&lt;/b&gt;')
})

test('a customer who pays by bank transfer gets the account, a unique reference and the amount, also by e-mail', async () => {
  const email = `bank.${randomUUID()}@example.com`
  const body = {
    ...collectionBody([configuredLine(sections, 'Classic Victoria Sponge')]),
    email,
    paymentChoice: 'bankTransfer',
  }
  const first = PaymentHandOffSchema.parse(
    (await send(guest, '/api/payments/customer/transactions/clear', body)).json(),
  )
  const second = PaymentHandOffSchema.parse(
    (await send(guest, '/api/payments/customer/transactions/clear', body)).json(),
  )
  expect(first.flowLink).toBeNull()
  expect(first.bankTransfer).toMatchObject({
    accountName: 'Sweet Art Bakery Ltd',
    sortCode: '04-00-75',
    accountNumber: '10293847',
    amount: 60,
  })
  // The order number, between the shop's letters and four of its own (docs/product.md › Payments).
  expect(first.bankTransfer?.reference).toMatch(
    new RegExp(`^SA-${first.orderId.slice(-6).toUpperCase()}-[A-Z2-9]{4}$`),
  )
  expect(second.bankTransfer?.reference).not.toBe(first.bankTransfer?.reference)

  const [row] = await shop.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.id, first.transactionId))
  expect(row).toMatchObject({
    method: 'bankTransfer',
    status: 'pending',
    flowLink: null,
    reference: first.bankTransfer?.reference,
  })
  await shop.app.mailOutbox.idle()
  // The two orders' e-mails may go in either order: the first order's is the one naming it.
  const mail = shop.mail
    .to(email)
    .find((sent) => sent.subject.includes(formatOrderNumber(first.orderId)))
  expect(mail?.text).toContain(`Payment reference: ${first.bankTransfer?.reference ?? ''}`)
  expect(mail?.text).toContain('Sort code: 04-00-75')
})

test('orders placed at the same moment each owe their own two e-mails, about their own order', async () => {
  const emails = Array.from({ length: 5 }, () => `together.${randomUUID()}@example.com`)
  // Sent together, they are written in one transaction, their e-mails in one statement.
  const answers = await Promise.all(
    emails.map((email) =>
      send(guest, '/api/orders/client/clear', {
        ...collectionBody([configuredLine(sections, 'Bespoke Celebration Cake')]),
        email,
      }),
    ),
  )
  const orderIds = answers.map((answer) => OrderSchema.parse(answer.json()).id)
  await shop.app.mailOutbox.idle()

  for (const [index, email] of emails.entries()) {
    const reference = `№ ${(orderIds[index] ?? '').slice(-6).toUpperCase()}`
    expect(shop.mail.to(email).map((message) => message.subject)).toEqual([
      `Sweet Art: order ${reference} received`,
    ])
    const notices = shop.mail
      .to('hello@sweetart.london')
      .filter((message) => message.subject.startsWith(`New order ${reference} for`))
    expect(notices).toHaveLength(1)
  }
})
