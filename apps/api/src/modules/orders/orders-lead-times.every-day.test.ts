import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orders } from '@sweet-art/db/schema'
import type { CartLine } from '@sweet-art/domain/cart'
import { addDays, formatLongDate, londonTomorrow } from '@sweet-art/domain/dates'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { leadTimeMessage, productEarliestDate } from '@sweet-art/domain/lead-times'
import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import { ProductSchema, type Product, type Section } from '@sweet-art/domain/schemas/catalog'
import { signUp, signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { GUEST, attemptHeaders, configuredLine, fetchCatalogue } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { clockOn, daysToTest } from '../../test/test-clock'

// Lead times (docs/product.md › Lead times): the baker sets them in the back office, and every
// checkout refuses a day too soon for a product of the cart, naming it on the date field. The days
// count from today, so the file runs on every test day (docs/architecture.md › Tests).

const PAY = '/api/payments/customer/transactions/clear'
const GUEST_REQUEST = '/api/orders/client/clear'
const CLIENT_REQUEST = '/api/orders/client'
const LEAD_TIME_DAYS = 10

let shop: TestApp
let baker: Agent
let guest: Agent
let client: Agent
let sectionId: string
let priced: Product
let onRequest: Product

function productInput(title: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    sectionId,
    title,
    treadTitle: '',
    description: 'Baked to order.',
    isActive: true,
    price: {
      type: 'only',
      value: 30,
      text: '',
      currency: '£',
      unit: 'cake',
      intervals: [],
      variants: [],
    },
    minimalQuantity: 1,
    leadTimeDays: LEAD_TIME_DAYS,
    capacity: { units: 1, per: 'item' },
    delivery: ['delivery', 'orderCollection'],
    filings: [],
    extraFilings: { sectionTitle: '', filings: [] },
    variants: [],
    collections: [],
    ingredients: '',
    allergens: [],
    storage: '',
    ...overrides,
  }
}

async function newProduct(input: ProductInput): Promise<Product> {
  const response = await baker.post('/api/admin/products', input)
  expect(response.statusCode, response.body).toBe(200)
  return ProductSchema.parse(response.json())
}

async function lineOf(title: string): Promise<CartLine> {
  return configuredLine(await fetchCatalogue(guest), title)
}

function collection(products: CartLine[], date: string, personal: object) {
  return {
    ...personal,
    message: '',
    delivery: { method: 'orderCollection', date, time: '11:00', secondTime: '' },
    deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
    products,
  }
}

async function orderCount(): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(orders)
  return row?.n ?? 0
}

function expectTooSoon(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>()).toEqual({
    code: 'VALIDATION',
    message,
    fields: { 'delivery.date': message },
  })
}

describe.each(daysToTest())('on $name', (day) => {
  const clock = clockOn(day)

  beforeAll(async () => {
    shop = await createTestApp({ clock })
    const admin = await signUpBaker(shop)
    baker = admin.agent
    guest = createAgent(shop.app)
    client = (await signUp(shop.app)).agent
    const cakes = (await fetchCatalogue(guest)).find(
      (section: Section) => section.title === 'Cakes',
    )
    if (!cakes) throw new Error('the seeded Cakes section is missing')
    sectionId = cakes.id
    priced = await newProduct(productInput('Ten-Day Sponge'))
    onRequest = await newProduct(
      productInput('Ten-Day Tiers', {
        price: { ...productInput('').price, type: 'request', value: null, text: 'On request' },
      }),
    )
  })
  afterAll(async () => {
    await shop.close()
  })

  test.each([
    ['a guest paying online', () => guest, PAY, () => priced, GUEST],
    ['a guest sending a request', () => guest, GUEST_REQUEST, () => onRequest, GUEST],
    ['a signed-in client paying online', () => client, PAY, () => priced, {}],
    ['a signed-in client sending a request', () => client, CLIENT_REQUEST, () => onRequest, {}],
  ])(
    '%s is refused the day before the lead time allows, naming the product, and gets the first day',
    async (_name, agentOf, path, productOf, personal) => {
      const product = productOf()
      const first = productEarliestDate(LEAD_TIME_DAYS, clock())
      const line = await lineOf(product.title)
      const before = await orderCount()

      const tooSoon = await agentOf().request(
        'POST',
        path,
        collection([line], addDays(first, -1), personal),
        attemptHeaders(),
      )
      // The shop's words: the product's name and the date as the pickers write it.
      expectTooSoon(tooSoon, `The earliest date for ${product.title} is ${formatLongDate(first)}`)
      expect(await orderCount()).toBe(before)

      const onTime = await agentOf().request(
        'POST',
        path,
        collection([line], first, personal),
        attemptHeaders(),
      )
      expect(onTime.statusCode, onTime.body).toBe(201)
      expect(await orderCount()).toBe(before + 1)
    },
  )

  test('the slowest product of a cart decides, whatever the other lines', async () => {
    const first = productEarliestDate(LEAD_TIME_DAYS, clock())
    const lines = [await lineOf('Classic Victoria Sponge'), await lineOf(priced.title)]
    const tooSoon = await guest.request(
      'POST',
      PAY,
      collection(lines, londonTomorrow(clock()), GUEST),
      attemptHeaders(),
    )
    expectTooSoon(tooSoon, leadTimeMessage(priced.title, first))
  })

  test('a lead time the baker changes through the admin product route is the one checked at once', async () => {
    const product = await newProduct(productInput('Changing Sponge', { leadTimeDays: null }))
    const line = await lineOf(product.title)
    const tomorrow = londonTomorrow(clock())
    const order = (date: string) =>
      guest.request('POST', PAY, collection([line], date, GUEST), attemptHeaders())
    expect((await order(tomorrow)).statusCode).toBe(201)

    const longer = await baker.put(
      `/api/admin/products/${product.id}`,
      productInput(product.title, { leadTimeDays: 30 }),
    )
    expect(longer.statusCode, longer.body).toBe(200)
    expect(ProductSchema.parse(longer.json()).leadTimeDays).toBe(30)
    const first = productEarliestDate(30, clock())
    expectTooSoon(await order(addDays(first, -1)), leadTimeMessage(product.title, first))
    expect((await order(first)).statusCode).toBe(201)

    const cleared = await baker.put(
      `/api/admin/products/${product.id}`,
      productInput(product.title, { leadTimeDays: null }),
    )
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect((await order(tomorrow)).statusCode).toBe(201)
  })

  test('a lead time the browser sends with a line is ignored: the catalogue’s counts', async () => {
    const first = productEarliestDate(LEAD_TIME_DAYS, clock())
    const line = { ...(await lineOf(priced.title)), leadTimeDays: 0 }
    const response = await guest.request(
      'POST',
      PAY,
      collection([line], londonTomorrow(clock()), GUEST),
      attemptHeaders(randomUUID()),
    )
    expectTooSoon(response, leadTimeMessage(priced.title, first))
  })

  test('the seeded Dessert Table needs three weeks', async () => {
    const first = productEarliestDate(21, clock())
    const response = await guest.request(
      'POST',
      GUEST_REQUEST,
      {
        ...collection([await lineOf('Dessert Table')], addDays(first, -1), GUEST),
        delivery: { method: 'delivery', date: addDays(first, -1), time: '11:00', secondTime: '' },
        deliveryPlace: { address: '1 Strand, London', postCode: '', floor: '', flat: '' },
      },
      attemptHeaders(),
    )
    expectTooSoon(response, leadTimeMessage('Dessert Table', first))
  })
})
