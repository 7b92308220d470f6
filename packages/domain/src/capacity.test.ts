import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  allocateCapacity,
  cartLoad,
  dayCapacity,
  defaultProductCapacity,
  fitsCapacity,
  fullDaysNote,
  fullyBookedMessage,
  fullyBookedReason,
  isCapacityLimited,
  lineLoad,
  remainingCapacity,
  UNLIMITED_CAPACITY,
  type DailyCapacity,
} from './capacity'

// Weekdays Sunday first: Saturdays make 20 units, Sundays 0, other days unlimited; 24 December 40.
const SETTINGS: DailyCapacity = {
  weekdays: [0, null, null, null, null, null, 20],
  dates: [{ date: '2026-12-24', units: 40 }],
}

test.each([
  ['a cake counted per item, one', { units: 5, per: 'item' as const }, 1, 5],
  ['a cake counted per item, three', { units: 5, per: 'item' as const }, 3, 15],
  ['a box counted per line, twelve in it', { units: 2, per: 'line' as const }, 12, 2],
  ['a product that takes none', { units: 0, per: 'item' as const }, 40, 0],
])('%s takes %s units', (_name, capacity, quantity, load) => {
  expect(lineLoad({ capacity, quantity })).toBe(load)
})

test('a cart takes the sum of its lines', () => {
  expect(
    cartLoad([
      { capacity: { units: 5, per: 'item' }, quantity: 2 },
      { capacity: { units: 1, per: 'line' }, quantity: 24 },
    ]),
  ).toBe(11)
  expect(cartLoad([])).toBe(0)
})

test.each([
  ['a product sold one at a time counts each item', 1, { units: 1, per: 'item' }],
  ['a product sold by the box counts its line', 12, { units: 1, per: 'line' }],
])('%s', (_name, minimalQuantity, capacity) => {
  expect(defaultProductCapacity(minimalQuantity)).toEqual(capacity)
})

test.each([
  ['a Saturday takes its weekday figure', '2026-11-28', 20],
  ['a Sunday of 0 makes nothing', '2026-11-29', 0],
  ['a Monday without a figure is unlimited', '2026-11-30', null],
  ['a date of its own wins over its weekday', '2026-12-24', 40],
])('%s', (_name, date, capacity) => {
  expect(dayCapacity(SETTINGS, date)).toBe(capacity)
})

test('every day is unlimited until the baker sets a figure', () => {
  expect(isCapacityLimited(UNLIMITED_CAPACITY)).toBe(false)
  expect(dayCapacity(UNLIMITED_CAPACITY, '2026-11-28')).toBeNull()
  expect(isCapacityLimited(SETTINGS)).toBe(true)
  expect(
    isCapacityLimited({ ...UNLIMITED_CAPACITY, dates: [{ date: '2026-12-24', units: 9 }] }),
  ).toBe(true)
})

test.each([
  [null, 100, null],
  [20, 5, 15],
  [20, 20, 0],
  [20, 25, 0],
])('a day of capacity %s with %s booked has %s left', (capacity, booked, left) => {
  expect(remainingCapacity(capacity, booked)).toBe(left)
})

test.each([
  ['the last units fit exactly', 20, 15, 5, true],
  ['one unit too many is refused', 20, 16, 5, false],
  ['an unlimited day takes anything', null, 1_000, 500, true],
  ['an order that takes no units fits a full day', 20, 25, 0, true],
  ['a day of 0 takes no order that needs a unit', 0, 0, 1, false],
])('%s', (_name, capacity, booked, load, fits) => {
  expect(fitsCapacity(capacity, booked, load)).toBe(fits)
})

test('orders placed together take the room first come first served; one that does not fit takes none', () => {
  const capacityOf = (date: string) => dayCapacity(SETTINGS, date)
  const booked = new Map([['2026-11-28', 14]])
  expect(
    allocateCapacity(
      [
        { date: '2026-11-28', load: 4 },
        { date: '2026-11-28', load: 4 },
        { date: '2026-11-28', load: 2 },
        { date: '2026-11-30', load: 99 },
      ],
      capacityOf,
      booked,
    ),
  ).toEqual([true, false, true, true])
  // What was booked before is left as it was.
  expect(booked.get('2026-11-28')).toBe(14)
})

test('the refusal and the picker name the day in words', () => {
  expect(fullyBookedReason('2026-11-27')).toBe('27 November 2026 is fully booked')
  expect(fullyBookedMessage('2026-11-27')).toBe(
    '27 November 2026 is fully booked. Please choose another day.',
  )
})

test.each([
  [[], null],
  [['2026-11-27'], '27 November 2026 is fully booked'],
  [['2026-11-27', '2026-11-28'], '27 November 2026 and 28 November 2026 are fully booked'],
  [
    ['2026-11-27', '2026-11-28', '2026-11-30'],
    '27 November 2026, 28 November 2026 and 30 November 2026 are fully booked',
  ],
  [
    ['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01'],
    '27 November 2026, 28 November 2026, 30 November 2026 and 1 more day are fully booked',
  ],
  [
    ['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02'],
    '27 November 2026, 28 November 2026, 30 November 2026 and 2 more days are fully booked',
  ],
])('the picker says of full days %j: %s', (dates, note) => {
  expect(fullDaysNote(dates)).toBe(note)
})

const requests = fc.array(
  fc.record({
    date: fc.constantFrom('2026-11-27', '2026-11-28', '2026-11-29'),
    load: fc.nat({ max: 30 }),
  }),
  { maxLength: 40 },
)
const capacities = fc.record({
  '2026-11-27': fc.option(fc.nat({ max: 60 })),
  '2026-11-28': fc.option(fc.nat({ max: 60 })),
  '2026-11-29': fc.option(fc.nat({ max: 60 })),
})
const bookedBefore = fc.record({
  '2026-11-27': fc.nat({ max: 60 }),
  '2026-11-28': fc.nat({ max: 60 }),
  '2026-11-29': fc.nat({ max: 60 }),
})

test('property: the orders accepted never take a limited day past its capacity, unless it was over already and they take nothing', () => {
  fc.assert(
    fc.property(requests, capacities, bookedBefore, (asked, capacity, before) => {
      const capacityOf = (date: string) => capacity[date as keyof typeof capacity]
      const booked = new Map(Object.entries(before))
      const accepted = allocateCapacity(asked, capacityOf, booked)
      for (const [date, units] of Object.entries(capacity)) {
        if (units === null) continue
        const added = asked
          .filter((request, index) => accepted[index] && request.date === date)
          .reduce((sum, request) => sum + request.load, 0)
        if (added > 0) expect((booked.get(date) ?? 0) + added).toBeLessThanOrEqual(units)
      }
    }),
  )
})

test('property: an order is refused only when it would not fit what the earlier accepted orders left', () => {
  fc.assert(
    fc.property(requests, capacities, bookedBefore, (asked, capacity, before) => {
      const capacityOf = (date: string) => capacity[date as keyof typeof capacity]
      const accepted = allocateCapacity(asked, capacityOf, new Map(Object.entries(before)))
      asked.forEach((request, index) => {
        const taken =
          before[request.date] +
          asked
            .slice(0, index)
            .filter((earlier, at) => accepted[at] && earlier.date === request.date)
            .reduce((sum, earlier) => sum + earlier.load, 0)
        expect(accepted[index]).toBe(fitsCapacity(capacityOf(request.date), taken, request.load))
      })
    }),
  )
})

test('property: unlimited settings accept every order, and a cart’s load is the sum of its lines', () => {
  fc.assert(
    fc.property(
      requests,
      fc.array(
        fc.record({
          capacity: fc.record({ units: fc.nat({ max: 50 }), per: fc.constantFrom('item', 'line') }),
          quantity: fc.integer({ min: 1, max: 150 }),
        }),
        { maxLength: 10 },
      ),
      (asked, lines) => {
        expect(
          allocateCapacity(asked, (date) => dayCapacity(UNLIMITED_CAPACITY, date), new Map()),
        ).toEqual(asked.map(() => true))
        const load = cartLoad(lines)
        expect(load).toBe(lines.reduce((sum, line) => sum + lineLoad(line), 0))
        expect(load).toBeGreaterThanOrEqual(0)
      },
    ),
  )
})
