import fc from 'fast-check'
import { expect, test } from 'vitest'
import { addDays, londonToday, londonTomorrow } from './dates'
import {
  describeLeadTimes,
  earliestDelivery,
  findLeadTimeProblem,
  leadTimeMessage,
  MAX_LEAD_TIME_DAYS,
  productEarliestDate,
  productLeadTimeNote,
  type LeadTimeProduct,
} from './lead-times'

// Monday 2 March 2026, 10:00 in London: tomorrow is Tuesday 3 March.
const NOW = new Date('2026-03-02T10:00:00Z')
// 23:30 on 31 December 2024 in London, already 1 January in UTC+14 where the tests run.
const NEW_YEARS_EVE = new Date('2024-12-31T23:30:00Z')

const cake = (title: string, leadTimeDays: number | null): LeadTimeProduct => ({
  title,
  leadTimeDays,
})

test.each([
  ['no lead time', null, NOW, '2026-03-03'],
  ['a lead time of 0 days, still not today', 0, NOW, '2026-03-03'],
  ['a lead time of 1 day', 1, NOW, '2026-03-03'],
  ['a lead time of 2 days', 2, NOW, '2026-03-04'],
  ['three weeks, across the month end', 21, NOW, '2026-03-23'],
  ['six weeks from New Year’s Eve in London', 42, NEW_YEARS_EVE, '2025-02-11'],
  ['no lead time on New Year’s Eve in London', null, NEW_YEARS_EVE, '2025-01-01'],
  ['the longest lead time', MAX_LEAD_TIME_DAYS, NOW, '2027-03-02'],
])('a product with %s is first delivered on %s', (_name, leadTimeDays, now, date) => {
  expect(productEarliestDate(leadTimeDays, now)).toBe(date)
})

test.each([
  ['an empty cart', [], { date: '2026-03-03', product: null }],
  [
    'a cart without lead times',
    [cake('Sponge', null), cake('Cupcakes', null)],
    {
      date: '2026-03-03',
      product: null,
    },
  ],
  [
    'a lead time of one day, no later than tomorrow',
    [cake('Sponge', 1)],
    {
      date: '2026-03-03',
      product: null,
    },
  ],
  [
    'a wedding cake among quick bakes',
    [cake('Sponge', null), cake('Wedding Cake', 42), cake('Cookies', 3)],
    { date: '2026-04-13', product: cake('Wedding Cake', 42) },
  ],
  [
    'two products needing the same day: the first in the cart names it',
    [cake('Dessert Table', 21), cake('Treat Boxes', 21)],
    { date: '2026-03-23', product: cake('Dessert Table', 21) },
  ],
])('%s is first delivered on the latest of its products’ days', (_name, products, expected) => {
  expect(earliestDelivery(products, NOW)).toEqual(expected)
})

test('the reason names the product and the date as the shop writes dates', () => {
  expect(leadTimeMessage('Wedding Cake', '2027-01-12')).toBe(
    'The earliest date for Wedding Cake is 12 January 2027',
  )
})

test.each([
  [
    'the day before the earliest',
    '2026-03-22',
    'The earliest date for Dessert Table is 23 March 2026',
  ],
  ['the earliest day', '2026-03-23', null],
  ['a later day', '2026-04-01', null],
])('for a cart with a three-week product, %s', (_name, date, problem) => {
  expect(findLeadTimeProblem(date, [cake('Sponge', null), cake('Dessert Table', 21)], NOW)).toBe(
    problem,
  )
})

test.each([
  ['no lead time', cake('Sponge', null), null],
  ['a lead time that ends by tomorrow', cake('Sponge', 1), null],
  [
    'a six-week lead time',
    cake('Wedding Cake', 42),
    'The earliest date for Wedding Cake is 13 April 2026',
  ],
])('the page of a product with %s says so in the date picker’s words', (_name, product, note) => {
  expect(productLeadTimeNote(product, NOW)).toBe(note)
})

test('a cart without lead times leaves every date to the calendar’s own rules', () => {
  expect(findLeadTimeProblem('2026-03-02', [cake('Sponge', null)], NOW)).toBeNull()
})

const instants = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
})
const products = fc.array(
  fc.record({
    title: fc.string({ minLength: 1, maxLength: 12 }),
    leadTimeDays: fc.option(fc.integer({ min: 0, max: MAX_LEAD_TIME_DAYS }), { nil: null }),
  }),
  { maxLength: 8 },
)

test('a cart is never ready before any of its products, nor before tomorrow', () => {
  fc.assert(
    fc.property(products, instants, (cart, now) => {
      const earliest = earliestDelivery(cart, now)
      expect(earliest.date >= londonTomorrow(now)).toBe(true)
      for (const product of cart)
        expect(earliest.date >= productEarliestDate(product.leadTimeDays, now)).toBe(true)
    }),
  )
})

test('adding a product to a cart never makes it ready sooner', () => {
  fc.assert(
    fc.property(products, products, instants, (cart, added, now) => {
      expect(
        earliestDelivery([...cart, ...added], now).date >= earliestDelivery(cart, now).date,
      ).toBe(true)
    }),
  )
})

test('the product named is in the cart and needs exactly the cart’s earliest day', () => {
  fc.assert(
    fc.property(products, instants, (cart, now) => {
      const { date, product } = earliestDelivery(cart, now)
      if (product === null) {
        expect(date).toBe(londonTomorrow(now))
        return
      }
      expect(cart).toContain(product)
      expect(productEarliestDate(product.leadTimeDays, now)).toBe(date)
      expect(date <= addDays(londonToday(now), MAX_LEAD_TIME_DAYS)).toBe(true)
    }),
  )
})

test('exactly the days before the cart’s earliest day are refused for a lead time', () => {
  fc.assert(
    fc.property(products, instants, fc.integer({ min: 1, max: 400 }), (cart, now, ahead) => {
      const date = addDays(londonToday(now), ahead)
      const { date: earliest } = earliestDelivery(cart, now)
      expect(findLeadTimeProblem(date, cart, now) !== null).toBe(date < earliest)
    }),
  )
})

test('the product page’s note agrees with the cart’s earliest day, whatever the lead time and moment', () => {
  const leadTimes = fc.option(fc.integer({ min: 0, max: MAX_LEAD_TIME_DAYS }), { nil: null })
  fc.assert(
    fc.property(instants, leadTimes, (now, leadTimeDays) => {
      const product = cake('Celebration Cake', leadTimeDays)
      const earliest = earliestDelivery([product], now)
      expect(productLeadTimeNote(product, now)).toBe(
        earliest.product ? leadTimeMessage(product.title, earliest.date) : null,
      )
    }),
  )
})

const quick = [
  cake('Sponge', null),
  cake('Cupcakes', 0),
  cake('Cookies', 1),
  cake('Cake Pops', null),
]

test.each([
  ['an empty catalogue', [], 'Everything can be delivered from tomorrow'],
  [
    'a catalogue without lead times, 0 and 1 day among them',
    quick,
    'Everything can be delivered from tomorrow',
  ],
  [
    'one product of six weeks among quick bakes',
    [...quick, cake('Three-Tier Wedding Cake', 42)],
    'Most of our bakes can be delivered from tomorrow, but please allow 6 weeks’ notice for the Three-Tier Wedding Cake',
  ],
  [
    'one product of a week, named once even if its title has its article',
    [...quick, cake('The Big Bake', 7)],
    'Most of our bakes can be delivered from tomorrow, but please allow 1 week’s notice for The Big Bake',
  ],
  [
    'one product of days that are not whole weeks',
    [...quick, cake('Celebration Cake', 10)],
    'Most of our bakes can be delivered from tomorrow, but please allow 10 days’ notice for the Celebration Cake',
  ],
  [
    'two products of the same notice, a plural title among them, in the catalogue’s order',
    [cake('Dessert Table', 21), ...quick, cake('Event & Corporate Treat Boxes', 21)],
    'Most of our bakes can be delivered from tomorrow, but please allow 3 weeks’ notice for the Dessert Table and the Event & Corporate Treat Boxes',
  ],
  [
    'two products of different notice, the lesser first',
    [cake('Three-Tier Wedding Cake', 42), ...quick, cake('Dessert Table', 2)],
    'Most of our bakes can be delivered from tomorrow, but please allow 2 days’ notice for the Dessert Table and 6 weeks’ for the Three-Tier Wedding Cake',
  ],
  [
    'several products of different notice: the first with the most is named',
    [
      ...quick,
      cake('Dessert Table', 21),
      cake('Three-Tier Wedding Cake', 42),
      cake('Croquembouche', 42),
    ],
    'Most of our bakes can be delivered from tomorrow; some, such as the Three-Tier Wedding Cake, need up to 6 weeks’ notice',
  ],
  [
    'several products of the same notice, as many as the quick ones',
    [
      cake('A', 14),
      cake('B', 14),
      cake('C', 14),
      cake('Sponge', null),
      cake('Tart', 1),
      cake('Pie', null),
    ],
    'Some of our bakes can be delivered from tomorrow; others, such as the A, need 2 weeks’ notice',
  ],
  [
    'as many quick products as slow ones',
    [cake('Sponge', null), cake('Dessert Table', 21)],
    'Some of our bakes can be delivered from tomorrow, but please allow 3 weeks’ notice for the Dessert Table',
  ],
  ['a single product with notice', [cake('Dessert Table', 21)], 'Everything needs 3 weeks’ notice'],
  [
    'only products with the same notice',
    [cake('Dessert Table', 21), cake('Treat Boxes', 21)],
    'Everything needs 3 weeks’ notice',
  ],
  [
    'only products with notice, of different lengths',
    [cake('Dessert Table', 10), cake('Wedding Cake', 42), cake('Treat Boxes', 21)],
    'Everything needs at least 10 days’ notice, and some bakes up to 6 weeks’',
  ],
])('%s reads: %s', (_name, products, words) => {
  expect(describeLeadTimes(products)).toBe(words)
})

test('the words never promise tomorrow for a product that needs more, nor ask notice of none', () => {
  fc.assert(
    fc.property(products, (catalogue) => {
      const words = describeLeadTimes(catalogue)
      const needsNotice = catalogue.some((product) => (product.leadTimeDays ?? 0) > 1)
      expect(words === 'Everything can be delivered from tomorrow').toBe(!needsNotice)
      expect(/\b(?:days?|weeks?)’/.test(words)).toBe(needsNotice)
    }),
  )
})
