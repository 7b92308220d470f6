import { expect, test } from 'vitest'
import { AvailabilityQuerySchema, CAPACITY_MESSAGES, DailyCapacitySchema } from './capacity'

const WEEK = [null, 30, 30, 30, 30, 40, 20]

test('the baker’s capacity is kept with its dates in order', () => {
  const parsed = DailyCapacitySchema.parse({
    weekdays: WEEK,
    dates: [
      { date: '2026-12-24', units: 60 },
      { date: '2026-12-23', units: 0 },
    ],
  })
  expect(parsed.dates.map((day) => day.date)).toEqual(['2026-12-23', '2026-12-24'])
})

test.each([
  [
    'six weekdays',
    { weekdays: WEEK.slice(1), dates: [] },
    'weekdays',
    CAPACITY_MESSAGES.sevenWeekdays,
  ],
  [
    'a negative figure',
    { weekdays: [-1, ...WEEK.slice(1)], dates: [] },
    'weekdays.0',
    'At least 0',
  ],
  [
    'part of a unit',
    { weekdays: [1.5, ...WEEK.slice(1)], dates: [] },
    'weekdays.0',
    'Enter a whole number',
  ],
  [
    'a figure no kitchen makes',
    { weekdays: [100_001, ...WEEK.slice(1)], dates: [] },
    'weekdays.0',
    CAPACITY_MESSAGES.dailyTooLarge,
  ],
  [
    'a date that does not exist',
    { weekdays: WEEK, dates: [{ date: '2026-02-30', units: 1 }] },
    'dates.0.date',
    'Use YYYY-MM-DD',
  ],
  [
    'a date listed twice',
    {
      weekdays: WEEK,
      dates: [
        { date: '2026-12-24', units: 1 },
        { date: '2026-12-24', units: 2 },
      ],
    },
    'dates.1.date',
    CAPACITY_MESSAGES.dateTwice,
  ],
])('%s is refused on its field', (_name, input, path, message) => {
  const result = DailyCapacitySchema.safeParse(input)
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual(
    [path, message],
  )
})

test('the availability query reads the cart as id:quantity pairs', () => {
  expect(
    AvailabilityQuerySchema.parse({
      from: '2026-11-24',
      to: '2026-12-24',
      products: 'cake-1:2,pops:24,cake-1:1',
    }),
  ).toEqual({
    from: '2026-11-24',
    to: '2026-12-24',
    products: [
      { productId: 'cake-1', quantity: 2 },
      { productId: 'pops', quantity: 24 },
      { productId: 'cake-1', quantity: 1 },
    ],
  })
  expect(AvailabilityQuerySchema.parse({ from: '2026-11-24', to: '2026-11-24' }).products).toEqual(
    [],
  )
})

test.each([
  ['a range backwards', { from: '2026-11-24', to: '2026-11-23' }, CAPACITY_MESSAGES.rangeBackwards],
  ['a range of 63 days', { from: '2026-11-24', to: '2027-01-25' }, CAPACITY_MESSAGES.rangeTooLong],
  [
    'a product without a quantity',
    { from: '2026-11-24', to: '2026-11-24', products: 'cake' },
    CAPACITY_MESSAGES.productsFormat,
  ],
  [
    'a quantity of 0',
    { from: '2026-11-24', to: '2026-11-24', products: 'cake:0' },
    CAPACITY_MESSAGES.productsFormat,
  ],
  [
    'a quantity past a line’s ceiling',
    { from: '2026-11-24', to: '2026-11-24', products: 'cake:151' },
    CAPACITY_MESSAGES.productsFormat,
  ],
  [
    'more products than a cart holds',
    {
      from: '2026-11-24',
      to: '2026-11-24',
      products: Array.from({ length: 101 }, () => 'a:1').join(','),
    },
    CAPACITY_MESSAGES.tooManyProducts,
  ],
  ['a date that is not one', { from: '2026-13-01', to: '2026-11-24' }, 'Use YYYY-MM-DD'],
])('%s is refused', (_name, query, message) => {
  const result = AvailabilityQuerySchema.safeParse(query)
  expect(result.error?.issues.map((issue) => issue.message)).toContain(message)
})

test('62 days is the longest range', () => {
  expect(AvailabilityQuerySchema.safeParse({ from: '2026-11-24', to: '2027-01-24' }).success).toBe(
    true,
  )
})
