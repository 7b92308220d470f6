import type { Pence } from '@sweet-art/domain/money'
import { SHOP_LOCALITY } from '@sweet-art/domain/shop-profile'

// The business copy (docs/product.md › Terms the pages quote), as numbers, so every page that
// quotes a price or a rule quotes the same one. The delivery and congestion figures are not here:
// they are app options (DEFAULT_APP_DELIVERY in domain) and the pages read them from there; nor
// is the notice orders need, which the catalogue's lead times decide (quoteLeadTimes).

/** Cakes start at £ 60.00 (docs/product.md › Terms the pages quote). */
export const CAKES_FROM_PENCE = 6_000 as Pence
/** Cupcakes are sold in these box sizes (docs/product.md › Terms the pages quote). */
export const CUPCAKE_BOX_SIZES = [6, 9, 12] as const
/** Cupcakes start at £ 4.00 each (docs/product.md › Terms the pages quote). */
export const CUPCAKES_FROM_PENCE = 400 as Pence
/** Cake pops and glazed cookies start at £ 4.00 each (docs/product.md › Terms the pages quote). */
export const PIECES_FROM_PENCE = 400 as Pence
/** Cake pops and glazed cookies are made in orders of at least this many (docs/product.md › Terms the pages quote). */
export const PIECES_MINIMUM = 12
/** One-tier cake diameters in inches (docs/product.md › Terms the pages quote). */
export const ONE_TIER_SIZES_INCH = [8, 9, 10] as const
/** Two-tier cakes as bottom + top diameters in inches (docs/product.md › Terms the pages quote). */
export const TWO_TIER_SIZES_INCH = [
  [8, 6],
  [9, 7],
  [10, 8],
] as const
/** Changes are best made more than this many days before delivery or collection (docs/product.md › Terms the pages quote). */
export const CHANGE_NOTICE_DAYS = 7
/** A cancellation closer than this to delivery or collection is not refunded (docs/product.md › Terms the pages quote). */
export const CANCELLATION_NO_REFUND_HOURS = 48
/** The share of the order kept on any earlier cancellation (docs/product.md › Terms the pages quote). */
export const CANCELLATION_CHARGE_PERCENT = 50
/** Keep cakes at or below this temperature in °C (docs/product.md › Terms the pages quote: storage max +5C). */
export const STORAGE_MAX_CELSIUS = 5
/** Eat within this many days of delivery or collection (docs/product.md › Terms the pages quote). */
export const CONSUME_WITHIN_DAYS = 3
/** We do not serve anyone younger than this (docs/product.md › Who uses the shop). */
export const MINIMUM_CUSTOMER_AGE = 13
/**
 * The shop's legal name, quoted on the privacy and terms pages; its e-mail and answering hours are
 * the domain's (shop-profile).
 */
export const SHOP_LEGAL_NAME = 'Sweet Art London'
/** The area of the kitchen; the full collection address goes out with each order confirmation. */
export const SHOP_AREA = `${SHOP_LOCALITY.town}, ${SHOP_LOCALITY.area}`

/** Date the privacy policy and the terms last changed, shown on both. */
export const LEGAL_UPDATED_ON = '1 November 2026'

/** Sizes as customers say them: `8, 9 or 10 inch`. */
export function joinWithOr(values: readonly (string | number)[]): string {
  if (values.length <= 1) return values.join('')
  return `${values.slice(0, -1).join(', ')} or ${String(values.at(-1))}`
}

/** Two-tier sizes as `8″ + 6″`. */
export function formatTiers([bottom, top]: readonly [number, number]): string {
  return `${bottom}″ + ${top}″`
}

/**
 * The notice orders need, as a sentence without its full stop: the live catalogue's lead times in
 * words (describeLeadTimes), or, until the catalogue is known, words true of any catalogue
 * (docs/product.md › Terms the pages quote).
 */
export function quoteLeadTimes(leadTimes: string | undefined): string {
  return leadTimes ?? 'Checkout shows the first day your order can be delivered'
}
