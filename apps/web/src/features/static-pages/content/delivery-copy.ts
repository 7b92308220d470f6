import { MONTH_NAMES } from '@sweet-art/domain/dates'
import { formatPounds, toPence } from '@sweet-art/domain/money'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'

// Turns the shop's delivery settings into sentences, so the delivery page always tells customers
// the rules the checkout will apply, even after the shop changes them.

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
// British weeks are read Monday first; Sunday closes them.
const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0]

/** One line of the congestion hours: `Monday to Friday`, `07:00`, `18:00`. */
export interface ChargingHours {
  days: string
  from: string
  to: string
  includesWeekend: boolean
}

function describeDays(days: readonly number[]): string {
  const names = days.map((day) => DAY_NAMES[day] ?? '')
  if (names.length <= 2) return names.join(' and ')
  return `${names[0] ?? ''} to ${names.at(-1) ?? ''}`
}

/**
 * The charging hours grouped by runs of days with the same window, Monday first:
 * `Monday to Friday 07:00–18:00`, `Saturday and Sunday 12:00–18:00`.
 */
export function groupChargingHours(weekDays: AppDelivery['congestionWeekDays']): ChargingHours[] {
  const groups: { days: number[]; from: string; to: string }[] = []
  for (const day of WEEK_ORDER) {
    const window = weekDays.find((candidate) => candidate.day === day)
    if (!window) continue
    const last = groups.at(-1)
    const previousDay = last?.days.at(-1)
    const isNextDay =
      previousDay !== undefined && WEEK_ORDER.indexOf(day) === WEEK_ORDER.indexOf(previousDay) + 1
    if (last && isNextDay && last.from === window.from && last.to === window.to) {
      last.days.push(day)
    } else {
      groups.push({ days: [day], from: window.from, to: window.to })
    }
  }
  return groups.map((group) => ({
    days: describeDays(group.days),
    from: group.from,
    to: group.to,
    includesWeekend: group.days.includes(0) || group.days.includes(6),
  }))
}

/** A yearly `MM-DD` date as people write it: `12-25` → `25 December`. */
export function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number)
  const monthName = MONTH_NAMES[(month ?? 1) - 1] ?? ''
  return `${String(day ?? '')} ${monthName}`
}

/** The zone's postcode districts as customers read them: `EC1?` → `EC1`. */
export function listZoneDistricts(zone: readonly string[]): string {
  const districts = zone.map((entry) => entry.replace(/\?+$/, ''))
  if (districts.length <= 1) return districts.join('')
  return `${districts.slice(0, -1).join(', ')} and ${districts.at(-1) ?? ''}`
}

/** The charging hours in one sentence: `Monday to Friday 07:00–18:00; Saturday, Sunday and bank holidays 12:00–18:00`. */
export function describeChargingHours(weekDays: AppDelivery['congestionWeekDays']): string {
  return groupChargingHours(weekDays)
    .map((hours) => `${labelChargingDays(hours)} ${hours.from}–${hours.to}`)
    .join('; ')
}

/** The days of a charging-hours line; weekend hours apply on bank holidays too (docs/product.md › Terms the pages quote). */
export function labelChargingDays(hours: ChargingHours): string {
  // `Saturday and Sunday` + bank holidays reads `Saturday, Sunday and bank holidays`.
  return hours.includesWeekend
    ? `${hours.days.replace(' and ', ', ')} and bank holidays`
    : hours.days
}

/** The delivery rates as pages quote them: `£ 1.25` a mile and a `£ 15.00` congestion charge. */
export interface DeliveryRates {
  mileRate: string
  congestionCharge: string
}

/** The per-mile price and congestion charge of the shop's settings, in the one money format. */
export function quoteDeliveryRates(appDelivery: AppDelivery): DeliveryRates {
  return {
    mileRate: formatPounds(toPence(appDelivery.distanceRatio)),
    congestionCharge: formatPounds(toPence(appDelivery.congestionPrice)),
  }
}
