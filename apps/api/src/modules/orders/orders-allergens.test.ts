import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { orderLines, transactions } from '@sweet-art/db/schema'
import type { Allergen } from '@sweet-art/domain/allergens'
import type { CartLine } from '@sweet-art/domain/cart'
import { productAsInput } from '@sweet-art/domain/catalogue-editing'
import { orderNumber } from '@sweet-art/domain/orders'
import { buildCartLine, createProductChoice, selectOption } from '@sweet-art/domain/product-config'
import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import type { Product, Section } from '@sweet-art/domain/schemas/catalog'
import { AdminOrderSchema, ProductionSheetSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import { signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { GUEST, attemptHeaders, fetchCatalogue, nextWorkingDay } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

// Allergens (docs/product.md › Allergens): the catalogue declares them, the shop works out each
// order line's from its own catalogue when the order is placed, and keeps them with the line.

let shop: TestApp
let baker: Agent
let visitor: Agent

beforeAll(async () => {
  shop = await createTestApp()
  baker = (await signUpBaker(shop)).agent
  visitor = createAgent(shop.app)
})
afterAll(async () => {
  await shop.close()
})

async function productTitled(title: string): Promise<{ product: Product; section: Section }> {
  for (const section of await fetchCatalogue(visitor)) {
    const product = section.products.find((candidate) => candidate.title === title)
    if (product) return { product, section }
  }
  throw new Error(`no product titled ${title}`)
}

/** A cart line for Filled Cupcakes with the given centre, as the product page builds it. */
async function cupcakeLine(centre: string): Promise<CartLine> {
  const { product, section } = await productTitled('Filled Cupcakes')
  const choice = selectOption(createProductChoice(product), 'filings', centre)
  return buildCartLine(product, choice, randomUUID(), section.title)
}

/** A guest orders the lines for collection, paying by bank transfer; the order's id. */
async function guestOrders(products: object[], email = `guest.${randomUUID()}@example.com`) {
  const response = await createAgent(shop.app).request(
    'POST',
    '/api/payments/customer/transactions/clear',
    {
      ...GUEST,
      email,
      message: '',
      paymentChoice: 'bankTransfer',
      delivery: {
        method: 'orderCollection',
        date: nextWorkingDay(),
        time: '11:00',
        secondTime: '',
      },
      deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
      products,
    },
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
  await shop.app.mailOutbox.idle()
  return { ...PaymentHandOffSchema.parse(response.json()), email }
}

async function storedAllergens(orderId: string): Promise<Allergen[][]> {
  const rows = await shop.database.db
    .select({ allergens: orderLines.allergens })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position)
  return rows.map((row) => row.allergens)
}

async function boardOrder(orderId: string) {
  const response = await baker.get(`/api/admin/orders?q=${orderNumber(orderId)}`)
  const found = AdminOrderSchema.array()
    .parse(response.json())
    .find((order) => order.id === orderId)
  if (!found) throw new Error(`order ${orderId} is not on the board`)
  return found
}

/** The product as the back office would save it again, with `change` applied. */
function asInput(product: Product, change: Partial<ProductInput>): ProductInput {
  return { ...productAsInput(product), ...change }
}

const HAZELNUT: Allergen[] = ['gluten', 'eggs', 'soya', 'milk', 'treeNuts']

test('the public catalogue gives the allergens of each product and of its fillings, options and flavours', async () => {
  const cupcakes = (await productTitled('Filled Cupcakes')).product
  expect(cupcakes.allergens).toEqual(['gluten', 'eggs', 'milk'])
  expect(cupcakes.filings.find((f) => f.title === 'Chocolate hazelnut centre')?.allergens).toEqual(
    HAZELNUT,
  )
  const drip = (await productTitled('Salted Caramel Drip Cake')).product
  expect(drip.variants.map((variant) => [variant.title, variant.allergens])).toEqual([
    ['Macarons & meringue kisses', ['eggs', 'treeNuts']],
    ['Fresh flowers', []],
    ['Gold leaf & chocolate truffles', ['soya', 'milk']],
  ])
  const box = (await productTitled('Signature Cupcake Box')).product
  expect(box.collections.find((flavour) => flavour.title === 'Biscoff')?.allergens).toEqual([
    'gluten',
    'eggs',
    'soya',
    'milk',
  ])
  // A table of treats is quoted with its own list: nothing is declared for it here.
  expect((await productTitled('Dessert Table')).product.allergens).toEqual([])
})

test('each order line keeps the allergens the shop works out from its catalogue, whatever the browser sends', async () => {
  const hazelnut = await cupcakeLine('Chocolate hazelnut centre')
  const raspberry = await cupcakeLine('Raspberry centre')
  const { orderId } = await guestOrders([
    // A tampered browser claims a nut-free line: the claim is not part of a cart line, and ignored.
    { ...hazelnut, allergens: [] },
    { ...raspberry, allergens: ['celery'] },
  ])
  expect(await storedAllergens(orderId)).toEqual([HAZELNUT, ['gluten', 'eggs', 'milk']])
  expect((await boardOrder(orderId)).products.map((line) => line.allergens)).toEqual([
    HAZELNUT,
    ['gluten', 'eggs', 'milk'],
  ])
})

test('a later change of recipe shows in the shop and in new orders, but never rewrites an order already placed', async () => {
  const { orderId: before } = await guestOrders([await cupcakeLine('Lemon curd centre')])
  const { product } = await productTitled('Filled Cupcakes')
  const saved = await baker.put(
    `/api/admin/products/${product.id}`,
    asInput(product, {
      filings: asInput(product, {}).filings.map((filling) =>
        filling.title === 'Lemon curd centre'
          ? { ...filling, allergens: [...filling.allergens, 'sulphites'] }
          : filling,
      ),
    }),
  )
  expect(saved.statusCode, saved.body).toBe(200)

  const { orderId: after } = await guestOrders([await cupcakeLine('Lemon curd centre')])
  expect(await storedAllergens(after)).toEqual([['gluten', 'eggs', 'milk', 'sulphites']])
  expect(await storedAllergens(before)).toEqual([['gluten', 'eggs', 'milk']])
  expect((await boardOrder(before)).products[0]?.allergens).toEqual(['gluten', 'eggs', 'milk'])
})

test('the order e-mail lists what each line contains, in the plain text and the HTML a customer reads', async () => {
  const { orderId, email } = await guestOrders([await cupcakeLine('Chocolate hazelnut centre')])
  const mail = shop.mail.to(email).find((message) => message.subject.includes(orderNumber(orderId)))
  if (!mail) throw new Error('no order mail')
  expect(mail.text).toMatch(
    // Under the line, after the options chosen, each set in by two spaces.
    /Filled Cupcakes × 1: £ [\d.]+\n(?: {2}.+\n)* {2}Contains: Cereals containing gluten, Eggs, Soya, Milk, Tree nuts\n/,
  )
  expect(mail.html).toMatch(
    />Contains<\/td><td[^>]*>Cereals containing gluten, Eggs, Soya, Milk, Tree nuts<\/td>/,
  )
})

test('the production sheet shows each bake’s allergens, for confirmed and unconfirmed orders alike', async () => {
  const paid = await guestOrders([await cupcakeLine('Chocolate hazelnut centre')])
  const waiting = await guestOrders([await cupcakeLine('Salted caramel centre')])
  await shop.database.db
    .update(transactions)
    .set({ status: 'paid' })
    .where(eq(transactions.id, paid.transactionId))

  const sheet = ProductionSheetSchema.parse(
    (await baker.get(`/api/admin/production-sheet?date=${nextWorkingDay()}`)).json(),
  )
  expect(
    sheet.rows.find((row) => row.options.includes('Chocolate hazelnut centre'))?.allergens,
  ).toEqual(HAZELNUT)
  const unconfirmed = sheet.unconfirmed.find(
    (order) => order.orderNumber === orderNumber(waiting.orderId),
  )
  expect(unconfirmed?.products[0]?.allergens).toEqual(['gluten', 'eggs', 'milk'])
})
