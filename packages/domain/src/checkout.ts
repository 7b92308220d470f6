import { findDeliveryDateProblem, isIsoDate, latestDeliveryDate } from './dates'
import { earliestDelivery, findLeadTimeProblem, type LeadTimeProduct } from './lead-times'
import type { CloseOrderDates } from './schemas/app-options'
import {
  buildSecondTimeSlots,
  DELIVERY_SCHEDULE_MESSAGES,
  findTimeRangeProblem,
  type DeliverySchedule,
} from './slots'

/**
 * The first and last dates the delivery calendar offers, `YYYY-MM-DD`: from the cart's earliest day
 * (tomorrow in London, or later when a product's lead time says so) to a year after tomorrow; the
 * server refuses any other (docs/product.md › Dates and time slots; › Lead times).
 */
export function deliveryCalendarRange(
  now: Date,
  products: readonly LeadTimeProduct[] = [],
): { min: string; max: string } {
  return { min: earliestDelivery(products, now).date, max: latestDeliveryDate(now) }
}

/** The checkout fields a delivery schedule can be refused on, named as the API's `fields` name them (docs/product.md › Error answers). */
export type ScheduleField = 'delivery.date' | 'delivery.time' | 'delivery.secondTime'

/** A refused delivery date or time: the field it belongs to and the message shown under it (docs/product.md › Dates and time slots). */
export interface ScheduleIssue {
  readonly field: ScheduleField
  readonly message: string
}

/**
 * Why a chosen delivery date and time range cannot be ordered for a cart of `products`, on the
 * field the server would name; null when allowed or when a field is still empty, which the
 * required rule reports (docs/product.md › Dates and time slots; › Lead times).
 */
export function findDeliveryScheduleIssue(
  schedule: DeliverySchedule,
  now: Date,
  closeOrderDates: CloseOrderDates,
  products: readonly LeadTimeProduct[] = [],
): ScheduleIssue | null {
  if (schedule.date === '') return null
  const dateProblem = findDeliveryDateProblem(schedule.date, now, closeOrderDates)
  if (dateProblem === 'invalid' || dateProblem === 'tooEarly')
    return { field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES[dateProblem] }
  // Too soon for a product is said before closed: any other day that soon would be refused too.
  const leadTimeProblem = findLeadTimeProblem(schedule.date, products, now)
  if (leadTimeProblem) return { field: 'delivery.date', message: leadTimeProblem }
  if (dateProblem)
    return { field: 'delivery.date', message: DELIVERY_SCHEDULE_MESSAGES[dateProblem] }
  if (schedule.time === '') return null
  const timeProblem = findTimeRangeProblem(schedule.date, schedule.time, schedule.secondTime ?? '')
  if (!timeProblem) return null
  return {
    field: timeProblem === 'timeNotOffered' ? 'delivery.time' : 'delivery.secondTime',
    message: DELIVERY_SCHEDULE_MESSAGES[timeProblem],
  }
}

/** The `To` time kept after `From` changes: itself while still offered after `From`, else empty, so `To` is never before `From` (docs/product.md › Dates and time slots). */
export function keepSecondTime(date: string, time: string, secondTime: string): string {
  if (secondTime === '' || !isIsoDate(date)) return ''
  return buildSecondTimeSlots(date, time).includes(secondTime) ? secondTime : ''
}

/** Shown under an address that was typed but not chosen from the suggestions (docs/product.md › Addresses). */
export const ADDRESS_NOT_CHOSEN = 'Choose your address from the suggestions'

/** What tells a chosen delivery place from typed text: a postcode from the chosen suggestion, or a saved address's id (docs/product.md › Address search). */
export interface DeliveryPlaceChoice {
  readonly postCode: string
  readonly addressId?: string | undefined
}

/** Whether a delivery place was chosen, not just typed: a place without a postcode is ignored (docs/product.md › Addresses). */
export function isDeliveryPlaceChosen(place: DeliveryPlaceChoice): boolean {
  return place.postCode.trim() !== '' || Boolean(place.addressId)
}
