import { expect, test } from 'vitest'
import {
  addDays,
  birthDateRange,
  findDeliveryDateProblem,
  formatDisplayDate,
  formatLongDate,
  formatLondonDate,
  formatLondonDateTime,
  isBirthDateAllowed,
  isClockTime,
  isDeliveryDateAllowed,
  isIsoDate,
  londonInstant,
  londonToday,
  londonTomorrow,
  minutesToTime,
  parseDisplayDate,
  timeToMinutes,
  toLondonClock,
  weekdayOf,
} from './dates'

const open = { closeDates: [], closeWeekDays: [] }

test('the tests run on a machine whose zone is not London', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Europe/London')
})

test.each([
  // BST (UTC+1): just before and after midnight in London, which is 23:00 UTC.
  ['2024-06-30T22:59:00Z', '2024-06-30', '23:59', '2024-07-01'],
  ['2024-06-30T23:00:00Z', '2024-07-01', '00:00', '2024-07-02'],
  ['2024-06-30T23:30:00Z', '2024-07-01', '00:30', '2024-07-02'],
  // GMT (UTC+0): midnight in London is midnight UTC; New Year's Eve rolls the year.
  ['2024-12-31T23:30:00Z', '2024-12-31', '23:30', '2025-01-01'],
  ['2025-01-01T00:30:00Z', '2025-01-01', '00:30', '2025-01-02'],
  // Month ends, a leap day, and the clock changes.
  ['2024-02-28T12:00:00Z', '2024-02-28', '12:00', '2024-02-29'],
  ['2023-02-28T23:59:00Z', '2023-02-28', '23:59', '2023-03-01'],
  ['2024-03-31T00:59:00Z', '2024-03-31', '00:59', '2024-04-01'],
  ['2024-03-31T01:00:00Z', '2024-03-31', '02:00', '2024-04-01'],
  ['2024-10-26T23:30:00Z', '2024-10-27', '00:30', '2024-10-28'],
  ['2024-10-27T01:30:00Z', '2024-10-27', '01:30', '2024-10-28'],
])('at %s it is %s %s in London and tomorrow is %s', (instant, date, time, tomorrow) => {
  const now = new Date(instant)
  expect(toLondonClock(now)).toEqual({ date, time })
  expect(londonToday(now)).toBe(date)
  expect(londonTomorrow(now)).toBe(tomorrow)
})

test('an invalid instant is refused', () => {
  expect(() => toLondonClock(new Date('nope'))).toThrow(RangeError)
})

test.each([
  ['2024-01-31', 1, '2024-02-01'],
  ['2024-02-28', 1, '2024-02-29'],
  ['2023-02-28', 1, '2023-03-01'],
  ['2024-12-31', 1, '2025-01-01'],
  ['2025-01-01', -1, '2024-12-31'],
  ['2023-01-01', 60, '2023-03-02'],
  ['2024-03-30', 1, '2024-03-31'],
])('addDays(%s, %s) is %s', (date, days, result) => {
  expect(addDays(date, days)).toBe(result)
})

test.each([
  ['2024-06-30', 0],
  ['2024-07-01', 1],
  ['2024-12-25', 3],
  ['2025-01-04', 6],
])('weekdayOf(%s) is %s', (date, weekday) => {
  expect(weekdayOf(date)).toBe(weekday)
})

test.each([
  ['2024-02-29', true],
  ['2023-02-29', false],
  ['2024-13-01', false],
  ['2024-04-31', false],
  ['2024-1-01', false],
  ['0999-01-01', false],
  ['', false],
])('isIsoDate(%j) is %s', (text, valid) => {
  expect(isIsoDate(text)).toBe(valid)
})

test.each([
  ['00:00', true],
  ['23:59', true],
  ['24:00', false],
  ['9:00', false],
  ['12:60', false],
])('isClockTime(%j) is %s', (text, valid) => {
  expect(isClockTime(text)).toBe(valid)
})

test('times convert to minutes and back', () => {
  expect(timeToMinutes('07:30')).toBe(450)
  expect(minutesToTime(450)).toBe('07:30')
  expect(() => timeToMinutes('7.30')).toThrow(RangeError)
})

test.each([
  ['2024-07-05', '05.07.2024'],
  ['1920-01-01', '01.01.1920'],
])('formatDisplayDate(%s) is %s', (iso, display) => {
  expect(formatDisplayDate(iso)).toBe(display)
  expect(parseDisplayDate(display)).toBe(iso)
})

test.each([['31.02.2024'], ['5.7.2024'], ['2024-07-05'], ['']])(
  'parseDisplayDate(%j) is null',
  (text) => {
    expect(parseDisplayDate(text)).toBeNull()
  },
)

test('formatting a date that does not exist throws', () => {
  expect(() => formatDisplayDate('2024-02-30')).toThrow(RangeError)
})

test.each([
  ['2024-06-30T23:30:00.000Z', '01.07.2024'],
  ['2024-12-31T23:30:00.000Z', '31.12.2024'],
])('an order created at %s shows the London date %s', (instant, shown) => {
  expect(formatLondonDate(instant)).toBe(shown)
  expect(formatLondonDate(new Date(instant))).toBe(shown)
})

test.each([
  ['2024-06-30T23:30:00.000Z', '01.07.2024 00:30'],
  ['2024-12-31T23:30:00.000Z', '31.12.2024 23:30'],
  ['2024-03-31T00:59:00.000Z', '31.03.2024 00:59'],
  ['2024-03-31T01:00:00.000Z', '31.03.2024 02:00'],
  ['2024-10-27T00:30:00.000Z', '27.10.2024 01:30'],
  ['2024-10-27T01:30:00.000Z', '27.10.2024 01:30'],
  ['2024-07-01T12:05:00.000Z', '01.07.2024 13:05'],
])('an instant %s shows as the London date and 24-hour time %s', (instant, shown) => {
  expect(formatLondonDateTime(instant)).toBe(shown)
  expect(formatLondonDateTime(new Date(instant))).toBe(shown)
})

const lateJune = new Date('2024-06-30T23:30:00Z') // 00:30 on Monday 1 July in London

test.each([
  ['today in London', '2024-07-01', 'tooEarly'],
  ['yesterday', '2024-06-30', 'tooEarly'],
  ['tomorrow in London', '2024-07-02', null],
  ['a date far ahead', '2025-03-01', null],
  ['the last day of the calendar, a year after tomorrow', '2025-07-02', null],
  ['the day after the calendar ends', '2025-07-03', 'tooLate'],
  ['the end of time', '9999-12-31', 'tooLate'],
  ['not a date', '02.07.2024', 'invalid'],
])('a delivery on %s (%s) gives %s', (_name, date, problem) => {
  expect(findDeliveryDateProblem(date, lateJune, open)).toBe(problem)
  expect(isDeliveryDateAllowed(date, lateJune, open)).toBe(problem === null)
})

test('closed dates and closed weekdays cannot be chosen', () => {
  const closed = { closeDates: ['2024-07-03'], closeWeekDays: [0] }
  expect(findDeliveryDateProblem('2024-07-03', lateJune, closed)).toBe('closedDate')
  expect(findDeliveryDateProblem('2024-07-07', lateJune, closed)).toBe('closedWeekDay')
  expect(findDeliveryDateProblem('2024-07-04', lateJune, closed)).toBeNull()
})

test('the earliest delivery on New Year’s Eve evening is New Year’s Day', () => {
  const now = new Date('2024-12-31T22:00:00Z')
  expect(isDeliveryDateAllowed('2024-12-31', now, open)).toBe(false)
  expect(isDeliveryDateAllowed('2025-01-01', now, open)).toBe(true)
})

test('the birth date range runs from 1920-01-01 to 1 January next year in London', () => {
  // Already 2025 on this machine (UTC+14), still 2024 in London.
  expect(birthDateRange(new Date('2024-12-31T23:30:00Z'))).toEqual({
    min: '1920-01-01',
    max: '2025-01-01',
  })
  expect(birthDateRange(new Date('2025-01-01T00:00:00Z'))).toEqual({
    min: '1920-01-01',
    max: '2026-01-01',
  })
})

test.each([
  ['1920-01-01', true],
  ['1919-12-31', false],
  ['2025-01-01', true],
  ['2025-01-02', false],
  ['1990-02-30', false],
])('a birth date of %s is allowed in 2024: %s', (date, allowed) => {
  expect(isBirthDateAllowed(date, new Date('2024-06-01T12:00:00Z'))).toBe(allowed)
})

test('londonInstant reads a London wall-clock time in winter as UTC and in summer an hour earlier', () => {
  expect(londonInstant('2026-12-12', '10:00').toISOString()).toBe('2026-12-12T10:00:00.000Z')
  expect(londonInstant('2026-07-01', '19:45').toISOString()).toBe('2026-07-01T18:45:00.000Z')
  // The days the clocks change: 01:00 UTC on the last Sunday of March and of October.
  expect(londonInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T09:00:00.000Z')
  expect(londonInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T10:00:00.000Z')
  expect(londonInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z')
})

test('londonInstant and toLondonClock give back every slot time of a year of days', () => {
  for (let offset = 0; offset < 366; offset += 1) {
    const date = addDays('2026-01-01', offset)
    for (const time of ['10:00', '12:45', '21:00'])
      expect(toLondonClock(londonInstant(date, time))).toEqual({ date, time })
  }
})

test('formatLongDate writes a date in words, the day without a leading zero', () => {
  expect(formatLongDate('2027-01-12')).toBe('12 January 2027')
  expect(formatLongDate('2030-07-08')).toBe('8 July 2030')
  expect(formatLongDate('2026-12-31')).toBe('31 December 2026')
})
