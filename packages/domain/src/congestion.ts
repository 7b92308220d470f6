import { toPence, ZERO_PENCE, type Pence } from './money'
import type { AppDelivery } from './schemas/app-options'
import { isClockTime, isIsoDate, timeToMinutes, weekdayOf } from './dates'

/** The outward code of a UK postcode: the part before the space, upper-cased; without a space, all but the last 3 characters (docs/product.md › Congestion charge). */
export function outwardCode(postcode: string): string {
  const compact = postcode.trim().toUpperCase().replace(/\s+/g, ' ')
  const space = compact.indexOf(' ')
  if (space >= 0) return compact.slice(0, space)
  // The inward code is always a digit and two letters, so a full postcode typed without its space still splits.
  return /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : compact
}

/** Whether an outward code matches a zone entry exactly; a trailing `?` in the entry stands for one letter A–Z (docs/product.md › Congestion charge). */
export function matchesZoneEntry(outward: string, entry: string): boolean {
  const pattern = entry.trim().toUpperCase()
  if (pattern.endsWith('?')) {
    const stem = pattern.slice(0, -1)
    return (
      outward.length === stem.length + 1 &&
      outward.startsWith(stem) &&
      /^[A-Z]$/.test(outward.slice(-1))
    )
  }
  return outward === pattern
}

/** Whether a postcode lies in the congestion charge zone: its outward code matches one entry exactly, so SE11, SW10, W10, WC10 stay outside (docs/product.md › Congestion charge). */
export function isInCongestionZone(postcode: string, zoneList: readonly string[]): boolean {
  const outward = outwardCode(postcode)
  if (outward === '') return false
  return zoneList.some((entry) => matchesZoneEntry(outward, entry))
}

/** Whether a `YYYY-MM-DD` date lies in a yearly `MM-DD` interval, inclusive, which may wrap over New Year (docs/product.md › Congestion charge). */
export function isInYearlyInterval(date: string, interval: { from: string; to: string }): boolean {
  const monthDay = date.slice(5)
  if (interval.from <= interval.to) return interval.from <= monthDay && monthDay <= interval.to
  return monthDay >= interval.from || monthDay <= interval.to
}

/**
 * Whether a delivery time range overlaps a charging window (docs/product.md › Congestion charge).
 * Both are half-open, so a range that only touches a window (06:00–07:00, 18:00–19:00) is not charged;
 * a single time (`to` equal to `from`, or no `to`) is charged when the window holds it, from its opening up to, not including, its close.
 */
export function overlapsWindow(
  range: { from: string; to: string },
  window: { from: string; to: string },
): boolean {
  const start = timeToMinutes(range.from)
  const end = Math.max(start, timeToMinutes(range.to))
  const open = timeToMinutes(window.from)
  const close = timeToMinutes(window.to)
  if (start === end) return open <= start && start < close
  return start < close && open < end
}

/** Input of the congestion charge: the address's postcode, the chosen date and `From`/`To` times, and the shop's settings (docs/product.md › Congestion charge). */
export interface CongestionChargeInput {
  readonly postCode: string
  readonly date: string
  readonly time: string
  readonly secondTime?: string | undefined
  readonly appDelivery: AppDelivery
}

/** The congestion charge in pence: the zone price when the postcode is in the zone, the weekday's window overlaps the times and the date is not exempt; else 0 (docs/product.md › Congestion charge). */
export function calculateCongestionCharge(input: CongestionChargeInput): Pence {
  const { postCode, date, time, appDelivery } = input
  if (!isInCongestionZone(postCode, appDelivery.congestionChargeZone)) return ZERO_PENCE
  if (!isIsoDate(date) || !isClockTime(time)) return ZERO_PENCE
  if (isInYearlyInterval(date, appDelivery.congestionDaysInterval)) return ZERO_PENCE
  const secondTime = input.secondTime && isClockTime(input.secondTime) ? input.secondTime : time
  const weekday = weekdayOf(date)
  const charged = appDelivery.congestionWeekDays.some(
    (window) => window.day === weekday && overlapsWindow({ from: time, to: secondTime }, window),
  )
  return charged ? toPence(appDelivery.congestionPrice) : ZERO_PENCE
}
