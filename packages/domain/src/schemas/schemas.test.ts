import { expect, test } from 'vitest'
import { AppError, ERROR_CODES } from '../errors'
import { AppOptionsSchema, DEFAULT_APP_DELIVERY } from './app-options'
import { SectionSchema } from './catalog'
import { AutocompleteQuerySchema, shouldFetchSuggestions } from './maps'
import { OrderSchema, TransactionSchema } from './orders'
import { UserSchema } from './users'
import { makeProduct, makeSection } from '../testing/fixtures'
import { DEFAULT_UNPAID_HOLD_TERMS } from '../unpaid-holds'

test('the default delivery settings and unpaid hold terms satisfy their own schema', () => {
  const options = {
    updatedAt: '2024-01-01T00:00:00.000Z',
    isAuth: false,
    appDelivery: DEFAULT_APP_DELIVERY,
    closeOrderDates: { closeDates: ['2024-12-25'], closeWeekDays: [] },
    unpaidHolds: DEFAULT_UNPAID_HOLD_TERMS,
  }
  expect(AppOptionsSchema.parse(options)).toEqual(options)
})

test('the test fixtures are valid sections and products', () => {
  expect(SectionSchema.safeParse(makeSection({ products: [makeProduct()] })).success).toBe(true)
})

const orderLine = {
  id: 'l1',
  productId: 'p1',
  name: 'Chocolate Cake',
  sectionName: 'Cakes',
  quantity: '1',
  cost: 60,
  sale: '',
  options: [{ title: 'filings', value: 'Vanilla' }],
  allergens: ['gluten', 'eggs', 'milk'],
}
const order = {
  id: 'o1',
  createdAt: '2024-07-01T10:00:00.000Z',
  status: 'created',
  products: [orderLine],
  delivery: {
    method: 'delivery',
    date: '2024-07-08',
    time: '11:00',
    secondTime: '12:00',
    cost: 16,
    congestion: 15,
  },
  deliveryPlace: {
    address: '10 Downing Street',
    postCode: 'SW1A 2AA',
    floor: '',
    flat: '',
    deliveryDistance: { origin: 'Barking', distance: 12.4 },
    isPaidParking: false,
  },
  images: [],
  message: '',
  total: 91,
}

test('orders, transactions and users parse as the API answers them', () => {
  expect(OrderSchema.safeParse(order).success).toBe(true)
  expect(
    TransactionSchema.safeParse({
      id: 't1',
      method: 'gocardless',
      status: 'pending',
      createdAt: order.createdAt,
      products: [orderLine],
      orderId: 'o1',
      flowLink: '/payment/t1',
      amount: 91,
      reference: null,
      isAuthorised: false,
    }).success,
  ).toBe(true)
  expect(
    UserSchema.safeParse({
      id: 'u1',
      firstName: 'Anna',
      lastName: 'Smith',
      email: 'a@b.co',
      phone: '+44',
      birthDate: null,
      isStaff: false,
      addressesData: [],
      orders: [order],
    }).success,
  ).toBe(true)
})

test('an order with an unknown status is refused', () => {
  expect(OrderSchema.safeParse({ ...order, status: 'lost' }).success).toBe(false)
})

test.each([
  ['Bak', false],
  ['Bake', true],
  ['  Bak  ', false],
])('typing %j fetches suggestions: %s', (text, fetches) => {
  expect(shouldFetchSuggestions(text)).toBe(fetches)
  expect(AutocompleteQuerySchema.safeParse({ input: text }).success).toBe(fetches)
})

test('an AppError carries its code, message and fields', () => {
  const error = new AppError('VALIDATION', 'Fill out of the fields', { email: 'Enter email' })
  expect(error).toBeInstanceOf(Error)
  expect([error.name, error.code, error.message, error.fields]).toEqual([
    'AppError',
    'VALIDATION',
    'Fill out of the fields',
    { email: 'Enter email' },
  ])
  expect(ERROR_CODES).toContain(error.code)
})
