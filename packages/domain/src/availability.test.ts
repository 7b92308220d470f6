import { expect, test } from 'vitest'
import { listUnavailableDays, type AvailabilityInput } from './availability'
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
