import type { Allergen } from '@sweet-art/domain/allergens'
import type { DeliveryMethod, PriceType } from '@sweet-art/domain/schemas/catalog'

/** A filling as the seed file writes it; photos are file names under `packages/db/seed/images`. */
export interface SeedFilling {
  title: string
  photos: string[]
  structure: string[]
  ingredients: string
  /** What this filling contains (docs/product.md › Allergens). */
  allergens: Allergen[]
}

/** A price as the seed file writes it: money in integer pence. */
export interface SeedPrice {
  type: PriceType
  /** For `only`: the price of one unit. */
  pence: number | null
  /** For `request` and `custom`: the text shown instead of a price. */
  text: string
  unit: string
  intervals: { from: number; to: number; pence: number }[]
  variants: { pence: number; unit: string }[]
}

/** A product as the seed file writes it; its order is its place in the section's list. */
export interface SeedProduct {
  title: string
  treadTitle: string
  description: string
  photos: string[]
  isActive: boolean
  price: SeedPrice
  minimalQuantity: number
  /** Days' notice the bakery needs; null for none (docs/product.md › Lead times). */
  leadTimeDays: number | null
  delivery: DeliveryMethod[]
  filings: SeedFilling[]
  extraFilings: { sectionTitle: string; filings: SeedFilling[] }
  variants: { title: string; photos: string[]; allergens: Allergen[] }[]
  collections: { title: string; ingredients: string; allergens: Allergen[] }[]
  ingredients: string
  /** What every version of the product contains, whatever is chosen (docs/product.md › Allergens). */
  allergens: Allergen[]
  storage: string
}

/** A section as the seed file writes it; its order is its place in the catalogue's list. */
export interface SeedSection {
  title: string
  description: string
  isActive: boolean
  isTreads: boolean
  products: SeedProduct[]
}
