import { z } from 'zod'
import { UNPAID_HOLD_LIMITS, type UnpaidHoldTerms } from '../unpaid-holds'

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME_FORMAT = 'Use HH:mm, e.g. 07:00'
const MONTH_DAY_FORMAT = 'Use MM-DD, e.g. 12-25'

/** A weekday's congestion-charge window; `day` 0 is Sunday (docs/product.md › Congestion charge). */
export const CongestionWindowSchema = z.object({
  day: z.number().int().min(0).max(6),
  from: z.string().regex(CLOCK_TIME, TIME_FORMAT),
  to: z.string().regex(CLOCK_TIME, TIME_FORMAT),
})
/** A weekday's congestion-charge window (docs/product.md › Congestion charge). */
export type CongestionWindow = z.infer<typeof CongestionWindowSchema>

/**
 * The shop's delivery settings (docs/product.md › The back office; › Delivery price).
 * `congestionChargeZone` holds outward codes; a trailing `?` stands for one letter (`SW1?` is SW1A…SW1Z).
 * `congestionDaysInterval` is a yearly `MM-DD` range, inclusive, that may wrap over New Year.
 */
export const AppDeliverySchema = z.object({
  originDeliveryAddress: z.string().trim().min(1, 'Enter the address deliveries start from'),
  distanceRatio: z
    .number({ error: 'Must be a positive number' })
    .positive('Must be a positive number'),
  congestionPrice: z
    .number({ error: 'Must be a positive number or 0' })
    .nonnegative('Must be a positive number or 0'),
  congestionChargeZone: z.array(
    z.string().regex(/^[A-Z]{1,2}\d{1,2}[A-Z?]?$/, 'An outward code in capitals, e.g. SE1 or SW1?'),
  ),
  congestionWeekDays: z.array(CongestionWindowSchema),
  congestionDaysInterval: z.object({
    from: z.string().regex(MONTH_DAY, MONTH_DAY_FORMAT),
    to: z.string().regex(MONTH_DAY, MONTH_DAY_FORMAT),
  }),
})
/** The shop's delivery settings (docs/product.md › The back office). */
export type AppDelivery = z.infer<typeof AppDeliverySchema>

/** Dates (`YYYY-MM-DD`) and weekdays (0 is Sunday) on which nothing is delivered (docs/product.md › Dates and time slots). */
export const CloseOrderDatesSchema = z.object({
  closeDates: z.array(z.string().regex(ISO_DATE, 'Use YYYY-MM-DD')),
  closeWeekDays: z.array(z.number().int().min(0).max(6)),
})
/** Dates and weekdays on which nothing is delivered (docs/product.md › Dates and time slots). */
export type CloseOrderDates = z.infer<typeof CloseOrderDatesSchema>

/** A whole number within bounds, with one message for every way of missing them. */
function wholeNumberBetween(bounds: { min: number; max: number }, unit: string) {
  const message = `A whole number of ${unit} from ${String(bounds.min)} to ${String(bounds.max)}`
  return z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message)
}

/** How long an unpaid order holds its day (docs/product.md › Unpaid holds). */
export const UnpaidHoldTermsSchema = z.object({
  onlinePaymentHours: wholeNumberBetween(UNPAID_HOLD_LIMITS.onlinePaymentHours, 'hours'),
  bankTransferWorkingDays: wholeNumberBetween(UNPAID_HOLD_LIMITS.bankTransferWorkingDays, 'days'),
}) satisfies z.ZodType<UnpaidHoldTerms>

/**
 * The options the baker edits in the back office (docs/product.md › The back office): each window
 * ends after it starts and each weekday has at most one window; closed days are listed once.
 */
export const OptionsInputSchema = z
  .object({
    appDelivery: AppDeliverySchema,
    closeOrderDates: CloseOrderDatesSchema,
    unpaidHolds: UnpaidHoldTermsSchema,
  })
  .superRefine((options, context) => {
    const seenDays = new Set<number>()
    for (const [index, window] of options.appDelivery.congestionWeekDays.entries()) {
      const path = ['appDelivery', 'congestionWeekDays', index]
      if (window.to <= window.from)
        context.addIssue({
          code: 'custom',
          path: [...path, 'to'],
          message: 'Must end after it starts',
        })
      if (seenDays.has(window.day))
        context.addIssue({ code: 'custom', path: [...path, 'day'], message: 'One window per day' })
      seenDays.add(window.day)
    }
    const dates = options.closeOrderDates.closeDates
    if (new Set(dates).size !== dates.length)
      context.addIssue({
        code: 'custom',
        path: ['closeOrderDates', 'closeDates'],
        message: 'Each date once',
      })
  })
/** The options the baker edits. */
export type OptionsInput = z.infer<typeof OptionsInputSchema>

/** The app options the storefront caches (docs/product.md › Staying current). */
export const AppOptionsSchema = z.object({
  updatedAt: z.string(),
  isAuth: z.boolean(),
  appDelivery: AppDeliverySchema,
  closeOrderDates: CloseOrderDatesSchema,
  unpaidHolds: UnpaidHoldTermsSchema,
})
/** The app options (docs/product.md › The back office). */
export type AppOptions = z.infer<typeof AppOptionsSchema>

/** Body of `POST /app-options`: the `updatedAt` the browser holds, if any (docs/product.md › Wire names). */
export const AppOptionsRequestSchema = z.object({ updatedAt: z.string().nullish() })

/** What `POST /app-options` answers when the browser's copy is current. */
export const APP_OPTIONS_ACTUAL = 'actual'

// Kept in a module without zod, for pages that quote the defaults at start-up.
export { DEFAULT_APP_DELIVERY } from '../shop-defaults'
