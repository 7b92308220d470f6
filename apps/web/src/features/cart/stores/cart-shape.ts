import type { Cart, CartLine } from '@sweet-art/domain/cart'
import { OPTION_TITLES } from '@sweet-art/domain/cart-rules'
import {
  arrayOf,
  isNumber,
  isOneOf,
  isString,
  nullable,
  objectOf,
  type ShapeCheck,
} from '@/lib/answer-shape'

const isCartLine = objectOf<CartLine>({
  id: isString,
  status: isString,
  sectionId: isString,
  sectionName: isString,
  productId: isString,
  name: isString,
  quantity: isString,
  cost: nullable(isNumber),
  options: arrayOf(objectOf({ title: isOneOf(OPTION_TITLES), value: isString })),
  sale: isString,
})

/**
 * A saved cart's shape, checked without zod, which the storefront does not load at start. Its
 * values (quantities, option lengths) are checked by the checkout form's zod schema before an
 * order is sent, and again by the server.
 */
export const isCart: ShapeCheck<Cart> = objectOf<Cart>({
  products: arrayOf(isCartLine),
  flowLink: isString,
})
