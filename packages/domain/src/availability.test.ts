import { expect, test } from 'vitest'
import {
  availabilityCart,
  listUnavailableDays,
  monthWithin,
  type AvailabilityInput,
} from './availability'
import { UNLIMITED_CAPACITY } from './capacity'

// Monday 23 November 2026, 10:00 in London: tomorrow is Tuesday 24 November.
const NOW = new Date('2026-11-23T10:00:00Z')

const BASE: AvailabilityInput = {
  from: '2026-11-22',
  to: '2026-11-30',
  now: NOW,
  closeOrderDates: { closeDates: ['2026-11-26'], closeWeekDays: [0] },
  products: [],
  capacity: UNLIMITED_CAPACITY,
  booked: new Map(),
  load: 1,
}

test('without capacity set, only past, closed and too-soon days are listed, each with the checkout’s words', () => {
  expect(listUnavailableDays(BASE)).toEqual([
    { date: '2026-11-22', kind: 'tooSoon', reason: 'The earliest delivery date is tomorrow' },
    { date: '2026-11-23', kind: 'tooSoon', reason: 'The earliest delivery date is tomorrow' },
    {
      date: '2026-11-26',
      kind: 'closed',
      reason: 'We do not deliver on this date, please choose another one',
    },
    {
      date: '2026-11-29',
      kind: 'closed',
      reason: 'We do not deliver on this day of the week, please choose another date',
    },
  ])
})

test('a product’s lead time makes its days too soon, even a closed one', () => {
  const days = listUnavailableDays({
    ...BASE,
    from: '2026-11-24',
    to: '2026-11-28',
    products: [{ title: 'Wedding Cake', leadTimeDays: 4 }],
  })
  expect(days.map(({ date, kind }) => [date, kind])).toEqual([
    ['2026-11-24', 'tooSoon'],
    ['2026-11-25', 'tooSoon'],
    ['2026-11-26', 'tooSoon'],
  ])
  expect(days[2]?.reason).toBe('The earliest date for Wedding Cake is 27 November 2026')
})

test('a day is full for a cart that does not fit what is left of it, and open for a smaller one', () => {
  const input = {
    ...BASE,
    from: '2026-11-27',
    to: '2026-11-28',
    capacity: { weekdays: [null, null, null, null, null, 10, 10], dates: [] },
    booked: new Map([
      ['2026-11-27', 10],
      ['2026-11-28', 7],
    ]),
  }
  expect(listUnavailableDays({ ...input, load: 3 })).toEqual([
    { date: '2026-11-27', kind: 'full', reason: '27 November 2026 is fully booked' },
  ])
  expect(listUnavailableDays({ ...input, load: 4 }).map((day) => day.date)).toEqual([
    '2026-11-27',
    '2026-11-28',
  ])
  expect(listUnavailableDays({ ...input, load: 0 })).toEqual([])
})

test('the last day of the year ahead is open and the day after it closed', () => {
  const days = listUnavailableDays({ ...BASE, from: '2027-11-24', to: '2027-11-25' })
  expect(days).toEqual([
    {
      date: '2027-11-25',
      kind: 'closed',
      reason: 'We take orders up to a year ahead, please choose an earlier date',
    },
  ])
})

test.each([
  ['a whole month inside the range', '2026-12-01', { from: '2026-12-01', to: '2026-12-31' }],
  ['the first month, from the first day', '2026-11-01', { from: '2026-11-24', to: '2026-11-30' }],
  ['December rolls into January', '2027-12-01', { from: '2027-12-01', to: '2027-12-31' }],
  ['the last month, to the last day', '2028-01-01', { from: '2028-01-01', to: '2028-01-10' }],
  ['February of a leap year', '2028-02-01', null],
  ['a month before the range', '2026-10-01', null],
])('%s: %s', (_name, month, window) => {
  expect(monthWithin(month, { min: '2026-11-24', max: '2028-01-10' })).toEqual(window)
})

test('February of a leap year ends on the 29th', () => {
  expect(monthWithin('2028-02-01', { min: '2026-11-24', max: '2029-01-01' })).toEqual({
    from: '2028-02-01',
    to: '2028-02-29',
  })
})

test('the calendar is asked about each line’s product and quantity, leaving out quantities the shop refuses', () => {
  expect(
    availabilityCart([
      { productId: 'cake', quantity: '2' },
      { productId: 'pops', quantity: '24' },
      { productId: 'typo', quantity: '2.5' },
      { productId: 'none', quantity: '0' },
      { productId: 'huge', quantity: '151' },
    ]),
  ).toEqual([
    { productId: 'cake', quantity: 2 },
    { productId: 'pops', quantity: 24 },
  ])
})
