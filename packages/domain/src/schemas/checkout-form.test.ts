import { expect, test } from 'vitest'
import type { CloseOrderDates } from './app-options'
import { DELIVERY_SCHEDULE_MESSAGES } from '../slots'
import { ADDRESS_NOT_CHOSEN } from '../checkout'
import { createCheckoutSubmitSchema } from './checkout-form'
import { FORM_MESSAGES } from './forms'

const SATURDAY_NOON = new Date('2024-07-06T11:00:00Z')
const open: CloseOrderDates = { closeDates: [], closeWeekDays: [] }

const guest = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+447700900123',
  message: '',
  delivery: { method: 'orderCollection', date: '2024-07-08', time: '11:00', secondTime: '' },
  deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
}

function messagesOf(value: unknown, closed = open): Record<string, string> {
  const result = createCheckoutSubmitSchema('guest', SATURDAY_NOON, closed).safeParse(value)
  const found: Record<string, string> = {}
  if (result.success) return found
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message
  return found
}

test.each<[string, object, Record<string, string>, CloseOrderDates?]>([
  ['an open Monday slot', {}, {}],
  [
    'a closed date',
    {},
    { 'delivery.date': DELIVERY_SCHEDULE_MESSAGES.closedDate },
    { closeDates: ['2024-07-08'], closeWeekDays: [] },
  ],
  ['today', { date: '2024-07-06' }, { 'delivery.date': DELIVERY_SCHEDULE_MESSAGES.tooEarly }],
  [
    'a typed date past the calendar’s year',
    { date: '2025-07-08' },
    { 'delivery.date': DELIVERY_SCHEDULE_MESSAGES.tooLate },
  ],
  [
    'To before From',
    { time: '12:00', secondTime: '11:30' },
    { 'delivery.secondTime': DELIVERY_SCHEDULE_MESSAGES.secondTimeBeforeTime },
  ],
  ['no time yet', { time: '' }, { 'delivery.time': FORM_MESSAGES.required }],
])('the checkout submit schema with %s', (_name, delivery, expected, closed = open) => {
  expect(messagesOf({ ...guest, delivery: { ...guest.delivery, ...delivery } }, closed)).toEqual(
    expected,
  )
})

test('a typed date too soon for a product of the cart is marked on the date, naming it', () => {
  // Saturday 6 July 2024: ten days' notice makes Tuesday 16 July the first day.
  const products = [{ title: 'Tiered Cake', leadTimeDays: 10 }]
  const schema = createCheckoutSubmitSchema('guest', SATURDAY_NOON, open, products)
  const on = (date: string) => schema.safeParse({ ...guest, delivery: { ...guest.delivery, date } })
  expect(on('2024-07-15').error?.issues).toEqual([
    expect.objectContaining({
      path: ['delivery', 'date'],
      message: 'The earliest date for Tiered Cake is 16 July 2024',
    }),
  ])
  expect(on('2024-07-16').success).toBe(true)
})

test('a schedule problem is marked at the same time as the other invalid fields', () => {
  expect(
    messagesOf({ ...guest, firstName: '', delivery: { ...guest.delivery, date: '2024-07-06' } }),
  ).toEqual({
    firstName: FORM_MESSAGES.required,
    'delivery.date': DELIVERY_SCHEDULE_MESSAGES.tooEarly,
  })
})

test('a body without a delivery block reports only the shared rules', () => {
  const found = messagesOf({ ...guest, delivery: undefined })
  expect(Object.keys(found).every((key) => key.startsWith('delivery'))).toBe(true)
  expect(found['delivery.date']).toBeUndefined()
})

test('a signed-in client is checked against the same calendar', () => {
  const schema = createCheckoutSubmitSchema('client', SATURDAY_NOON, open)
  const result = schema.safeParse({
    delivery: { method: 'orderCollection', date: '2024-07-06', time: '11:00' },
    deliveryPlace: {},
  })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['delivery.date'])
})

test.each([
  [
    'typed but not chosen',
    { address: 'Royal Opera House' },
    { 'deliveryPlace.address': ADDRESS_NOT_CHOSEN },
  ],
  [
    'chosen from the suggestions',
    { address: 'Royal Opera House', postCode: 'WC2E 9DD', placeId: 'p-1' },
    {},
  ],
  ['a saved address', { address: '221B Baker Street', addressId: 'a-1' }, {}],
  ['empty', {}, { 'deliveryPlace.address': FORM_MESSAGES.required }],
])('a delivery address %s', (_name, place, expected) => {
  const value = {
    ...guest,
    delivery: { ...guest.delivery, method: 'delivery' },
    deliveryPlace: { ...guest.deliveryPlace, ...place },
  }
  expect(messagesOf(value)).toEqual(expected)
})

test('a typed address does not matter for a collection', () => {
  expect(
    messagesOf({ ...guest, deliveryPlace: { ...guest.deliveryPlace, address: 'Somewhere' } }),
  ).toEqual({})
})
