import { expect, test } from 'vitest'
import { asPence } from './money'
import {
  toAdminOrderAnswer,
  toOrderAnswer,
  type AdminOrderRecord,
  type OrderLineRecord,
  type OrderRecord,
} from './order-record'
import { AdminOrderSchema, OrderSchema } from './schemas/orders'

function line(overrides: Partial<OrderLineRecord> = {}): OrderLineRecord {
  return {
    id: 'line-1',
    productId: 'cake',
    name: 'Chocolate Cake',
    sectionName: 'Cakes',
    quantity: 3,
    unitCost: asPence(1999),
    salePercent: null,
    options: [{ title: 'filings', value: 'Vanilla' }],
    allergens: ['gluten', 'eggs', 'milk'],
    pricedByBakery: false,
    ...overrides,
  }
}

const order: OrderRecord = {
  id: 'order-1',
  createdAt: '2026-03-01T10:00:00.000Z',
  status: 'created',
  products: [line(), line({ id: 'line-2', unitCost: null, quantity: 1, salePercent: 10 })],
  delivery: {
    method: 'delivery',
    date: '2026-03-03',
    time: '11:00',
    secondTime: '12:00',
    cost: asPence(750),
    congestion: asPence(1500),
  },
  deliveryPlace: {
    address: '1 Strand, London',
    postCode: 'WC2N 5HR',
    floor: '',
    flat: '',
    deliveryDistance: { origin: 'Barking', distance: 10 },
    isPaidParking: false,
  },
  images: [],
  message: 'Happy birthday',
  total: null,
}

test('an order answers the wire in pounds with quantities and sales as text', () => {
  const answer = toOrderAnswer({ ...order, total: asPence(8222) })
  expect(answer.products.map(({ quantity, cost, sale }) => ({ quantity, cost, sale }))).toEqual([
    { quantity: '3', cost: 19.99, sale: '' },
    { quantity: '1', cost: null, sale: '10' },
  ])
  expect(answer.delivery).toMatchObject({ cost: 7.5, congestion: 15 })
  expect(answer.total).toBe(82.22)
  expect(toOrderAnswer(order).total).toBeNull()
})

test('an order answer carries exactly the fields of the wire, in its order', () => {
  const answer = toOrderAnswer(order)
  expect(OrderSchema.strict().parse(answer)).toEqual(answer)
  expect(Object.keys(answer)).toEqual(Object.keys(OrderSchema.shape))
  expect(Object.keys(answer.products[0] ?? {})).toEqual(
    Object.keys(OrderSchema.shape.products.element.shape),
  )
})

test("the bakery's order answer adds the client, payment state, customer and unsent mail after the order", () => {
  const record: AdminOrderRecord = {
    ...order,
    clientId: null,
    payment: 'priceToSet',
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' },
    changedAt: new Date('2026-11-25T10:00:00Z'),
  }
  const answer = toAdminOrderAnswer(record, null)
  expect(Object.keys(answer)).toEqual(Object.keys(AdminOrderSchema.shape))
  expect(answer).toMatchObject({ clientId: null, payment: 'priceToSet', total: null })
  const late = { id: 'm1', state: 'late', reason: '421 Service not available' } as const
  expect(toAdminOrderAnswer(record, late).mailNotGone).toEqual(late)
})
