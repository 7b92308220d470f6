import { z } from 'zod'

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A weekday's congestion-charge window; `day` 0 is Sunday (spec §9). */
export const CongestionWindowSchema = z.object({
  day: z.number().int().min(0).max(6),
  from: z.string().regex(CLOCK_TIME),
  to: z.string().regex(CLOCK_TIME),
})
/** A weekday's congestion-charge window (spec §9). */
export type CongestionWindow = z.infer<typeof CongestionWindowSchema>

/**
 * The shop's delivery settings (spec §3 App options, §9).
 * `congestionChargeZone` holds outward codes; a trailing `?` stands for one letter (`SW1?` is SW1A…SW1Z).
 * `congestionDaysInterval` is a yearly `MM-DD` range, inclusive, that may wrap over New Year.
 */
export const AppDeliverySchema = z.object({
  originDeliveryAddress: z.string().min(1),
  distanceRatio: z.number().positive(),
  congestionPrice: z.number().nonnegative(),
  congestionChargeZone: z.array(z.string().regex(/^[A-Z]{1,2}\d{1,2}[A-Z?]?$/)),
  congestionWeekDays: z.array(CongestionWindowSchema),
  congestionDaysInterval: z.object({
    from: z.string().regex(MONTH_DAY),
    to: z.string().regex(MONTH_DAY),
  }),
})
/** The shop's delivery settings (spec §3). */
export type AppDelivery = z.infer<typeof AppDeliverySchema>

/** Dates (`YYYY-MM-DD`) and weekdays (0 is Sunday) on which nothing is delivered (spec §3, §5). */
export const CloseOrderDatesSchema = z.object({
  closeDates: z.array(z.string().regex(ISO_DATE)),
  closeWeekDays: z.array(z.number().int().min(0).max(6)),
})
/** Dates and weekdays on which nothing is delivered (spec §3, §5). */
export type CloseOrderDates = z.infer<typeof CloseOrderDatesSchema>

/** The app options the storefront caches (spec §3 App options). */
export const AppOptionsSchema = z.object({
  updatedAt: z.string(),
  isAuth: z.boolean(),
  appDelivery: AppDeliverySchema,
  closeOrderDates: CloseOrderDatesSchema,
})
/** The app options (spec §3). */
export type AppOptions = z.infer<typeof AppOptionsSchema>

/** Body of `POST /app-options`: the `updatedAt` the browser holds, if any (spec §7). */
export const AppOptionsRequestSchema = z.object({ updatedAt: z.string().nullish() })

/** What `POST /app-options` answers when the browser's copy is current (spec §7). */
export const APP_OPTIONS_ACTUAL = 'actual'

/** The shop's default settings, applied to a new database (spec §9, decisions §3). */
export const DEFAULT_APP_DELIVERY: AppDelivery = {
  originDeliveryAddress: 'Abbey Road, Barking IG11 7BT, UK',
  distanceRatio: 1.25,
  congestionPrice: 15,
  congestionChargeZone: ['EC1?', 'EC2?', 'EC3?', 'EC4?', 'SE1', 'SW1?', 'W1?', 'WC1?', 'WC2?'],
  congestionWeekDays: [
    { day: 1, from: '07:00', to: '18:00' },
    { day: 2, from: '07:00', to: '18:00' },
    { day: 3, from: '07:00', to: '18:00' },
    { day: 4, from: '07:00', to: '18:00' },
    { day: 5, from: '07:00', to: '18:00' },
    { day: 6, from: '12:00', to: '18:00' },
    { day: 0, from: '12:00', to: '18:00' },
  ],
  congestionDaysInterval: { from: '12-25', to: '01-01' },
}
