import type { CloseOrderDates } from './schemas/app-options'

/** The shop's time zone: every date and time is London wall-clock (docs/product.md › Dates and time slots). */
export const LONDON_TIME_ZONE = 'Europe/London'

/** The earliest birth date a profile accepts (docs/product.md › Phone, e-mail and passwords). */
export const BIRTH_DATE_MIN = '1920-01-01'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

let londonParts: Intl.DateTimeFormat | undefined

// Made on first use: a formatter with a time zone takes milliseconds to build, which a page that
// imports these rules but shows no London time (a product page on a phone) should not pay at start.
function getLondonParts(): Intl.DateTimeFormat {
  londonParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return londonParts
}

/** A London wall-clock moment: `YYYY-MM-DD` date and `HH:mm` time (docs/product.md › Dates and time slots). */
export interface LondonClock {
  date: string
  time: string
}

/** The London wall-clock date and time of an instant, whatever the machine's zone (docs/product.md › Dates and time slots). */
export function toLondonClock(instant: Date): LondonClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date')
  const parts: Record<string, string> = {}
  for (const part of getLondonParts().formatToParts(instant)) parts[part.type] = part.value
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${parts['hour']}:${parts['minute']}`,
  }
}

/** Today's date in London, `YYYY-MM-DD`, given the current instant (docs/product.md › Dates and time slots). */
export function londonToday(now: Date): string {
  return toLondonClock(now).date
}

/** Tomorrow's date in London, `YYYY-MM-DD`: the earliest delivery date (docs/product.md › Dates and time slots). */
export function londonTomorrow(now: Date): string {
  return addDays(londonToday(now), 1)
}

/** How many days after tomorrow a delivery can be booked: a year, also the longest lead time a product may have. */
export const DELIVERY_CALENDAR_DAYS = 365

/** The last date a delivery can be booked for, `YYYY-MM-DD`: a year after tomorrow in London. */
export function latestDeliveryDate(now: Date): string {
  return addDays(londonTomorrow(now), DELIVERY_CALENDAR_DAYS)
}

function splitIsoDate(date: string): [number, number, number] | null {
  const match = ISO_DATE.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // Years below 1000 are refused: Date.UTC reads years 0–99 as 1900–1999, and no order or birthday is that old.
  if (year < 1000) return null
  const utc = new Date(Date.UTC(year, month - 1, day))
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null
  return [year, month, day]
}

/** Whether a text is a real calendar date written `YYYY-MM-DD` (docs/product.md › Wire names). */
export function isIsoDate(date: string): boolean {
  return splitIsoDate(date) !== null
}

/** Whether a text is a clock time written `HH:mm`, 00:00–23:59 (docs/product.md › Wire names). */
export function isClockTime(time: string): boolean {
  return CLOCK_TIME.test(time)
}

/** Minutes after midnight of an `HH:mm` time (docs/product.md › Dates and time slots; › Congestion charge). */
export function timeToMinutes(time: string): number {
  const match = CLOCK_TIME.exec(time)
  if (!match) throw new RangeError(`Not a time: ${time}`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** The `HH:mm` time of minutes after midnight (docs/product.md › Dates and time slots). */
export function minutesToTime(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`
}

function requireIsoDate(date: string): [number, number, number] {
  const parts = splitIsoDate(date)
  if (!parts) throw new RangeError(`Not a date: ${date}`)
  return parts
}

function formatIso(utc: Date): string {
  const year = String(utc.getUTCFullYear()).padStart(4, '0')
  const month = String(utc.getUTCMonth() + 1).padStart(2, '0')
  const day = String(utc.getUTCDate()).padStart(2, '0')
  return `${year}-${month}-${day}`
}

/**
 * The instant a London wall-clock date and time names, whatever the machine's zone
 * (docs/product.md › Dates and time slots): read as UTC first, then moved by the offset London shows
 * there, and once more where that first guess fell on the other side of a change of the clocks.
 */
export function londonInstant(date: string, time: string): Date {
  const [year, month, day] = requireIsoDate(date)
  const minutes = timeToMinutes(time)
  const wanted = Date.UTC(year, month - 1, day, 0, minutes)
  let instant = wanted
  for (let step = 0; step < 2; step += 1) {
    const shown = toLondonClock(new Date(instant))
    const [shownYear, shownMonth, shownDay] = requireIsoDate(shown.date)
    instant += wanted - Date.UTC(shownYear, shownMonth - 1, shownDay, 0, timeToMinutes(shown.time))
  }
  return new Date(instant)
}

/** The calendar date `days` after a `YYYY-MM-DD` date, across month and year ends (docs/product.md › Dates and time slots). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = requireIsoDate(date)
  return formatIso(new Date(Date.UTC(year, month - 1, day + days)))
}

/** The weekday of a `YYYY-MM-DD` date, 0 = Sunday (docs/product.md › Dates and time slots). */
export function weekdayOf(date: string): number {
  const [year, month, day] = requireIsoDate(date)
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

/** The months' English names, January first. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** Formats a `YYYY-MM-DD` date as a sentence says it: `12 January 2027` (docs/product.md › Lead times). */
export function formatLongDate(date: string): string {
  const [year, month, day] = requireIsoDate(date)
  return `${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`
}

/** Formats a `YYYY-MM-DD` date as the pickers show it: `dd.MM.yyyy` (docs/product.md › Dates and time slots). */
export function formatDisplayDate(date: string): string {
  const [year, month, day] = requireIsoDate(date)
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${String(year).padStart(4, '0')}`
}

/** Parses a `dd.MM.yyyy` date into `YYYY-MM-DD`, or null when it is not a real date (docs/product.md › Dates and time slots). */
export function parseDisplayDate(text: string): string | null {
  const match = DISPLAY_DATE.exec(text.trim())
  if (!match) return null
  const iso = `${match[3]}-${match[2]}-${match[1]}`
  return isIsoDate(iso) ? iso : null
}

/** Formats an instant (a Date or an ISO timestamp) as its London date `dd.MM.yyyy`, e.g. an order's creation date (docs/product.md › Dates and time slots). */
export function formatLondonDate(instant: Date | string): string {
  const value = typeof instant === 'string' ? new Date(instant) : instant
  return formatDisplayDate(toLondonClock(value).date)
}

/** Formats an instant as its London date and 24-hour time, `dd.MM.yyyy HH:mm`, e.g. when an e-mail was written (docs/product.md › The back office). */
export function formatLondonDateTime(instant: Date | string): string {
  const clock = toLondonClock(typeof instant === 'string' ? new Date(instant) : instant)
  return `${formatDisplayDate(clock.date)} ${clock.time}`
}

/** The reason a delivery date is refused, or null when allowed (docs/product.md › Dates and time slots). */
export type DeliveryDateProblem =
  'invalid' | 'tooEarly' | 'tooLate' | 'closedDate' | 'closedWeekDay'

/** Why a delivery date cannot be chosen: not a date, before tomorrow in London, more than the calendar's year ahead, a closed date or a closed weekday; null when allowed. */
export function findDeliveryDateProblem(
  date: string,
  now: Date,
  closeOrderDates: CloseOrderDates,
): DeliveryDateProblem | null {
  if (!isIsoDate(date)) return 'invalid'
  if (date < londonTomorrow(now)) return 'tooEarly'
  if (date > latestDeliveryDate(now)) return 'tooLate'
  if (closeOrderDates.closeDates.includes(date)) return 'closedDate'
  if (closeOrderDates.closeWeekDays.includes(weekdayOf(date))) return 'closedWeekDay'
  return null
}

/** Whether a delivery date can be chosen: from tomorrow in London for a year, not closed. */
export function isDeliveryDateAllowed(
  date: string,
  now: Date,
  closeOrderDates: CloseOrderDates,
): boolean {
  return findDeliveryDateProblem(date, now, closeOrderDates) === null
}

/** The birth dates a profile accepts: 1920-01-01 to 1 January of next year in London, inclusive (docs/product.md › Phone, e-mail and passwords). */
export function birthDateRange(now: Date): { min: string; max: string } {
  const year = Number(londonToday(now).slice(0, 4))
  return { min: BIRTH_DATE_MIN, max: `${year + 1}-01-01` }
}

/** Whether a `YYYY-MM-DD` birth date lies in the accepted range (docs/product.md › Phone, e-mail and passwords). */
export function isBirthDateAllowed(date: string, now: Date): boolean {
  if (!isIsoDate(date)) return false
  const { min, max } = birthDateRange(now)
  return min <= date && date <= max
}
