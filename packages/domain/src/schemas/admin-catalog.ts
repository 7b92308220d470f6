import { z } from 'zod'
import { MAX_LINE_QUANTITY } from '../constants'
import { CATALOG_IMAGE_PATH, CATALOG_UPLOAD_PATH } from '../images'
import { MAX_LEAD_TIME_DAYS } from '../lead-times'
import { formatPounds, toPence } from '../money'
import { ProductCapacitySchema } from './capacity'
import {
  AllergenSchema,
  DeliveryMethodSchema,
  ImageFileSchema,
  PRICE_TYPES,
  SectionSchema,
} from './catalog'

const REQUIRED = 'The field is required'
const POSITIVE = 'Must be a positive number'
const WHOLE = 'Must be an integer'

const requiredText = (max: number) =>
  z.string().trim().min(1, REQUIRED).max(max, `At most ${max} characters`)
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`)
// Pounds with at most two decimals, as every amount travels (docs/product.md › Wire names).
const pounds = z
  .number({ error: POSITIVE })
  .positive(POSITIVE)
  .max(100_000, `At most ${formatPounds(toPence(100_000))}`)
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), 'At most 2 decimals')

// A filling or option keeps photos of the catalogue only: never a customer's order photo or a path outside.
const CatalogPhotoSchema = ImageFileSchema.refine(
  (file) =>
    (file.path === CATALOG_IMAGE_PATH || file.path === CATALOG_UPLOAD_PATH) &&
    /^[\w.-]+$/.test(file.name),
  'Only a photo of the catalogue',
)

/** The allergens the baker ticks for a product, filling, option or flavour: each of the 14 at most once (docs/product.md › Allergens). */
export const AllergenTicksSchema = z
  .array(AllergenSchema)
  .refine((list) => new Set(list).size === list.length, 'Tick each allergen once')

/** A section as the baker writes it in the back office (docs/product.md › The back office). */
export const SectionInputSchema = z.object({
  title: requiredText(80),
  description: optionalText(2000),
  isActive: z.boolean(),
  isTreads: z.boolean(),
})
/** A section as the baker writes it. */
export type SectionInput = z.infer<typeof SectionInputSchema>

/** A filling or extra filling as the baker writes it; photos already stored are kept (docs/product.md › Product page). */
export const FillingInputSchema = z.object({
  title: requiredText(120),
  photo: z.array(CatalogPhotoSchema),
  structure: z.array(requiredText(200)),
  ingredients: optionalText(2000),
  allergens: AllergenTicksSchema,
})

/**
 * A price as the baker writes it (docs/product.md › Product prices): `only` needs its value,
 * `interval` and
 * `variants` their rows, `request` and `custom` the text shown instead of a price.
 */
export const PriceInputSchema = z
  .object({
    type: z.enum(PRICE_TYPES),
    value: pounds.nullable(),
    text: optionalText(120),
    currency: requiredText(3),
    unit: optionalText(40),
    intervals: z.array(
      z
        .object({
          from: z.number({ error: WHOLE }).int(WHOLE).positive(POSITIVE),
          to: z.number({ error: WHOLE }).int(WHOLE).positive(POSITIVE),
          cost: pounds,
        })
        .refine((row) => row.to >= row.from, {
          message: 'To must not be below From',
          path: ['to'],
        }),
    ),
    variants: z.array(z.object({ cost: pounds, unit: requiredText(40) })),
  })
  .superRefine((price, context) => {
    if (price.type === 'only' && price.value === null)
      context.addIssue({ code: 'custom', path: ['value'], message: 'Enter the price' })
    if (price.type === 'only' && price.unit === '')
      context.addIssue({ code: 'custom', path: ['unit'], message: 'Enter the unit, e.g. cake' })
    if (price.type === 'interval' && price.intervals.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['intervals'],
        message: 'Add at least one interval',
      })
    if (price.type === 'interval' && price.unit === '')
      context.addIssue({ code: 'custom', path: ['unit'], message: 'Enter the unit, e.g. piece' })
    if (price.type === 'variants' && price.variants.length === 0)
      context.addIssue({ code: 'custom', path: ['variants'], message: 'Add at least one variant' })
    if ((price.type === 'request' || price.type === 'custom') && price.text === '')
      context.addIssue({ code: 'custom', path: ['text'], message: 'Enter the text shown' })
  })

/**
 * A product as the baker writes it in the back office: every field (docs/product.md › Product page)
 * except its photos, which are uploaded, removed and reordered on their own
 * (docs/product.md › The back office).
 */
export const ProductInputSchema = z.object({
  sectionId: z.uuid('Choose a section'),
  title: requiredText(120),
  treadTitle: optionalText(120),
  description: optionalText(4000),
  isActive: z.boolean(),
  price: PriceInputSchema,
  // A minimum above what one line may hold would make the product impossible to order.
  minimalQuantity: z
    .number({ error: WHOLE })
    .int(WHOLE)
    .min(1, 'At least 1')
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}, the most one order line may hold`),
  // Empty is no lead time: from tomorrow. A year at most, so the calendar keeps a day to order on
  // (docs/product.md › Lead times).
  leadTimeDays: z
    .number({ error: WHOLE })
    .int(WHOLE)
    .min(0, 'At least 0')
    .max(
      MAX_LEAD_TIME_DAYS,
      `At most ${MAX_LEAD_TIME_DAYS} days: we take orders up to a year ahead`,
    )
    .nullable(),
  // Units of the kitchen's day for each item, or once for the line (docs/product.md › Daily capacity).
  capacity: ProductCapacitySchema,
  delivery: z.array(DeliveryMethodSchema).min(1, 'Allow at least one delivery method'),
  filings: z.array(FillingInputSchema),
  extraFilings: z.object({ sectionTitle: optionalText(120), filings: z.array(FillingInputSchema) }),
  variants: z.array(
    z.object({
      title: requiredText(120),
      photo: z.array(CatalogPhotoSchema),
      allergens: AllergenTicksSchema,
    }),
  ),
  collections: z.array(
    z.object({
      title: requiredText(120),
      ingredients: optionalText(2000),
      allergens: AllergenTicksSchema,
    }),
  ),
  ingredients: optionalText(4000),
  // What every version of the product contains, whatever is chosen (docs/product.md › Allergens).
  allergens: AllergenTicksSchema,
  storage: optionalText(2000),
})
/** A product as the baker writes it. */
export type ProductInput = z.infer<typeof ProductInputSchema>

/** Moves a section, a product or a photo one place up (earlier) or down (later) (docs/product.md › The back office). */
export const MoveSchema = z.object({ direction: z.enum(['up', 'down'], 'Move up or down') })

/** Shows or hides a section or product in the storefront (docs/product.md › The back office). */
export const ActiveSchema = z.object({ isActive: z.boolean() })

/** Names one stored photo of a product, to remove or move it (docs/product.md › The back office). */
export const ProductPhotoSchema = z.object({ name: z.string().min(1, REQUIRED) })

/** Moves one stored photo of a product a place up or down; the first photo is the main one (docs/product.md › Product page). */
export const ProductPhotoMoveSchema = ProductPhotoSchema.extend(MoveSchema.shape)

/** The whole catalogue as the back office lists it: inactive sections and products included (docs/product.md › The back office). */
export const AdminCatalogueSchema = z.array(SectionSchema)
