import { z } from 'zod'
import { CAPACITY_COUNTS, MAX_DAILY_CAPACITY, MAX_PRODUCT_CAPACITY_UNITS } from '../capacity'
import { MAX_LINE_QUANTITY } from '../constants'
import { addDays, isIsoDate } from '../dates'

const WHOLE = 'Enter a whole number'
const DATE_FORMAT = 'Use YYYY-MM-DD'

/** Messages of the capacity settings and the availability query (docs/product.md › Daily capacity). */
export const CAPACITY_MESSAGES = {
  dailyTooLarge: `At most ${MAX_DAILY_CAPACITY.toLocaleString('en-GB')} units a day`,
  sevenWeekdays: 'Give one figure for each day of the week, Sunday first',
  dateTwice: 'This date is listed twice',
  rangeBackwards: 'The "to" date must be on or after the "from" date.',
  rangeTooLong: 'Ask for at most 62 days at once.',
  productsFormat: 'List products as id:quantity, separated by commas.',
  tooManyProducts: 'List at most 100 products.',
} as const

/** The longest stretch of days the availability answers at once: two months (docs/product.md › Daily capacity). */
export const AVAILABILITY_MAX_DAYS = 62

const dayUnits = z
  .number({ error: WHOLE })
  .int(WHOLE)
  .min(0, 'At least 0')
  .max(MAX_DAILY_CAPACITY, CAPACITY_MESSAGES.dailyTooLarge)

const isoDate = z.string({ error: DATE_FORMAT }).refine(isIsoDate, DATE_FORMAT)

/** A date the baker gives its own capacity (docs/product.md › Daily capacity). */
export const CapacityOverrideSchema = z.object({ date: isoDate, units: dayUnits })

/**
 * The kitchen's daily capacity as the baker sets it and the back office reads it: one figure per
 * weekday, Sunday first, null for unlimited; and dates with their own figure, each once, in date
 * order (docs/product.md › Daily capacity).
 */
export const DailyCapacitySchema = z
  .object({
    weekdays: z.array(dayUnits.nullable()).length(7, CAPACITY_MESSAGES.sevenWeekdays),
    dates: z.array(CapacityOverrideSchema).max(400),
  })
  .superRefine((settings, context) => {
    const seen = new Set<string>()
    settings.dates.forEach(({ date }, index) => {
      if (seen.has(date))
        context.addIssue({
          code: 'custom',
          path: ['dates', index, 'date'],
          message: CAPACITY_MESSAGES.dateTwice,
        })
      seen.add(date)
    })
  })
  .transform((settings) => ({
    ...settings,
    dates: [...settings.dates].sort((a, b) => a.date.localeCompare(b.date)),
  }))
/** The kitchen's daily capacity (docs/product.md › Daily capacity). */
export type DailyCapacitySettings = z.infer<typeof DailyCapacitySchema>

/** How many units one item or line of a product takes, as the product form sets it (docs/product.md › Daily capacity). */
export const ProductCapacitySchema = z.object({
  units: z
    .number({ error: WHOLE })
    .int(WHOLE)
    .min(0, 'At least 0')
    .max(MAX_PRODUCT_CAPACITY_UNITS, `At most ${String(MAX_PRODUCT_CAPACITY_UNITS)}`),
  per: z.enum(CAPACITY_COUNTS),
})

const PRODUCT_QUANTITY = /^([^:,\s]{1,64}):(\d{1,3})$/

/** One product of the cart the availability is asked for, and how many (docs/product.md › Daily capacity). */
export interface AvailabilityProduct {
  productId: string
  quantity: number
}

function parseProducts(text: string, context: z.RefinementCtx): AvailabilityProduct[] {
  const parts = text === '' ? [] : text.split(',')
  if (parts.length > 100) {
    context.addIssue({ code: 'custom', message: CAPACITY_MESSAGES.tooManyProducts })
    return []
  }
  const products: AvailabilityProduct[] = []
  for (const part of parts) {
    const match = PRODUCT_QUANTITY.exec(part)
    const quantity = Number(match?.[2])
    if (!match?.[1] || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      context.addIssue({ code: 'custom', message: CAPACITY_MESSAGES.productsFormat })
      return []
    }
    products.push({ productId: match[1], quantity })
  }
  return products
}

/**
 * Query of `GET /calendar/availability`: the days from and to (inclusive, at most 62), and the
 * cart as `products=<id>:<quantity>,…` (a product may come twice, as two lines); without products
 * a day is full when it has no unit left (docs/product.md › Daily capacity).
 */
export const AvailabilityQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    products: z.string().max(8_000).default('').transform(parseProducts),
  })
  .superRefine((query, context) => {
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) return
    if (query.to < query.from)
      context.addIssue({ code: 'custom', path: ['to'], message: CAPACITY_MESSAGES.rangeBackwards })
    else if (query.to > addDays(query.from, AVAILABILITY_MAX_DAYS - 1))
      context.addIssue({ code: 'custom', path: ['to'], message: CAPACITY_MESSAGES.rangeTooLong })
  })
/** A parsed availability query (docs/product.md › Daily capacity). */
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>

/** Why a day cannot be chosen: the shop is closed, it is too soon for the cart, or it is full (docs/product.md › Daily capacity). */
export const UNAVAILABLE_KINDS = ['closed', 'tooSoon', 'full'] as const

/** The answer of `GET /calendar/availability`: each day of the range that cannot be chosen for the cart, with its reason; days not listed are open (docs/product.md › Daily capacity). */
export const AvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  unavailable: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(UNAVAILABLE_KINDS),
      reason: z.string(),
    }),
  ),
})
/** Which days of a range cannot be chosen, and why (docs/product.md › Daily capacity). */
export type Availability = z.infer<typeof AvailabilitySchema>

/** A day's booked load against its capacity, as the production sheet shows it (docs/product.md › Daily capacity). */
export const DayLoadSchema = z.object({
  booked: z.number().int().nonnegative(),
  capacity: z.number().int().nonnegative().nullable(),
})
/** A day's booked load against its capacity (docs/product.md › Daily capacity). */
export type DayLoad = z.infer<typeof DayLoadSchema>
