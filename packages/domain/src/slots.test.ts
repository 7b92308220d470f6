import { expect, test } from 'vitest'
import {
  buildSecondTimeSlots,
  buildTimeSlots,
  checkDeliverySchedule,
  DELIVERY_SCHEDULE_MESSAGES,
  deliveryWindowsFor,
  findTimeRangeProblem,
  PLEASE_SELECT_DATE,
} from './slots'

const SUNDAY = '2024-07-07'
const MONDAY = '2024-07-08'
const SATURDAY = '2024-07-06'

test('Sunday slots run every 15 minutes from 10:00 to 12:00', () => {
  expect(buildTimeSlots(SUNDAY)).toEqual([
    '10:00',
    '10:15',
    '10:30',
    '10:45',
    '11:00',
    '11:15',
    '11:30',
    '11:45',
    '12:00',
  ])
})

test.each([[MONDAY], [SATURDAY]])(
  '%s has slots 11:00–13:00 and 19:00–21:00 every 15 minutes',
  (date) => {
    const slots = buildTimeSlots(date)
    expect(slots).toHaveLength(18)
    expect(slots.slice(0, 2)).toEqual(['11:00', '11:15'])
    expect(slots).toContain('13:00')
    expect(slots).not.toContain('13:15')
    expect(slots).not.toContain('18:45')
    expect(slots.slice(-2)).toEqual(['20:45', '21:00'])
  },
)

test('a Sunday has one window and a weekday two', () => {
  expect(deliveryWindowsFor(SUNDAY)).toHaveLength(1)
  expect(deliveryWindowsFor(MONDAY)).toHaveLength(2)
})

test.each([
  [MONDAY, '11:30', ['11:30', '11:45', '12:00', '12:15', '12:30', '12:45', '13:00']],
  [MONDAY, '20:30', ['20:30', '20:45', '21:00']],
  [SUNDAY, '12:00', ['12:00']],
  [MONDAY, '15:00', []],
])('on %s after From %s the To slots are %j', (date, from, slots) => {
  expect(buildSecondTimeSlots(date, from)).toEqual(slots)
})

test.each([
  ['a From slot alone', MONDAY, '11:00', '', null],
  ['a range in one window', MONDAY, '11:00', '12:30', null],
  ['To equal to From', MONDAY, '12:00', '12:00', null],
  ['no date', '', '11:00', '', 'noDate'],
  ['a time outside the windows', MONDAY, '15:00', '', 'timeNotOffered'],
  ['a time off the 15-minute grid', MONDAY, '11:10', '', 'timeNotOffered'],
  ['a weekday time on a Sunday', SUNDAY, '19:00', '', 'timeNotOffered'],
  ['To before From', MONDAY, '12:00', '11:30', 'secondTimeBeforeTime'],
  ['To outside the windows', MONDAY, '12:00', '14:00', 'secondTimeNotOffered'],
  ['To in the other window', MONDAY, '12:00', '19:30', 'secondTimeNotOffered'],
  ['a malformed To', MONDAY, '12:00', 'noon', 'secondTimeNotOffered'],
])('%s: %s %s–%s gives %s', (_name, date, time, secondTime, problem) => {
  expect(findTimeRangeProblem(date, time, secondTime)).toBe(problem)
})

test('the time picker asks for a date first', () => {
  expect(DELIVERY_SCHEDULE_MESSAGES.noDate).toBe(PLEASE_SELECT_DATE)
  expect(PLEASE_SELECT_DATE).toBe('Please select a date')
})

const now = new Date('2024-07-06T12:00:00Z') // Saturday in London
const open = { closeDates: [], closeWeekDays: [] }

test.each([
  ['tomorrow Sunday morning', { date: SUNDAY, time: '10:00', secondTime: '11:00' }, null],
  ['today', { date: SATURDAY, time: '11:00' }, DELIVERY_SCHEDULE_MESSAGES.tooEarly],
  [
    'a Sunday at a weekday slot',
    { date: SUNDAY, time: '19:00' },
    DELIVERY_SCHEDULE_MESSAGES.timeNotOffered,
  ],
  ['a broken date', { date: '2024-02-30', time: '11:00' }, DELIVERY_SCHEDULE_MESSAGES.invalid],
])('checkDeliverySchedule: %s', (_name, schedule, message) => {
  expect(checkDeliverySchedule(schedule, now, open)).toBe(message)
})

test('checkDeliverySchedule refuses closed days', () => {
  expect(
    checkDeliverySchedule({ date: MONDAY, time: '11:00' }, now, {
      closeDates: [MONDAY],
      closeWeekDays: [],
    }),
  ).toBe(DELIVERY_SCHEDULE_MESSAGES.closedDate)
  expect(
    checkDeliverySchedule({ date: MONDAY, time: '11:00' }, now, {
      closeDates: [],
      closeWeekDays: [1],
    }),
  ).toBe(DELIVERY_SCHEDULE_MESSAGES.closedWeekDay)
})
