import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SEED_CATALOGUE } from '@sweet-art/db/seed/catalogue'
import { OPTION_TITLES, type CartLine, type OptionTitle } from '@sweet-art/domain/cart'
import { DELIVERY_METHODS, PRICE_TYPES } from '@sweet-art/domain/catalog'
import { MAX_LINE_QUANTITY } from '@sweet-art/domain/constants'
import { addDays, londonTomorrow, weekdayOf } from '@sweet-art/domain/dates'
import { calculateDeliveryCharges, isAddressRequired } from '@sweet-art/domain/delivery'
import {
  asPence,
  formatPounds,
  sumPence,
  toPence,
  toPounds,
  type Pence,
} from '@sweet-art/domain/money'
import { calculateProductTotal } from '@sweet-art/domain/pricing'
import {
  buildCartLine,
  createProductChoice,
  offeredOptionGroups,
  selectOption,
  selectPriceVariant,
} from '@sweet-art/domain/product-config'
import { AppOptionsSchema, type AppOptions } from '@sweet-art/domain/schemas/app-options'
import type { DeliveryMethod, Product, Section } from '@sweet-art/domain/schemas/catalog'
import { PlaceDetailsSchema, PlaceDistanceSchema } from '@sweet-art/domain/schemas/maps'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema, SandboxPaymentSchema } from '@sweet-art/domain/schemas/payments'
import { signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { GUEST, attemptHeaders, fetchCatalogue } from '../../test/checkout'
import { placeIdOf } from '../../test/places'
import { createTestApp, type TestApp } from '../../test/test-app'

// Every product of the catalogue can be bought (docs/product.md › Product prices): a line the
// product page gives a total reaches a payable transaction of that total plus the delivery
// charges the checkout shows; a line it gives none becomes a request without an amount.

const PAY = '/api/payments/customer/transactions/clear'
const REQUEST = '/api/orders/client/clear'
// A Monday morning in London: the clock is the test's, so the chosen day never depends on today.
const NOW = new Date('2030-03-04T09:00:00Z')
// Inside the weekday's charging hours, so a delivery into the zone adds the congestion charge.
const TIMES = { time: '11:00', secondTime: '11:30' }

let shop: TestApp
let guest: Agent
let baker: Agent
let sections: Section[]
let options: AppOptions
/** Where addressed orders go, as the checkout page knows it after the customer picks it. */
let place: { placeId: string; address: string; postCode: string; distanceMiles: number }
/** A working day every product can be delivered on, lead times included. */
let date: string

beforeAll(async () => {
  shop = await createTestApp({ clock: () => NOW })
  guest = createAgent(shop.app)
  baker = (await signUpBaker(shop)).agent
  await offerEverySeededProduct()
  sections = await fetchCatalogue(guest)
  options = AppOptionsSchema.parse((await guest.post('/api/app-options', {})).json())
  const placeId = await placeIdOf(guest, '10 Downing Street')
  const details = PlaceDetailsSchema.parse((await guest.get(`/api/maps/place/${placeId}`)).json())
  const distance = PlaceDistanceSchema.parse(
    (await guest.get(`/api/maps/distance?placeId=${placeId}`)).json(),
  )
  place = { placeId, ...details, distanceMiles: distance.distance }
  const notice = Math.max(0, ...allProducts().map((product) => product.leadTimeDays ?? 0))
  date = addDays(londonTomorrow(NOW), notice)
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1)
})
afterAll(async () => {
  await shop.close()
})

/** Switches on the seeded sections and products the shop starts without, as the baker would. */
async function offerEverySeededProduct() {
  const catalogue = (await baker.get('/api/admin/catalogue')).json<Section[]>()
  for (const section of catalogue) {
    if (!section.isActive) await switchOn(`/api/admin/sections/${section.id}/active`)
    for (const product of section.products)
      if (!product.isActive) await switchOn(`/api/admin/products/${product.id}/active`)
  }
}

async function switchOn(path: string) {
  const response = await baker.patch(path, { isActive: true })
  expect(response.statusCode, response.body).toBe(200)
}

function allProducts(): Product[] {
  return sections.flatMap((section) => section.products)
}

/** One way of buying a product: the choices on its page and the delivery method at checkout. */
interface Purchase {
  product: Product
  line: CartLine
  method: DeliveryMethod
  /** The product page's total for this choice, or null when it shows none. */
  productTotal: Pence | null
}

/** The quantities tried: each interval row's first and last, else the minimum and one more. */
function quantitiesOf(product: Product): number[] {
  const { minimalQuantity, price } = product
  const wanted =
    price.type === 'interval'
      ? price.intervals.flatMap((row) => [row.from, row.to])
      : [minimalQuantity, minimalQuantity + 1]
  const kept = wanted.map((quantity) =>
    Math.min(MAX_LINE_QUANTITY, Math.max(minimalQuantity, quantity)),
  )
  return [...new Set(kept)]
}

function optionValuesOf(product: Product, group: Exclude<OptionTitle, 'priceVariant'>): string[] {
  if (group === 'filings') return product.filings.map((filling) => filling.title)
  if (group === 'extraFilings') return product.extraFilings.filings.map((filling) => filling.title)
  return product.variants.map((variant) => variant.title)
}

/**
 * The purchases of one product, as its page builds them: enough that every delivery method it
 * allows, every price variant and every quantity tried is bought once, each with a value of every
 * option group the product offers.
 */
function purchasesOf(section: Section, product: Product): Purchase[] {
  const quantities = quantitiesOf(product)
  const variants = product.price.type === 'variants' ? product.price.variants : []
  const count = Math.max(product.delivery.length, quantities.length, variants.length)
  return Array.from({ length: count }, (_, index) => {
    const pick = <T>(list: readonly T[]): T | undefined => list[index % list.length]
    let choice = createProductChoice(product)
    for (const group of offeredOptionGroups(product)) {
      if (group === 'priceVariant') {
        const variant = pick(variants)
        if (variant) choice = selectPriceVariant(choice, variant)
      } else {
        const value = pick(optionValuesOf(product, group))
        if (value) choice = selectOption(choice, group, value)
      }
    }
    const quantity = pick(quantities) ?? product.minimalQuantity
    const variant = product.price.type === 'variants' ? pick(variants) : undefined
    return {
      product,
      line: buildCartLine(product, { ...choice, quantity }, randomUUID(), section.title),
      method: pick(product.delivery) ?? 'orderCollection',
      productTotal: calculateProductTotal(
        product.price,
        quantity,
        variant ? toPence(variant.cost) : null,
      ),
    }
  })
}

function checkoutBody(purchase: Purchase, email: string) {
  const addressed = isAddressRequired(purchase.method)
  return {
    ...GUEST,
    email,
    message: '',
    delivery: { method: purchase.method, date, ...TIMES },
    deliveryPlace: addressed
      ? {
          address: place.address,
          postCode: place.postCode,
          floor: '',
          flat: '',
          placeId: place.placeId,
        }
      : { address: '', postCode: '', floor: '', flat: '' },
    products: [purchase.line],
  }
}

/** The delivery price and congestion charge the checkout page shows for a purchase. */
function chargesOf(purchase: Purchase): Pence {
  const addressed = isAddressRequired(purchase.method)
  const charges = calculateDeliveryCharges({
    method: purchase.method,
    address: addressed ? place.address : '',
    postCode: addressed ? place.postCode : '',
    date,
    ...TIMES,
    distanceMiles: addressed ? place.distanceMiles : null,
    appDelivery: options.appDelivery,
  })
  return sumPence([charges.delivery ?? asPence(0), charges.congestion])
}

function send(path: string, body: unknown) {
  return guest.request('POST', path, body, attemptHeaders())
}

test('the shop serves the whole seed catalogue, and its purchases cover every price type, option group and delivery method', () => {
  const seeded = SEED_CATALOGUE.flatMap((section) =>
    section.products.map((product) => product.title),
  )
  expect(
    allProducts()
      .map((product) => product.title)
      .sort(),
  ).toEqual(seeded.sort())

  const purchases = sections.flatMap((section) =>
    section.products.flatMap((product) => purchasesOf(section, product)),
  )
  expect(new Set(purchases.map(({ product }) => product.price.type))).toEqual(new Set(PRICE_TYPES))
  expect(new Set(purchases.map(({ method }) => method))).toEqual(new Set(DELIVERY_METHODS))
  const groups = new Set(purchases.flatMap(({ line }) => line.options.map(({ title }) => title)))
  expect(groups).toEqual(new Set(OPTION_TITLES))
})

test('every product of the catalogue is bought by every method it allows: a priced line is paid at the product page’s total plus delivery, an unpriced one is a request', async () => {
  const paid: { purchase: Purchase; email: string; amount: Pence }[] = []
  for (const section of sections) {
    for (const product of section.products) {
      for (const purchase of purchasesOf(section, product)) {
        const email = `buyer.${randomUUID()}@example.com`
        const body = checkoutBody(purchase, email)
        const what = `${product.title} × ${purchase.line.quantity} by ${purchase.method}`
        if (purchase.productTotal === null) {
          expect.soft((await send(PAY, body)).statusCode, `${what} is not paid at once`).toBe(409)
          const response = await send(REQUEST, body)
          expect.soft(response.statusCode, `${what}: ${response.body}`).toBe(201)
          if (response.statusCode !== 201) continue
          const order = OrderSchema.parse(response.json())
          expect.soft({ total: order.total, cost: order.products[0]?.cost }, what).toEqual({
            total: null,
            cost: null,
          })
          continue
        }
        const amount = sumPence([purchase.productTotal, chargesOf(purchase)])
        const response = await send(PAY, body)
        expect.soft(response.statusCode, `${what}: ${response.body}`).toBe(201)
        if (response.statusCode !== 201) continue
        const { transactionId } = PaymentHandOffSchema.parse(response.json())
        const payment = SandboxPaymentSchema.parse(
          (await guest.get(`/api/payments/sandbox/${transactionId}`)).json(),
        )
        expect.soft({ status: payment.status, amount: payment.amount }, what).toEqual({
          status: 'pending',
          amount: toPounds(amount),
        })
        paid.push({ purchase, email, amount })
      }
    }
  }

  await shop.app.mailOutbox.idle()
  for (const { purchase, email, amount } of paid) {
    const [received] = shop.mail.to(email)
    const what = `the e-mail for ${purchase.product.title} × ${purchase.line.quantity}`
    expect.soft(received?.text, what).toContain(formatPounds(purchase.productTotal ?? asPence(0)))
    expect.soft(received?.text, what).toContain(formatPounds(amount))
  }
})

test('a request holding a line priced by quantity asks the baker to price only the other line, and its payment adds the row’s price', async () => {
  const cupcakes = sections.find((section) => section.title === 'Cupcakes')
  const custom = sections.find((section) => section.title === 'Custom Made')
  const box = cupcakes?.products.find((product) => product.price.type === 'interval')
  const bespoke = custom?.products.find((product) => product.price.type === 'custom')
  if (!cupcakes || !custom || !box || !bespoke) throw new Error('the seed has no such products')
  const row = box.price.intervals[box.price.intervals.length - 1]
  if (!row) throw new Error(`${box.title} has no quantity rows`)
  const boxLine = buildCartLine(
    box,
    { ...createProductChoice(box), quantity: row.from },
    randomUUID(),
    cupcakes.title,
  )
  const bespokeLine = buildCartLine(
    bespoke,
    createProductChoice(bespoke),
    randomUUID(),
    custom.title,
  )
  const response = await send(REQUEST, {
    ...GUEST,
    message: '',
    delivery: { method: 'orderCollection', date, ...TIMES },
    deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
    products: [boxLine, bespokeLine],
  })
  expect(response.statusCode, response.body).toBe(201)
  const order = OrderSchema.parse(response.json())
  expect(order.products.map((line) => line.cost)).toEqual([row.cost, null])

  const bespokeId = order.products[1]?.id ?? ''
  const priced = await baker.post(`/api/admin/orders/${order.id}/price`, {
    lines: [{ id: bespokeId, cost: 120 }],
  })
  expect(priced.statusCode, priced.body).toBe(200)
  const { transactionId } = priced.json<{ transactionId: string }>()
  const payment = SandboxPaymentSchema.parse(
    (await guest.get(`/api/payments/sandbox/${transactionId}`)).json(),
  )
  const boxTotal = calculateProductTotal(box.price, row.from) ?? asPence(0)
  expect(payment).toMatchObject({
    status: 'pending',
    amount: toPounds(sumPence([boxTotal, toPence(120)])),
  })
})
