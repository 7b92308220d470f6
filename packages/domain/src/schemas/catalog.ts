import { z } from 'zod'
import { ALLERGENS } from '../allergens'
import { DELIVERY_METHODS, PRICE_TYPES } from '../catalog'
import { ProductCapacitySchema } from './capacity'

// The lists live beside the catalogue's rules, without zod, for code that needs them at start-up.
export { DELIVERY_METHODS, PRICE_TYPES, type PriceType } from '../catalog'
/** A delivery method (docs/product.md › Methods). */
export const DeliveryMethodSchema = z.enum(DELIVERY_METHODS)
/** A delivery method (docs/product.md › Methods). */
export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>

/** One of the 14 regulated allergens (docs/product.md › Allergens). */
export const AllergenSchema = z.enum(ALLERGENS, 'Choose allergens from the list of 14')
/** What a product, filling, option or flavour contains (docs/product.md › Allergens). */
export const AllergenListSchema = z.array(AllergenSchema)

/** A stored file; its URL is the API prefix, its path and its name. */
export const ImageFileSchema = z.object({ path: z.string(), name: z.string() })
/** A stored file. */
export type ImageFile = z.infer<typeof ImageFileSchema>

/** One row of an interval price: quantities `from`–`to` cost `cost` pounds each (docs/product.md › Product prices). */
export const PriceIntervalSchema = z.object({
  from: z.number().int().nonnegative(),
  to: z.number().int().nonnegative(),
  cost: z.number().nonnegative(),
})
/** One price variant: `cost` pounds per `unit` (docs/product.md › Product prices). */
export const PriceVariantSchema = z.object({
  cost: z.number().nonnegative(),
  unit: z.string().min(1),
})

/**
 * A product's price on the wire (docs/product.md › Product prices; › Wire names): money in pounds.
 * `value` is the amount for `only`; `text` is what request and custom prices show.
 */
export const PriceSchema = z.object({
  type: z.enum(PRICE_TYPES),
  value: z.number().nonnegative().nullable(),
  text: z.string(),
  currency: z.string().min(1),
  unit: z.string(),
  intervals: z.array(PriceIntervalSchema),
  variants: z.array(PriceVariantSchema),
})
/** A product's price (docs/product.md › Product prices). */
export type Price = z.infer<typeof PriceSchema>

/** A filling or extra filling (docs/product.md › Product page). */
export const FillingSchema = z.object({
  id: z.string(),
  title: z.string(),
  photo: z.array(ImageFileSchema),
  structure: z.array(z.string()),
  ingredients: z.string(),
  allergens: AllergenListSchema,
})
/** A filling or extra filling (docs/product.md › Product page). */
export type Filling = z.infer<typeof FillingSchema>

/** An option variant of a product (docs/product.md › Product page). */
export const ProductVariantSchema = z.object({
  id: z.string(),
  title: z.string(),
  photo: z.array(ImageFileSchema),
  allergens: AllergenListSchema,
})
/** A collection flavour (docs/product.md › Product page). */
export const CollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  ingredients: z.string(),
  allergens: AllergenListSchema,
})

/** A product as the storefront receives it (docs/product.md › Product page). */
export const ProductSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  treadTitle: z.string(),
  description: z.string(),
  photo: z.array(ImageFileSchema),
  path: z.string(),
  order: z.number().int(),
  isActive: z.boolean(),
  price: PriceSchema,
  minimalQuantity: z.number().int().positive(),
  // Days' notice the bakery needs; null for none (docs/product.md › Lead times).
  leadTimeDays: z.number().int().nonnegative().nullable(),
  // The kitchen's units the product takes (docs/product.md › Daily capacity).
  capacity: ProductCapacitySchema,
  delivery: z.array(DeliveryMethodSchema),
  filings: z.array(FillingSchema),
  extraFilings: z.object({ sectionTitle: z.string(), filings: z.array(FillingSchema) }),
  variants: z.array(ProductVariantSchema),
  collections: z.array(CollectionSchema),
  ingredients: z.string(),
  // The product's own allergens, whatever is chosen (docs/product.md › Allergens).
  allergens: AllergenListSchema,
  storage: z.string(),
})
/** A product (docs/product.md › Product page). */
export type Product = z.infer<typeof ProductSchema>

/** A section with its products (docs/product.md › Section page). */
export const SectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  order: z.number().int(),
  isActive: z.boolean(),
  isTreads: z.boolean(),
  products: z.array(ProductSchema),
})
/** A section (docs/product.md › Section page). */
export type Section = z.infer<typeof SectionSchema>
