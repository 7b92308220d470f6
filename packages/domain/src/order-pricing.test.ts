import { expect, test } from 'vitest'
import { asPence, ZERO_PENCE, type Pence } from './money'
import { ORDER_PRICING_MESSAGES, priceRequestOrder, type PriceableOrder } from './order-pricing'
import type { OrderLineRecord } from './order-record'

function line(
  id: string,
  unitCost: number | null,
  quantity = 1,
  salePercent: number | null = null,
): OrderLineRecord {
  return {
    id,
    productId: 'p',
    name: `Cake ${id}`,
    sectionName: 'Cakes',
    quantity,
    unitCost: unitCost === null ? null : asPence(unitCost),
    salePercent,
    options: [],
    allergens: [],
    pricedByBakery: false,
  }
}

const prices = (...given: [string, number][]): { id: string; cost: Pence }[] =>
  given.map(([id, pence]) => ({ id, cost: asPence(pence) }))

const request: PriceableOrder = {
  products: [line('a', null, 2), line('b', 3000, 1, 10), line('c', null)],
  delivery: { cost: asPence(750), congestion: asPence(1500) },
  total: null,
  isPaid: false,
  status: 'created',
}

/** The request above once the baker priced lines a and c, the client not having paid yet. */
const priced: PriceableOrder = {
  ...request,
  products: [
    { ...line('a', 4050, 2), pricedByBakery: true },
    line('b', 3000, 1, 10),
    { ...line('c', 1200), pricedByBakery: true },
  ],
  total: asPence(8100 + 2700 + 1200 + 750 + 1500),
}

test('until the client pays, the baker corrects the prices she set, and only those', () => {
  expect(priceRequestOrder(priced, prices(['a', 4000], ['c', 1200]))).toEqual({
    ok: true,
    lines: [
      { id: 'a', cost: 4000 },
      { id: 'c', cost: 1200 },
    ],
    total: 8000 + 2700 + 1200 + 750 + 1500,
  })
  expect(priceRequestOrder(priced, prices(['a', 4000], ['b', 100], ['c', 1200]))).toEqual({
    ok: false,
    kind: 'invalid',
    message: ORDER_PRICING_MESSAGES.unknownLine,
  })
})

test.each([
  [
    'a paid order',
    { ...priced, isPaid: true },
    prices(['a', 1], ['c', 1]),
    'conflict',
    ORDER_PRICING_MESSAGES.alreadyPaid,
  ],
  [
    'a cancelled order',
    { ...priced, status: 'cancelled' },
    prices(['a', 1], ['c', 1]),
    'conflict',
    ORDER_PRICING_MESSAGES.cancelled,
  ],
  [
    'the same prices again',
    priced,
    prices(['a', 4050], ['c', 1200]),
    'invalid',
    ORDER_PRICING_MESSAGES.unchanged,
  ],
] as const)('a correction is refused for %s', (_case, order, given, kind, message) => {
  expect(priceRequestOrder(order, given)).toEqual({ ok: false, kind, message })
})

test('pricing every unpriced line gives the total with sale, delivery and congestion', () => {
  expect(priceRequestOrder(request, prices(['a', 4050], ['c', 1200]))).toEqual({
    ok: true,
    lines: [
      { id: 'a', cost: 4050 },
      { id: 'c', cost: 1200 },
    ],
    // 2 × 40.50 + 30 − 10 % + 12 + 7.50 + 15
    total: 8100 + 2700 + 1200 + 750 + 1500,
  })
})

test.each([
  [
    'an order the checkout priced',
    { ...request, total: asPence(10000) },
    prices(['a', 100]),
    'conflict',
    ORDER_PRICING_MESSAGES.alreadyPriced,
  ],
  [
    'a line that had a price',
    request,
    prices(['a', 100], ['b', 100], ['c', 100]),
    'invalid',
    ORDER_PRICING_MESSAGES.unknownLine,
  ],
  [
    'a line not on the order',
    request,
    prices(['a', 100], ['c', 100], ['z', 100]),
    'invalid',
    ORDER_PRICING_MESSAGES.unknownLine,
  ],
  [
    'a missing line',
    request,
    prices(['a', 100]),
    'invalid',
    ORDER_PRICING_MESSAGES.missingLine('Cake c'),
  ],
] as const)('pricing is refused for %s', (_case, order, prices, kind, message) => {
  expect(priceRequestOrder(order, prices)).toEqual({ ok: false, kind, message })
})

test('three cakes priced at £ 4.35 and a line of 10p and one of 20p total to the penny', () => {
  const order: PriceableOrder = {
    products: [line('a', null, 3), line('b', null), line('c', null)],
    delivery: { cost: ZERO_PENCE, congestion: ZERO_PENCE },
    total: null,
    isPaid: false,
    status: 'created',
  }
  const priced = priceRequestOrder(order, prices(['a', 435], ['b', 10], ['c', 20]))
  expect(priced).toMatchObject({ ok: true, total: 1305 + 10 + 20 })
})

test('a total past what one order holds is refused beside the prices, never overflowing', () => {
  const huge: PriceableOrder = {
    ...request,
    products: [line('a', null, 150), line('b', null, 150)],
  }
  expect(priceRequestOrder(huge, prices(['a', 10_000_000], ['b', 10_000_000]))).toEqual({
    ok: false,
    kind: 'invalid',
    message: ORDER_PRICING_MESSAGES.tooLarge,
    onPrices: true,
  })
})
