import { z } from 'zod'
import { OPTION_TITLES } from './cart-rules'
import { MAX_LINE_QUANTITY } from './constants'
import { LINE_QUANTITY_TOO_LARGE } from './messages'

// The cart's zod schemas; its rules live in cart-rules.ts, without zod, so the storefront's start-up
// code can use them without downloading zod (ADR 006). Importers of this module get both.
export * from './cart-rules'

/** An option title of a cart line (docs/product.md › Cart and checkout). */
export const OptionTitleSchema = z.enum(OPTION_TITLES)
/** An option title of a cart line (docs/product.md › Cart and checkout). */
export type OptionTitle = z.infer<typeof OptionTitleSchema>

/** One chosen option of a cart line; for `priceVariant` the value is the unit (docs/product.md › Cart and checkout). */
export const CartOptionSchema = z.object({
  title: OptionTitleSchema,
  value: z.string().min(1).max(200),
})
/** One chosen option of a cart line (docs/product.md › Cart and checkout). */
export type CartOption = z.infer<typeof CartOptionSchema>

/** A line of the cart, persisted in the browser and sent with an order; `cost` is a hint in pounds, the server recomputes it (docs/product.md › Product prices). */
export const CartLineSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
  productId: z.string().min(1).max(100),
  name: z.string(),
  // Text on the wire; a whole number from 1 up to the per-line ceiling.
  quantity: z
    .string()
    .regex(/^[1-9]\d*$/, 'Quantity must be a whole number from 1')
    .refine((quantity) => Number(quantity) <= MAX_LINE_QUANTITY, {
      error: LINE_QUANTITY_TOO_LARGE,
    }),
  cost: z.number().nonnegative().nullable(),
  options: z.array(CartOptionSchema).max(10),
  sale: z.string().max(10),
})
/** A line of the cart (docs/product.md › Cart and checkout). */
export type CartLine = z.infer<typeof CartLineSchema>

/** The cart: its lines and the payment page's flow link (docs/product.md › Cart and checkout). */
export const CartSchema = z.object({ products: z.array(CartLineSchema), flowLink: z.string() })
/** The cart (docs/product.md › Cart and checkout). */
export type Cart = z.infer<typeof CartSchema>
