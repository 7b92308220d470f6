import { formatLongDate, weekdayOf } from './dates'

/** The most a kitchen day may be given, in units: far above any bakery's day, low enough to catch a typo (docs/product.md › Daily capacity). */
export const MAX_DAILY_CAPACITY = 100_000

/** The most units one item or line of a product may use (docs/product.md › Daily capacity). */
export const MAX_PRODUCT_CAPACITY_UNITS = 1_000

/** How a product's units are counted: for each item ordered, or once for its line whatever the quantity (docs/product.md › Daily capacity). */
export const CAPACITY_COUNTS = ['item', 'line'] as const

/** How a product's units are counted (docs/product.md › Daily capacity). */
export type CapacityCount = (typeof CAPACITY_COUNTS)[number]

/** What a product takes of the kitchen's day (docs/product.md › Daily capacity). */
export interface ProductCapacity {
  /** Whole units; 0 is a product that takes none. */
  readonly units: number
  readonly per: CapacityCount
}

/**
 * A product's capacity until the baker sets one: one unit, counted once per line for a product sold
 * by the box (a minimum quantity above one: twelve cake pops are one batch), else for each item
 * (docs/product.md › Daily capacity).
 */
export function defaultProductCapacity(minimalQuantity: number): ProductCapacity {
  return { units: 1, per: minimalQuantity > 1 ? 'line' : 'item' }
}

/** A line of a cart as its load needs it (docs/product.md › Daily capacity). */
export interface LoadLine {
  readonly capacity: ProductCapacity
  readonly quantity: number
}

/** The units one line takes: its product's units times the quantity, or once for a product counted per line (docs/product.md › Daily capacity). */
export function lineLoad(line: LoadLine): number {
  return line.capacity.per === 'line' ? line.capacity.units : line.capacity.units * line.quantity
}

/** The units a whole cart takes of its delivery day: the sum of its lines' loads (docs/product.md › Daily capacity). */
export function cartLoad(lines: readonly LoadLine[]): number {
  return lines.reduce((load, line) => load + lineLoad(line), 0)
}

/** A date the baker gave its own capacity, instead of its weekday's (docs/product.md › Daily capacity). */
export interface CapacityOverride {
  /** `YYYY-MM-DD`, London. */
  readonly date: string
  readonly units: number
}

/** How much the kitchen can make each day (docs/product.md › Daily capacity). */
export interface DailyCapacity {
  /** One figure per weekday, Sunday first (index 0 is Sunday, as the closed weekdays count); null for unlimited. */
  readonly weekdays: readonly (number | null)[]
  readonly dates: readonly CapacityOverride[]
}

/** The capacity until the baker sets one: every day unlimited (docs/product.md › Daily capacity). */
export const UNLIMITED_CAPACITY: DailyCapacity = {
  weekdays: [null, null, null, null, null, null, null],
  dates: [],
}

/** A day's capacity in units: its own figure if the baker gave the date one, else its weekday's; null for unlimited (docs/product.md › Daily capacity). */
export function dayCapacity(settings: DailyCapacity, date: string): number | null {
  const override = settings.dates.find((day) => day.date === date)
  if (override) return override.units
  return settings.weekdays[weekdayOf(date)] ?? null
}

/** Whether any day can be limited: false while the baker has set no figure at all (docs/product.md › Daily capacity). */
export function isCapacityLimited(settings: DailyCapacity): boolean {
  return settings.dates.length > 0 || settings.weekdays.some((units) => units !== null)
}

/** The units still free on a day that has `booked` of `capacity` (never below 0); null when unlimited (docs/product.md › Daily capacity). */
export function remainingCapacity(capacity: number | null, booked: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - booked)
}

/**
 * Whether an order of `load` units still fits a day with `booked` of `capacity` taken: always on an
 * unlimited day, and always for an order that takes no units (docs/product.md › Daily capacity).
 */
export function fitsCapacity(capacity: number | null, booked: number, load: number): boolean {
  return load === 0 || capacity === null || booked + load <= capacity
}

/** One order asking for room on its delivery day (docs/product.md › Daily capacity). */
export interface CapacityRequest {
  readonly date: string
  readonly load: number
}

/**
 * Which of several orders placed together fit their days, first come first served: each takes its
 * room if it fits what the days' booked orders and the earlier orders of the list left; one that
 * does not fit takes nothing (docs/product.md › Daily capacity).
 */
export function allocateCapacity(
  requests: readonly CapacityRequest[],
  capacityOf: (date: string) => number | null,
  booked: ReadonlyMap<string, number>,
): boolean[] {
  const taken = new Map(booked)
  return requests.map(({ date, load }) => {
    const already = taken.get(date) ?? 0
    if (!fitsCapacity(capacityOf(date), already, load)) return false
    taken.set(date, already + load)
    return true
  })
}

/** Why a full day cannot be chosen, e.g. `27 November 2026 is fully booked` (docs/product.md › Daily capacity). */
export function fullyBookedReason(date: string): string {
  return `${formatLongDate(date)} is fully booked`
}

/** The message refusing an order on a full day, on its date (docs/product.md › Daily capacity). */
export function fullyBookedMessage(date: string): string {
  return `${fullyBookedReason(date)}. Please choose another day.`
}

// The picker's note names this many full days at most, and counts the rest.
const NAMED_FULL_DAYS = 3

/**
 * What the date picker says under a month with full days: `27 November 2026 is fully booked`, or
 * `27 November 2026 and 28 November 2026 are fully booked`, naming three at most and counting the
 * rest; null without one (docs/product.md › Daily capacity).
 */
export function fullDaysNote(dates: readonly string[]): string | null {
  const [first] = dates
  if (first === undefined) return null
  if (dates.length === 1) return fullyBookedReason(first)
  const named = dates.slice(0, NAMED_FULL_DAYS).map(formatLongDate)
  const rest = dates.length - named.length
  const list =
    rest > 0
      ? `${named.join(', ')} and ${String(rest)} more ${rest === 1 ? 'day' : 'days'}`
      : `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`
  return `${list} are fully booked`
}
