import { expect, test } from 'vitest'
import { DELIVERY_CALENDAR_DAYS } from './dates'
import {
  deliveryCalendarRange,
  isDeliveryPlaceChosen,
  findDeliveryScheduleIssue,
  keepSecondTime,
} from './checkout'
import { DELIVERY_SCHEDULE_MESSAGES } from './slots'

const SATURDAY_NOON = new Date('2024-07-06T11:00:00Z')
const SUNDAY = '2024-07-07'
const MONDAY = '2024-07-08'
const open = { closeDates: [], closeWeekDays: [] }

test.each([
  ['a London afternoon', '2024-07-06T11:00:00Z', '2024-07-07', '2025-07-07'],
  [
    'just after midnight in London, still the day before in UTC',
    '2024-06-30T23:30:00Z',
    '2024-07-02',
    '2025-07-02',
  ],
  ['New Year’s Eve', '2024-12-31T22:00:00Z', '2025-01-01', '2026-01-01'],
])('the delivery calendar on %s runs from tomorrow for a year', (_name, instant, min, max) => {
  expect(deliveryCalendarRange(new Date(instant))).toEqual({ min, max })
  expect(DELIVERY_CALENDAR_DAYS).toBe(365)
})

test.each([
  ['an allowed Monday slot', { date: MONDAY, time: '11:00', secondTime: '12:00' }, null],
  ['an empty date, left to the required rule', { date: '', time: '' }, null],
  ['an allowed date without a time yet', { date: MONDAY, time: '' }, null],
  [
    'today',
    { date: '2024-07-06', time: '11:00' },
    { field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES.tooEarly },
  ],
  [
    'a day past the calendar’s year',
    { date: '2025-07-08', time: '11:00' },
    { field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES.tooLate },
  ],
  [
    'a half-typed date',
    { date: '08.07', time: '' },
    { field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES.invalid },
  ],
  [
    'a weekday slot on a Sunday',
    { date: SUNDAY, time: '19:00' },
    { field: 'delivery.time', message: DELIVERY_SCHEDULE_MESSAGES.timeNotOffered },
  ],
  [
    'To before From',
    { date: MONDAY, time: '12:00', secondTime: '11:00' },
    { field: 'delivery.secondTime', message: DELIVERY_SCHEDULE_MESSAGES.secondTimeBeforeTime },
  ],
  [
    'To in the other window',
    { date: MONDAY, time: '12:00', secondTime: '19:30' },
    { field: 'delivery.secondTime', message: DELIVERY_SCHEDULE_MESSAGES.secondTimeNotOffered },
  ],
])('schedule issue for %s', (_name, schedule, issue) => {
  expect(findDeliveryScheduleIssue(schedule, SATURDAY_NOON, open)).toEqual(issue)
})

test.each([
  [
    'a closed date',
    { closeDates: [MONDAY], closeWeekDays: [] },
    DELIVERY_SCHEDULE_MESSAGES.closedDate,
  ],
  [
    'a closed weekday',
    { closeDates: [], closeWeekDays: [1] },
    DELIVERY_SCHEDULE_MESSAGES.closedWeekDay,
  ],
])('%s is refused on the date field', (_name, closed, message) => {
  expect(findDeliveryScheduleIssue({ date: MONDAY, time: '11:00' }, SATURDAY_NOON, closed)).toEqual(
    {
      field: 'delivery.date',
      message,
    },
  )
})

// Saturday 6 July 2024: a three-week cake is ready on Saturday 27 July.
const PARTY_CAKE = { title: 'Party Cake', leadTimeDays: 21 }
const QUICK_BAKE = { title: 'Cupcakes', leadTimeDays: null }

test('the calendar of a cart with a lead time starts on the day its slowest product is ready', () => {
  expect(deliveryCalendarRange(SATURDAY_NOON, [QUICK_BAKE, PARTY_CAKE])).toEqual({
    min: '2024-07-27',
    max: '2025-07-07',
  })
  expect(deliveryCalendarRange(SATURDAY_NOON, [QUICK_BAKE])).toEqual(
    deliveryCalendarRange(SATURDAY_NOON),
  )
})

test.each([
  [
    'a day too soon for the party cake',
    { date: '2024-07-26', time: '11:00' },
    open,
    { field: 'delivery.date', message: 'The earliest date for Party Cake is 27 July 2024' },
  ],
  [
    'a closed day too soon: the lead time is what to fix',
    { date: MONDAY, time: '11:00' },
    { closeDates: [MONDAY], closeWeekDays: [] },
    { field: 'delivery.date', message: 'The earliest date for Party Cake is 27 July 2024' },
  ],
  [
    'today: the shop’s own rule first',
    { date: '2024-07-06', time: '11:00' },
    open,
    { field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES.tooEarly },
  ],
  [
    'a half-typed date',
    { date: '27.07', time: '' },
    open,
    { field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES.invalid },
  ],
  ['the first day it is ready', { date: '2024-07-27', time: '11:00' }, open, null],
  [
    'the first day it is ready, closed',
    { date: '2024-07-27', time: '11:00' },
    { closeDates: ['2024-07-27'], closeWeekDays: [] },
    { field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES.closedDate },
  ],
])('for a cart with a three-week cake, %s', (_name, schedule, closed, issue) => {
  expect(
    findDeliveryScheduleIssue(schedule, SATURDAY_NOON, closed, [QUICK_BAKE, PARTY_CAKE]),
  ).toEqual(issue)
})

test.each([
  ['To still after the new From', MONDAY, '11:30', '12:00', '12:00'],
  ['To equal to the new From', MONDAY, '12:00', '12:00', '12:00'],
  ['To now before From', MONDAY, '12:30', '12:00', ''],
  ['To in the other window than the new From', MONDAY, '19:00', '12:00', ''],
  ['no To chosen', MONDAY, '11:00', '', ''],
  ['no date', '', '11:00', '12:00', ''],
])('keepSecondTime: %s', (_name, date, time, secondTime, kept) => {
  expect(keepSecondTime(date, time, secondTime)).toBe(kept)
})

test.each([
  ['a suggestion with its postcode', { postCode: 'WC2E 9DD' }, true],
  ['a saved address', { postCode: '', addressId: 'a-1' }, true],
  ['typed text without a postcode', { postCode: '' }, false],
  ['a blank postcode', { postCode: '  ', addressId: '' }, false],
])('isDeliveryPlaceChosen: %s', (_name, place, chosen) => {
  expect(isDeliveryPlaceChosen(place)).toBe(chosen)
})
