import { and, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orders, transactions } from '@sweet-art/db/schema'
import { fullyBookedMessage, fullyBookedReason } from '@sweet-art/domain/capacity'
import { londonToday } from '@sweet-art/domain/dates'
import type { ErrorBody } from '@sweet-art/domain/errors'
import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import {
  AvailabilitySchema,
  CAPACITY_MESSAGES,
  type DailyCapacitySettings,
} from '@sweet-art/domain/schemas/capacity'
import { ProductSchema, type Product, type Section } from '@sweet-art/domain/schemas/catalog'
import { ProductionSheetSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import { signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import {
  GUEST,
  attemptHeaders,
  configuredLine,
  fetchCatalogue,
  workingDayAfter,
} from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { clockOn, daysToTest } from '../../test/test-clock'

// The kitchen's daily capacity (docs/product.md › Daily capacity): the baker sets it, each order
// books its units in its own transaction, a full day is refused in words, a cancelled order gives
// its units back, and the calendar says which days are full. Two instances share one database, as
// several instances share PostgreSQL in production. Each test picks its days counting from
// today, so the whole file runs on every test day (docs/architecture.md › Tests).

const PAY = '/api/payments/customer/transactions/clear'
const UNLIMITED_WEEK = [null, null, null, null, null, null, null]
// Each cake takes five units of the kitchen's day.
const CAKE_UNITS = 5

let shop: TestApp
let other: TestApp
let baker: Agent
let cake: Product
let sections: Section[]

function productInput(sectionId: string): ProductInput {
  return {
    sectionId,
    title: 'Five-Unit Celebration Cake',
    treadTitle: '',
    description: 'Two tiers, baked to order.',
    isActive: true,
    price: {
      type: 'only',
      value: 40,
      text: '',
      currency: '£',
      unit: 'cake',
      intervals: [],
      variants: [],
    },
    minimalQuantity: 1,
    leadTimeDays: null,
    capacity: { units: CAKE_UNITS, per: 'item' },
    delivery: ['delivery', 'orderCollection'],
    filings: [],
    extraFilings: { sectionTitle: '', filings: [] },
    variants: [],
    collections: [],
    ingredients: '',
    allergens: [],
    storage: '',
  }
}

function placeOrder(
  instance: TestApp,
  date: string,
  quantity: number,
): Promise<LightMyRequestResponse> {
  const line = { ...configuredLine(sections, cake.title), quantity: String(quantity) }
  return createAgent(instance.app).request(
    'POST',
    PAY,
    {
      ...GUEST,
      message: '',
      paymentChoice: 'online',
      delivery: { method: 'orderCollection', date, time: '11:00', secondTime: '' },
      deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
      products: [line],
    },
    attemptHeaders(),
  )
}

async function setCapacity(settings: DailyCapacitySettings): Promise<void> {
  const saved = await baker.put('/api/admin/capacity', settings)
  expect(saved.statusCode, saved.body).toBe(200)
}

async function ordersOn(date: string): Promise<number> {
  const rows = await shop.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), eq(orders.status, 'created')))
  return rows.length
}

function expectFullyBooked(response: LightMyRequestResponse, date: string): void {
  const message = fullyBookedMessage(date)
  expect(response.statusCode, response.body).toBe(409)
  expect(response.json<ErrorBody>()).toEqual({
    code: 'CONFLICT',
    message,
    fields: { 'delivery.date': message },
  })
}

async function availability(query: string, instance: TestApp = shop) {
  const response = await instance.app.inject({
    method: 'GET',
    url: `/api/calendar/availability?${query}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return { response, answer: AvailabilitySchema.parse(response.json()) }
}

describe.each(daysToTest())('on $name', (day) => {
  const clock = clockOn(day)
  /** The Monday-to-Saturday date `count` working days after the next one: each count a test's own. */
  const dayAhead = (count: number) => workingDayAfter(count, clock())

  beforeAll(async () => {
    shop = await createTestApp({ clock })
    other = await createTestApp({ clock, database: shop.database })
    baker = (await signUpBaker(shop)).agent
    const [first] = await fetchCatalogue(baker)
    if (!first) throw new Error('the seed has no section')
    const created = await baker.post('/api/admin/products', productInput(first.id))
    expect(created.statusCode, created.body).toBe(200)
    cake = ProductSchema.parse(created.json())
    sections = await fetchCatalogue(createAgent(shop.app))
  })
  afterAll(async () => {
    await other.close()
    await shop.close()
  })

  test('every day is unlimited until the baker sets a capacity, and the product form’s units reach the storefront', async () => {
    const read = await baker.get('/api/admin/capacity')
    expect(read.json()).toEqual({ weekdays: UNLIMITED_WEEK, dates: [] })
    expect(cake.capacity).toEqual({ units: CAKE_UNITS, per: 'item' })
    const date = dayAhead(1)
    expect((await placeOrder(shop, date, 30)).statusCode).toBe(201)
  })

  test('the baker sets a figure per weekday and per date, and reads them back in date order', async () => {
    const settings = {
      weekdays: [null, 40, 40, 40, 40, 60, 20],
      dates: [
        { date: dayAhead(300), units: 0 },
        { date: dayAhead(200), units: 80 },
      ],
    }
    await setCapacity(settings)
    const read = await baker.get('/api/admin/capacity')
    expect(read.json()).toEqual({ ...settings, dates: [...settings.dates].reverse() })
    await setCapacity({ weekdays: UNLIMITED_WEEK, dates: [] })
  })

  test.each([
    ['six weekdays', { weekdays: [1, 2, 3, 4, 5, 6], dates: [] }, 'weekdays'],
    ['a negative figure', { weekdays: [-1, ...UNLIMITED_WEEK.slice(1)], dates: [] }, 'weekdays.0'],
    [
      'a date listed twice',
      {
        weekdays: UNLIMITED_WEEK,
        dates: [
          { date: '2027-06-01', units: 3 },
          { date: '2027-06-01', units: 4 },
        ],
      },
      'dates.1.date',
    ],
    [
      'a date that is not one',
      { weekdays: UNLIMITED_WEEK, dates: [{ date: '2027-02-30', units: 3 }] },
      'dates.0.date',
    ],
  ])('a capacity with %s is refused with a 400 on its field', async (_name, settings, field) => {
    const refused = await baker.put('/api/admin/capacity', settings)
    expect(refused.statusCode).toBe(400)
    expect(Object.keys(refused.json<ErrorBody>().fields ?? {})).toContain(field)
  })

  test('an order books its units; one that needs more than is left is refused on its date in words, and nothing is written', async () => {
    const date = dayAhead(10)
    await setCapacity({ weekdays: UNLIMITED_WEEK, dates: [{ date, units: 12 }] })

    expect((await placeOrder(shop, date, 2)).statusCode).toBe(201)
    expectFullyBooked(await placeOrder(shop, date, 1), date)
    expect(await ordersOn(date)).toBe(1)

    // Two units are left: enough for an order that takes none, never for a cake.
    const cart = `products=${cake.id}:1`
    const { answer } = await availability(`from=${date}&to=${date}&${cart}`)
    expect(answer.unavailable).toEqual([{ date, kind: 'full', reason: fullyBookedReason(date) }])
  })

  test('cancelling an order gives its units back, cancels its payment, and the next customer gets the day', async () => {
    const date = dayAhead(12)
    await setCapacity({ weekdays: UNLIMITED_WEEK, dates: [{ date, units: CAKE_UNITS }] })
    const placed = await placeOrder(shop, date, 1)
    expect(placed.statusCode).toBe(201)
    const { orderId } = PaymentHandOffSchema.parse(placed.json())
    expectFullyBooked(await placeOrder(shop, date, 1), date)

    const cancelled = await baker.post(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ id: orderId, status: 'cancelled' })
    const payments = await shop.database.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.orderId, orderId))
    expect(payments).toEqual([{ status: 'cancelled' }])

    expect((await placeOrder(shop, date, 1)).statusCode).toBe(201)
    const again = await baker.post(`/api/admin/orders/${orderId}/status`, { status: 'cancelled' })
    expect(again.statusCode).toBe(409)
    expect(again.json<ErrorBody>().message).toBe(
      'A complete or cancelled order cannot be cancelled.',
    )
  })

  test('the production sheet shows the day’s booked units against its capacity, without cancelled orders', async () => {
    const date = dayAhead(14)
    await setCapacity({ weekdays: UNLIMITED_WEEK, dates: [{ date, units: 50 }] })
    expect((await placeOrder(shop, date, 3)).statusCode).toBe(201)
    const sheet = ProductionSheetSchema.parse(
      (await baker.get(`/api/admin/production-sheet?date=${date}`)).json(),
    )
    expect(sheet.load).toEqual({ booked: 3 * CAKE_UNITS, capacity: 50 })

    const unlimited = dayAhead(15)
    const open = ProductionSheetSchema.parse(
      (await baker.get(`/api/admin/production-sheet?date=${unlimited}`)).json(),
    )
    expect(open.load).toEqual({ booked: 0, capacity: null })
  })

  test('customers racing on two instances for the last units get exactly the orders that fit, and clear refusals', async () => {
    const date = dayAhead(20)
    // Room for two cakes; six customers at once, three on each instance.
    await setCapacity({ weekdays: UNLIMITED_WEEK, dates: [{ date, units: 2 * CAKE_UNITS }] })
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => placeOrder(index % 2 === 0 ? shop : other, date, 1)),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409])
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expectFullyBooked(refused, date)
    expect(await ordersOn(date)).toBe(2)
  })

  test('the calendar lists closed, too-soon and full days for the cart, with reasons, and may be cached briefly', async () => {
    const date = dayAhead(25)
    await setCapacity({ weekdays: UNLIMITED_WEEK, dates: [{ date, units: 2 * CAKE_UNITS }] })
    const cart = `products=${cake.id}:2`
    const empty = await availability(`from=${date}&to=${date}&${cart}`)
    expect(empty.answer.unavailable).toEqual([])
    expect(empty.response.headers['cache-control']).toBe('public, max-age=10')

    expect((await placeOrder(shop, date, 1)).statusCode).toBe(201)
    // This instance forgets the bookings it read as soon as it books.
    const one = await availability(`from=${date}&to=${date}&products=${cake.id}:1`)
    expect(one.answer.unavailable).toEqual([])
    const two = await availability(`from=${date}&to=${date}&${cart}`)
    expect(two.answer.unavailable.map((day) => day.kind)).toEqual(['full'])

    const today = londonToday(clock())
    const { answer } = await availability(`from=${today}&to=${today}`)
    expect(answer.unavailable).toEqual([
      { date: today, kind: 'tooSoon', reason: 'The earliest delivery date is tomorrow' },
    ])
  })

  test.each([
    ['a range of 63 days', 'from=2027-01-01&to=2027-03-04', CAPACITY_MESSAGES.rangeTooLong],
    ['a range backwards', 'from=2027-01-02&to=2027-01-01', CAPACITY_MESSAGES.rangeBackwards],
    [
      'a cart without quantities',
      'from=2027-01-01&to=2027-01-02&products=abc',
      CAPACITY_MESSAGES.productsFormat,
    ],
    ['no dates', '', 'Use YYYY-MM-DD'],
  ])('the calendar refuses %s with a 400 that says why', async (_name, query, message) => {
    const refused = await shop.app.inject({
      method: 'GET',
      url: `/api/calendar/availability?${query}`,
    })
    expect(refused.statusCode).toBe(400)
    const { fields = {}, message: summary } = refused.json<ErrorBody>()
    expect([summary, ...Object.values(fields)]).toContain(message)
  })
})
