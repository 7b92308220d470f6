import type { CloseOrderDates } from './schemas/app-options'
import {
  findDeliveryDateProblem,
  isClockTime,
  isIsoDate,
  minutesToTime,
  timeToMinutes,
  weekdayOf,
} from './dates'

/** Minutes between two delivery time slots (docs/product.md › Dates and time slots). */
export const SLOT_STEP_MINUTES = 15

/** A delivery window of a day, `HH:mm` to `HH:mm`, both ends offered as slots (docs/product.md › Dates and time slots). */
export interface TimeWindow {
  readonly from: string
  readonly to: string
}

/** Sunday's delivery window, 10:00–12:00 (docs/product.md › Dates and time slots). */
export const SUNDAY_DELIVERY_WINDOWS: readonly TimeWindow[] = [{ from: '10:00', to: '12:00' }]
/** The delivery windows of Monday to Saturday, 11:00–13:00 and 19:00–21:00 (docs/product.md › Dates and time slots). */
export const WEEKDAY_DELIVERY_WINDOWS: readonly TimeWindow[] = [
  { from: '11:00', to: '13:00' },
  { from: '19:00', to: '21:00' },
]

/** The message the time picker shows before a date is chosen (docs/product.md › Dates and time slots). */
export const PLEASE_SELECT_DATE = 'Please select a date'

/** The delivery windows of a `YYYY-MM-DD` date: Sundays one, other days two (docs/product.md › Dates and time slots). */
export function deliveryWindowsFor(date: string): readonly TimeWindow[] {
  return weekdayOf(date) === 0 ? SUNDAY_DELIVERY_WINDOWS : WEEKDAY_DELIVERY_WINDOWS
}

function windowSlots(window: TimeWindow): string[] {
  const slots: string[] = []
  for (
    let minutes = timeToMinutes(window.from);
    minutes <= timeToMinutes(window.to);
    minutes += SLOT_STEP_MINUTES
  ) {
    slots.push(minutesToTime(minutes))
  }
  return slots
}

/** The `From` slots of a date: every 15 minutes through each window, both ends included (docs/product.md › Dates and time slots). */
export function buildTimeSlots(date: string): string[] {
  return deliveryWindowsFor(date).flatMap(windowSlots)
}

/** The `To` slots once `From` is chosen: the slots of the same window not earlier than `From` (docs/product.md › Dates and time slots). */
export function buildSecondTimeSlots(date: string, from: string): string[] {
  const window = deliveryWindowsFor(date).find((candidate) => windowSlots(candidate).includes(from))
  if (!window) return []
  return windowSlots(window).filter((slot) => slot >= from)
}

/** Why a delivery time range is refused, or null when allowed (docs/product.md › Dates and time slots). */
export type TimeRangeProblem =
  'noDate' | 'timeNotOffered' | 'secondTimeNotOffered' | 'secondTimeBeforeTime'

/** Checks a chosen `From` (`time`) and optional `To` (`secondTime`) against the date's slots (docs/product.md › Dates and time slots). */
export function findTimeRangeProblem(
  date: string,
  time: string,
  secondTime = '',
): TimeRangeProblem | null {
  if (!isIsoDate(date)) return 'noDate'
  if (!isClockTime(time) || !buildTimeSlots(date).includes(time)) return 'timeNotOffered'
  if (secondTime === '') return null
  if (!isClockTime(secondTime) || !buildTimeSlots(date).includes(secondTime))
    return 'secondTimeNotOffered'
  if (secondTime < time) return 'secondTimeBeforeTime'
  if (!buildSecondTimeSlots(date, time).includes(secondTime)) return 'secondTimeNotOffered'
  return null
}

/** Customer-facing messages for a refused delivery date or time (docs/product.md › Dates and time slots). */
export const DELIVERY_SCHEDULE_MESSAGES = {
  invalid: 'Enter a valid delivery date',
  tooEarly: 'The earliest delivery date is tomorrow',
  tooLate: 'We take orders up to a year ahead, please choose an earlier date',
  closedDate: 'We do not deliver on this date, please choose another one',
  closedWeekDay: 'We do not deliver on this day of the week, please choose another date',
  noDate: PLEASE_SELECT_DATE,
  timeNotOffered: 'Please choose a delivery time from the list',
  secondTimeNotOffered: "Please choose the 'To' time from the list",
  secondTimeBeforeTime: "'To' cannot be earlier than 'From'",
} as const satisfies Record<string, string>

/** A delivery's date and time range as the checkout sends it (docs/product.md › Wire names). */
export interface DeliverySchedule {
  readonly date: string
  readonly time: string
  readonly secondTime?: string | undefined
}

/** The message refusing a delivery date and time range, or null when the server may accept it (docs/product.md › Dates and time slots). */
export function checkDeliverySchedule(
  schedule: DeliverySchedule,
  now: Date,
  closeOrderDates: CloseOrderDates,
): string | null {
  const dateProblem = findDeliveryDateProblem(schedule.date, now, closeOrderDates)
  if (dateProblem) return DELIVERY_SCHEDULE_MESSAGES[dateProblem]
  const timeProblem = findTimeRangeProblem(schedule.date, schedule.time, schedule.secondTime ?? '')
  return timeProblem ? DELIVERY_SCHEDULE_MESSAGES[timeProblem] : null
}
