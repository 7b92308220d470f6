import { expect, test } from 'vitest'
import { ORDER_PRICING_MESSAGES, priceRequestOrder, type PriceableOrder } from './order-pricing'
import type { OrderLine } from './schemas/orders'

function line(id: string, cost: number | null, quantity = '1', sale = ''): OrderLine {
  return {
    id,
    productId: 'p',
    name: `Cake ${id}`,
    sectionName: 'Cakes',
    quantity,
    cost,
    sale,
    options: [],
  }
}

const request: PriceableOrder = {
  products: [line('a', null, '2'), line('b', 30, '1', '10'), line('c', null)],
  delivery: { cost: 7.5, congestion: 15 },
  total: null,
}

test('pricing every unpriced line gives the total with sale, delivery and congestion', () => {
  expect(
    priceRequestOrder(request, [
      { id: 'a', cost: 40.5 },
      { id: 'c', cost: 12 },
    ]),
  ).toEqual({
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
    'an order that already has a total',
    { ...request, total: 100 },
    [{ id: 'a', cost: 1 }],
    'conflict',
    ORDER_PRICING_MESSAGES.alreadyPriced,
  ],
  [
    'a line that had a price',
    request,
    [
      { id: 'a', cost: 1 },
      { id: 'b', cost: 1 },
      { id: 'c', cost: 1 },
    ],
    'invalid',
    ORDER_PRICING_MESSAGES.unknownLine,
  ],
  [
    'a line not on the order',
    request,
    [
      { id: 'a', cost: 1 },
      { id: 'c', cost: 1 },
      { id: 'z', cost: 1 },
    ],
    'invalid',
    ORDER_PRICING_MESSAGES.unknownLine,
  ],
  [
    'a missing line',
    request,
    [{ id: 'a', cost: 1 }],
    'invalid',
    ORDER_PRICING_MESSAGES.missingLine('Cake c'),
  ],
] as const)('pricing is refused for %s', (_case, order, prices, kind, message) => {
  expect(priceRequestOrder(order, prices)).toEqual({ ok: false, kind, message })
})
