import { expect, test } from 'vitest'
import { ORDER_QUOTE_MESSAGES, quoteOrder, type OrderQuoteInput } from './order-quote'
import { LINE_QUANTITY_TOO_LARGE } from './messages'
import { DELIVERY_SCHEDULE_MESSAGES } from './slots'
import { DEFAULT_APP_DELIVERY, type AppOptions } from './schemas/app-options'
import { makeCartLine, makePrice, makeProduct, makeSection } from './testing/fixtures'
import { DEFAULT_UNPAID_HOLD_TERMS } from './unpaid-holds'

// Monday 2 March 2026, 10:00 in London: tomorrow is Tuesday 3 March.
const NOW = new Date('2026-03-02T10:00:00Z')
const OPTIONS: AppOptions = {
  updatedAt: '2026-01-01T00:00:00.000Z',
  isAuth: true,
  appDelivery: DEFAULT_APP_DELIVERY,
  closeOrderDates: { closeDates: ['2026-03-04'], closeWeekDays: [0] },
  unpaidHolds: DEFAULT_UNPAID_HOLD_TERMS,
}
const CAKE = makeProduct({
  id: 'cake',
  title: 'Chocolate Cake',
  price: makePrice({ value: 60 }),
  delivery: ['delivery', 'orderCollection'],
})
const ON_REQUEST = makeProduct({
  id: 'custom',
  title: 'Wedding Cake',
  price: makePrice({ type: 'request', value: null, text: 'Price on request' }),
})
const SECTIONS = [makeSection({ products: [CAKE, ON_REQUEST] })]

function input(overrides: Partial<OrderQuoteInput> = {}): OrderQuoteInput {
  return {
    products: [makeCartLine({ productId: 'cake', name: 'Chocolate Cake', cost: 1, quantity: '2' })],
    delivery: { method: 'delivery', date: '2026-03-03', time: '11:00', secondTime: '12:00' },
    place: { address: '1 Strand, London', postCode: 'WC2N 5HR', distanceMiles: 10 },
    sections: SECTIONS,
    options: OPTIONS,
    now: NOW,
    ...overrides,
  }
}

test('the shop prices lines from its catalogue, not from the cost the browser sent', () => {
  const result = quoteOrder(input())
  if (!result.ok) throw new Error(result.refusal.message)
  expect(result.quote.lines[0]?.unitCost).toBe(6000)
  expect(result.quote.lines[0]?.quantity).toBe(2)
  // 2 × £60 + delivery 10 mi × 1.25 = 12.5 → £13.00 + congestion £15 (WC2, Tuesday 11:00–12:00).
  expect(result.quote.delivery).toBe(1300)
  expect(result.quote.congestion).toBe(1500)
  expect(result.quote.total).toBe(12000 + 1300 + 1500)
})

test('each line carries the allergens of its product and chosen filling, from the catalogue (docs/product.md › Allergens)', () => {
  const cake = makeProduct({
    ...CAKE,
    allergens: ['milk', 'gluten'],
    filings: [
      {
        id: 'f',
        title: 'Praline',
        photo: [],
        structure: [],
        ingredients: '',
        allergens: ['treeNuts'],
      },
    ],
  })
  const result = quoteOrder(
    input({
      products: [
        makeCartLine({
          productId: 'cake',
          name: 'Chocolate Cake',
          options: [{ title: 'filings', value: 'Praline' }],
        }),
      ],
      sections: [makeSection({ products: [cake] })],
    }),
  )
  if (!result.ok) throw new Error(result.refusal.message)
  expect(result.quote.lines[0]?.allergens).toEqual(['gluten', 'milk', 'treeNuts'])
})

test('three cakes at £ 19.99 total exactly £ 59.97 in pence', () => {
  const cake = makeProduct({ ...CAKE, price: makePrice({ value: 19.99 }) })
  const result = quoteOrder(
    input({
      products: [makeCartLine({ productId: 'cake', name: 'Chocolate Cake', quantity: '3' })],
      delivery: { method: 'orderCollection', date: '2026-03-03', time: '11:00', secondTime: '' },
      place: { address: '', postCode: '', distanceMiles: null },
      sections: [makeSection({ products: [cake] })],
    }),
  )
  if (!result.ok) throw new Error(result.refusal.message)
  expect(result.quote.lines.map(({ unitCost, quantity }) => [unitCost, quantity])).toEqual([
    [1999, 3],
  ])
  expect(result.quote.total).toBe(5997)
})

test('an order whose total is more than the shop takes online is refused, not written', () => {
  // Within the per-line ceiling, but at the back office's highest price, £100,000 each.
  const showpiece = makeProduct({ ...CAKE, id: 'showpiece', price: makePrice({ value: 100_000 }) })
  const line = makeCartLine({ productId: 'showpiece', name: 'Chocolate Cake', quantity: '150' })
  const result = quoteOrder(
    input({
      products: [line, { ...line, id: 'second' }],
      sections: [makeSection({ products: [showpiece] })],
    }),
  )
  expect(result).toEqual({
    ok: false,
    refusal: { kind: 'catalogue', message: ORDER_QUOTE_MESSAGES.tooLarge },
  })
})

test('a line above the ceiling of 150 is refused with the way to order more', () => {
  const result = quoteOrder(
    input({
      products: [makeCartLine({ productId: 'cake', name: 'Chocolate Cake', quantity: '100000' })],
    }),
  )
  expect(result).toEqual({
    ok: false,
    refusal: { kind: 'catalogue', message: LINE_QUANTITY_TOO_LARGE },
  })
})

test('an order with a line on request has no total', () => {
  const result = quoteOrder(
    input({
      products: [makeCartLine({ productId: 'custom', name: 'Wedding Cake', cost: 5 })],
      delivery: { method: 'orderCollection', date: '2026-03-03', time: '11:00', secondTime: '' },
    }),
  )
  expect(result.ok && result.quote.total).toBe(null)
})

test('collection is free and needs no address', () => {
  const result = quoteOrder(
    input({
      delivery: { method: 'orderCollection', date: '2026-03-03', time: '19:00', secondTime: '' },
      place: { address: '', postCode: '', distanceMiles: null },
    }),
  )
  if (!result.ok) throw new Error(result.refusal.message)
  expect([result.quote.delivery, result.quote.congestion, result.quote.total]).toEqual([
    0, 0, 12000,
  ])
})

test.each([
  {
    name: 'a product no longer in the catalogue',
    change: { products: [makeCartLine({ productId: 'gone', name: 'Old Cake' })] },
    refusal: { kind: 'catalogue', message: ORDER_QUOTE_MESSAGES.productGone('Old Cake') },
  },
  {
    name: 'a quantity under the minimum',
    change: { products: [makeCartLine({ productId: 'cake', quantity: '0' })] },
    refusal: { kind: 'catalogue', message: 'The minimum order quantity of Chocolate Cake is 1' },
  },
  {
    name: 'a method not every product allows',
    change: {
      delivery: { method: 'royalMail', date: '2026-03-03', time: '11:00', secondTime: '' },
    },
    refusal: {
      kind: 'form',
      field: 'delivery.method',
      message: ORDER_QUOTE_MESSAGES.methodNotOffered,
    },
  },
  {
    name: 'today',
    change: {
      delivery: { method: 'delivery', date: '2026-03-02', time: '11:00', secondTime: '' },
    },
    refusal: { kind: 'form', field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES.tooEarly },
  },
  {
    name: 'a closed date',
    change: {
      delivery: { method: 'delivery', date: '2026-03-04', time: '11:00', secondTime: '' },
    },
    refusal: {
      kind: 'form',
      field: 'delivery.date',
      message: DELIVERY_SCHEDULE_MESSAGES.closedDate,
    },
  },
  {
    name: 'a closed weekday (Sunday)',
    change: {
      delivery: { method: 'delivery', date: '2026-03-08', time: '10:00', secondTime: '' },
    },
    refusal: {
      kind: 'form',
      field: 'delivery.date',
      message: DELIVERY_SCHEDULE_MESSAGES.closedWeekDay,
    },
  },
  {
    name: 'a time outside the day’s windows',
    change: {
      delivery: { method: 'delivery', date: '2026-03-03', time: '15:00', secondTime: '' },
    },
    refusal: {
      kind: 'form',
      field: 'delivery.time',
      message: DELIVERY_SCHEDULE_MESSAGES.timeNotOffered,
    },
  },
  {
    name: '`To` before `From`',
    change: {
      delivery: { method: 'delivery', date: '2026-03-03', time: '12:00', secondTime: '11:00' },
    },
    refusal: {
      kind: 'form',
      field: 'delivery.secondTime',
      message: DELIVERY_SCHEDULE_MESSAGES.secondTimeBeforeTime,
    },
  },
  {
    name: 'a delivery without an address',
    change: { place: { address: ' ', postCode: '', distanceMiles: null } },
    refusal: {
      kind: 'form',
      field: 'deliveryPlace.address',
      message: ORDER_QUOTE_MESSAGES.addressRequired,
    },
  },
  {
    name: 'a delivery to an address of unknown distance',
    change: { place: { address: '1 Strand', postCode: 'WC2N 5HR', distanceMiles: null } },
    refusal: {
      kind: 'form',
      field: 'deliveryPlace.address',
      message: ORDER_QUOTE_MESSAGES.distanceUnknown,
    },
  },
] satisfies { name: string; change: Partial<OrderQuoteInput>; refusal: object }[])(
  'refuses $name',
  ({ change, refusal }) => {
    expect(quoteOrder(input(change))).toEqual({ ok: false, refusal })
  },
)

test('a date before a product’s lead time allows is refused on the date, naming the product; its first day is taken', () => {
  // Ordered on Monday 2 March 2026: two weeks' notice makes Monday 16 March the first day.
  const slowCake = makeProduct({ ...CAKE, id: 'slow', title: 'Tiered Cake', leadTimeDays: 14 })
  const products = [
    makeCartLine({ productId: 'cake', name: 'Chocolate Cake' }),
    makeCartLine({ id: 'line-2', productId: 'slow', name: 'Tiered Cake' }),
  ]
  const sections = [makeSection({ products: [CAKE, slowCake] })]
  const on = (date: string) =>
    quoteOrder(
      input({
        products,
        sections,
        delivery: { method: 'delivery', date, time: '11:00', secondTime: '' },
      }),
    )
  expect(on('2026-03-14')).toEqual({
    ok: false,
    refusal: {
      kind: 'form',
      field: 'delivery.date',
      message: 'The earliest date for Tiered Cake is 16 March 2026',
    },
  })
  expect(on('2026-03-16').ok).toBe(true)
})

test('the lead time is the catalogue’s: a cart line cannot bring its own', () => {
  const slowCake = makeProduct({ ...CAKE, id: 'slow', title: 'Tiered Cake', leadTimeDays: 14 })
  const line = { ...makeCartLine({ productId: 'slow', name: 'Tiered Cake' }), leadTimeDays: 0 }
  const result = quoteOrder(
    input({ products: [line], sections: [makeSection({ products: [slowCake] })] }),
  )
  expect(result.ok || result.refusal.message).toBe(
    'The earliest date for Tiered Cake is 16 March 2026',
  )
})

test('an order takes the units of the catalogue’s products, never the browser’s: per item, or once for a box', () => {
  const cake = makeProduct({ ...CAKE, capacity: { units: 4, per: 'item' } })
  const pops = makeProduct({
    ...CAKE,
    id: 'pops',
    title: 'Cake Pops',
    capacity: { units: 2, per: 'line' },
  })
  const result = quoteOrder(
    input({
      products: [
        makeCartLine({ productId: 'cake', name: 'Chocolate Cake', quantity: '3' }),
        makeCartLine({ productId: 'pops', name: 'Cake Pops', quantity: '24' }),
      ],
      sections: [makeSection({ products: [cake, pops] })],
    }),
  )
  if (!result.ok) throw new Error(result.refusal.message)
  expect(result.quote.load).toBe(3 * 4 + 2)
})
