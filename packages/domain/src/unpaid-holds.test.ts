import fc from 'fast-check'
import { expect, test } from 'vitest'
import { addDays, londonToday, toLondonClock, weekdayOf } from './dates'
import { TEST_DAYS } from './testing/test-days'
import {
  addWorkingDays,
  DEFAULT_UNPAID_HOLD_TERMS,
  hasHoldEnded,
  holdEndInWords,
  holdEndsAt,
  lastDayOfHold,
  lastDayToPay,
  unpaidHoldOf,
  workingDaysInWords,
  type HoldingOrder,
  type PaymentOffer,
  type UnpaidHold,
} from './unpaid-holds'

const isWeekend = (date: string) => weekdayOf(date) === 0 || weekdayOf(date) === 6

test.each([
  // Monday to Thursday: three weekdays on; a Friday's or a weekend's run over to the next week.
  ['2027-03-22', '2027-03-25'],
  ['2027-03-25', '2027-03-30'],
  ['2027-03-26', '2027-03-31'],
  ['2027-03-27', '2027-03-31'],
  ['2027-03-28', '2027-03-31'],
  ['2027-12-30', '2028-01-04'],
])('three working days after %s end on %s', (from, to) => {
  expect(addWorkingDays(from, 3)).toBe(to)
})

test('the working days counted are weekdays after the first day, however many', () => {
  const date = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2026-01-01', offset))
  fc.assert(
    fc.property(date, fc.integer({ min: 1, max: 20 }), (from, days) => {
      const end = addWorkingDays(from, days)
      expect(isWeekend(end)).toBe(false)
      let weekdays = 0
      for (let day = addDays(from, 1); day <= end; day = addDays(day, 1))
        if (!isWeekend(day)) weekdays += 1
      expect(weekdays).toBe(days)
    }),
  )
})

// A delivery day a month on: far enough that no term reaches it.
const farDay = (now: Date) => addDays(londonToday(now), 30)

test.each(TEST_DAYS)('on $name a checkout payment page holds the day two hours', ({ now }) => {
  const offeredAt = new Date(now)
  const payment = { offer: 'checkoutPage', offeredAt, deliveryDate: farDay(offeredAt) } as const
  const ends = holdEndsAt(payment, DEFAULT_UNPAID_HOLD_TERMS)
  expect(ends.getTime() - offeredAt.getTime()).toBe(2 * 60 * 60 * 1000)
  expect(holdEndsAt(payment, { ...DEFAULT_UNPAID_HOLD_TERMS, onlinePaymentHours: 5 })).toEqual(
    new Date(offeredAt.getTime() + 5 * 60 * 60 * 1000),
  )
})

test.each(TEST_DAYS)(
  'on $name a bank transfer or a mailed link holds the day to the end of its third working day',
  ({ now }) => {
    const offeredAt = new Date(now)
    const offers: PaymentOffer[] = ['bankTransfer', 'mailedLink']
    for (const offer of offers) {
      const payment = { offer, offeredAt, deliveryDate: farDay(offeredAt) }
      const ends = holdEndsAt(payment, DEFAULT_UNPAID_HOLD_TERMS)
      const lastDay = lastDayToPay(offeredAt, DEFAULT_UNPAID_HOLD_TERMS)
      expect(lastDay).toBe(addWorkingDays(londonToday(offeredAt), 3))
      // It ends as London's next day begins, whether the clocks changed on the way or not.
      expect(toLondonClock(ends)).toEqual({ date: addDays(lastDay, 1), time: '00:00' })
      expect(lastDayOfHold(ends)).toBe(lastDay)
      expect(lastDayOfHold(ends.toISOString())).toBe(lastDay)
    }
  },
)

test.each(TEST_DAYS)(
  'on $name no hold outlasts the start of its delivery day, unless offered on or after it',
  ({ now }) => {
    const offeredAt = new Date(now)
    const tomorrow = addDays(londonToday(offeredAt), 1)
    const offers: PaymentOffer[] = ['checkoutPage', 'bankTransfer', 'mailedLink']
    for (const offer of offers) {
      const ends = holdEndsAt(
        { offer, offeredAt, deliveryDate: tomorrow },
        DEFAULT_UNPAID_HOLD_TERMS,
      )
      expect(ends.getTime()).toBeGreaterThan(offeredAt.getTime())
      expect(toLondonClock(ends).date <= tomorrow).toBe(true)
      if (offer !== 'checkoutPage')
        expect(toLondonClock(ends)).toEqual({ date: tomorrow, time: '00:00' })
      // A request priced on its own day, or after it, keeps its whole term.
      const late = holdEndsAt(
        { offer, offeredAt, deliveryDate: londonToday(offeredAt) },
        DEFAULT_UNPAID_HOLD_TERMS,
      )
      expect(late).toEqual(
        holdEndsAt(
          { offer, offeredAt, deliveryDate: farDay(offeredAt) },
          DEFAULT_UNPAID_HOLD_TERMS,
        ),
      )
    }
  },
)

test('a bank transfer offered late on a London evening counts from that London day', () => {
  // 23:30 UTC on 31 March 2027 is already Thursday 1 April in London's summer time.
  const offered = new Date('2027-03-31T23:30:00Z')
  expect(lastDayToPay(offered, DEFAULT_UNPAID_HOLD_TERMS)).toBe('2027-04-06')
})

const ENDS = '2027-03-27T12:00:00.000Z'
const LATER = '2027-03-31T23:00:00.000Z'
const pending = (method: 'sandbox' | 'bankTransfer', holdEndsAt: string) =>
  ({ method, status: 'pending', holdEndsAt, isAuthorised: false }) as const

test.each<[string, HoldingOrder, UnpaidHold | null]>([
  [
    'a new order waiting for its online payment',
    { status: 'created', total: 4500, transactions: [pending('sandbox', ENDS)] },
    { waitsFor: 'payment', endsAt: new Date(ENDS) },
  ],
  [
    'a bank transfer',
    { status: 'created', total: 4500, transactions: [pending('bankTransfer', LATER)] },
    { waitsFor: 'bankTransfer', endsAt: new Date(LATER) },
  ],
  [
    'a corrected price: the newest payment decides',
    {
      status: 'created',
      total: 4500,
      transactions: [
        { method: 'sandbox', status: 'cancelled', holdEndsAt: ENDS, isAuthorised: false },
        pending('sandbox', LATER),
      ],
    },
    { waitsFor: 'payment', endsAt: new Date(LATER) },
  ],
  [
    'a failed payment, still within its hold',
    {
      status: 'created',
      total: 4500,
      transactions: [
        { method: 'sandbox', status: 'failed', holdEndsAt: ENDS, isAuthorised: false },
      ],
    },
    { waitsFor: 'payment', endsAt: new Date(ENDS) },
  ],
  [
    'a request',
    { status: 'created', total: null, transactions: [] },
    { waitsFor: 'price', endsAt: null },
  ],
  [
    'an order moved on unpaid',
    { status: 'current', total: 4500, transactions: [pending('sandbox', ENDS)] },
    { waitsFor: 'baker', endsAt: null },
  ],
  [
    'a paid order',
    {
      status: 'created',
      total: 4500,
      transactions: [
        { method: 'sandbox', status: 'paid', holdEndsAt: ENDS, isAuthorised: false },
        pending('bankTransfer', LATER),
      ],
    },
    null,
  ],
  [
    'a payment approved at the bank, its hold past',
    {
      status: 'created',
      total: 4500,
      transactions: [
        { method: 'gocardless', status: 'pending', holdEndsAt: ENDS, isAuthorised: true },
      ],
    },
    { waitsFor: 'bankConfirmation', endsAt: null },
  ],
  ['a cancelled order', { status: 'cancelled', total: 4500, transactions: [] }, null],
  ['a complete order', { status: 'complete', total: 4500, transactions: [] }, null],
])('%s holds its day as the rule says', (_name, order, hold) => {
  expect(unpaidHoldOf(order)).toEqual(hold)
  const endsAt = hold?.endsAt
  if (endsAt) {
    expect(hasHoldEnded(order, new Date(endsAt.getTime() - 1))).toBe(false)
    expect(hasHoldEnded(order, endsAt)).toBe(true)
  } else expect(hasHoldEnded(order, new Date('2100-01-01T00:00:00Z'))).toBe(false)
})

test.each([
  ['2027-03-31T23:00:00.000Z', 'the end of 31.03.2027'],
  ['2027-03-27T12:00:00.000Z', '27.03.2027 12:00'],
])('a hold ending at %s ends at %s', (endsAt, words) => {
  expect(holdEndInWords(endsAt)).toBe(words)
})

test.each([
  [1, '1 working day'],
  [3, '3 working days'],
])('%i is "%s"', (days, words) => {
  expect(workingDaysInWords(days)).toBe(words)
})
