import { expect, test } from 'vitest'
import { addDays, formatLongDate, londonInstant, toLondonClock, weekdayOf } from '../dates'
import { DEFAULT_TEST_DAY, TEST_DAYS, testDayFrom, testDaysFrom } from './test-days'

// The suite's days are what docs/architecture.md › Tests says they are: every weekday, both
// changes of the clocks in London, and the year's last day, none started near a midnight.

const londonDates = TEST_DAYS.map((day) => toLondonClock(new Date(day.now)).date)

/** Hours in a London day: 23 when the clocks go forward, 25 when they go back. */
function hoursIn(date: string): number {
  const start = londonInstant(date, '00:00').getTime()
  return (londonInstant(addDays(date, 1), '00:00').getTime() - start) / 3_600_000
}

test('the test days hold every weekday, both changes of the clocks and 31 December', () => {
  expect(new Set(londonDates.map(weekdayOf))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]))
  expect(
    londonDates
      .map(hoursIn)
      .filter((hours) => hours !== 24)
      .sort(),
  ).toEqual([23, 25])
  expect(londonDates.some((date) => date.endsWith('-12-31'))).toBe(true)
  expect(new Set(londonDates).size).toBe(TEST_DAYS.length)
})

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

test('each test day is named by its London weekday and date, and no clock starts in the hour before a midnight', () => {
  for (const day of TEST_DAYS) {
    const { date, time } = toLondonClock(new Date(day.now))
    expect(day.name).toMatch(
      new RegExp(`^${WEEKDAYS[weekdayOf(date)] ?? ''} ${formatLongDate(date)}\\b`),
    )
    expect(time < '23:00').toBe(true)
  }
})

test('TEST_NOW names the suite’s day; without it the Saturday, and the dated tests run on every day', () => {
  expect(testDayFrom(undefined)).toBe(DEFAULT_TEST_DAY)
  expect(weekdayOf(toLondonClock(new Date(DEFAULT_TEST_DAY.now)).date)).toBe(6)
  expect(testDaysFrom('')).toBe(TEST_DAYS)
  expect(testDayFrom('2027-10-30T23:30:00Z').name).toBe(
    'Sunday 31 October 2027 at 00:30, the clocks go back',
  )
  expect(testDaysFrom('2028-02-29T12:00:00+00:00')).toEqual([
    { name: '2028-02-29T12:00:00+00:00', now: '2028-02-29T12:00:00+00:00' },
  ])
})

test.each(['2027-03-27', '2027-03-27T10:00:00', 'tomorrow', '2027-02-30T10:00:00Z'])(
  'TEST_NOW=%s is refused in words rather than read as the machine’s day',
  (setting) => {
    expect(() => testDayFrom(setting)).toThrow('TEST_NOW is an ISO 8601 instant with its offset')
  },
)
