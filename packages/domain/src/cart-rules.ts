import { MAX_LINE_QUANTITY } from './constants'
import { toPounds } from './money'
import { deriveUnitCost, isCartPriced, parseQuantity, type PricedLine } from './pricing'
import type { Cart, CartLine, OptionTitle } from './cart'
import type { Price } from './schemas/catalog'
import type { PaymentChoice } from './schemas/payments'

/** The option titles a cart line can carry (docs/product.md › Cart and checkout). */
export const OPTION_TITLES = ['priceVariant', 'filings', 'extraFilings', 'variants'] as const

/** The status a new cart line gets (docs/product.md › Cart and checkout). */
export const CART_LINE_CREATED = 'created'

/** The empty cart (docs/product.md › Cart and checkout). */
export const EMPTY_CART: Cart = { products: [], flowLink: '' }

/** Every change the cart knows (docs/product.md › Cart and checkout). */
export type CartAction =
  | { type: 'add'; line: CartLine }
  | { type: 'remove'; id: string }
  | {
      type: 'setQuantity'
      id: string
      quantity: number | string
      /** The line's product's price, when known: the line's cost follows it to the new quantity. */
      price?: Price
    }
  | { type: 'setOption'; id: string; title: OptionTitle; value: string }
  | { type: 'replace'; line: CartLine }
  | { type: 'clear' }
  | {
      type: 'matchCatalogue'
      sections: readonly {
        readonly products: readonly { readonly id: string; readonly price: Price }[]
      }[]
    }
  | { type: 'setFlowLink'; flowLink: string }

function mapLine(cart: Cart, id: string, change: (line: CartLine) => CartLine): Cart {
  const index = cart.products.findIndex((line) => line.id === id)
  const line = cart.products[index]
  if (line === undefined) return cart
  const next = change(line)
  if (next === line) return cart
  return { ...cart, products: cart.products.map((current, at) => (at === index ? next : current)) }
}

/** A line priced as the product page prices it: its quantity and chosen price variant at `price` (docs/product.md › Product prices). */
function priceLine(line: CartLine, price: Price): CartLine {
  const quantity = parseQuantity(line.quantity)
  if (quantity === null) return line
  const chosenUnit = line.options.find((option) => option.title === 'priceVariant')?.value
  const unitCost = deriveUnitCost(price, quantity, chosenUnit)
  const cost = unitCost === null ? null : toPounds(unitCost)
  return cost === line.cost ? line : { ...line, cost }
}

/**
 * Applies a cart action and returns the new cart, or the same object when nothing changed
 * (docs/product.md › Cart and checkout). Quantity and option changes address a line by its id, so
 * two lines of one product stay independent. Matching the catalogue drops the lines of products no
 * longer sold and prices the others as their product pages would (docs/product.md › Product prices).
 */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      return { ...cart, products: [...cart.products, action.line] }
    case 'remove': {
      const products = cart.products.filter((line) => line.id !== action.id)
      return products.length === cart.products.length ? cart : { ...cart, products }
    }
    case 'setQuantity': {
      const quantity = String(action.quantity).trim()
      if (!/^[1-9]\d*$/.test(quantity) || Number(quantity) > MAX_LINE_QUANTITY) return cart
      return mapLine(cart, action.id, (line) => {
        const next = line.quantity === quantity ? line : { ...line, quantity }
        return action.price ? priceLine(next, action.price) : next
      })
    }
    case 'setOption':
      return mapLine(cart, action.id, (line) => {
        const existing = line.options.find((option) => option.title === action.title)
        if (existing?.value === action.value) return line
        const options = existing
          ? line.options.map((option) =>
              option.title === action.title ? { ...option, value: action.value } : option,
            )
          : [...line.options, { title: action.title, value: action.value }]
        return { ...line, options }
      })
    case 'replace':
      return mapLine(cart, action.line.id, () => action.line)
    case 'clear':
      return cart.products.length === 0 && cart.flowLink === '' ? cart : EMPTY_CART
    case 'matchCatalogue': {
      const prices = new Map(
        action.sections.flatMap((section) =>
          section.products.map((product) => [product.id, product.price] as const),
        ),
      )
      const products = cart.products.flatMap((line) => {
        const price = prices.get(line.productId)
        return price ? [priceLine(line, price)] : []
      })
      const isSame =
        products.length === cart.products.length &&
        products.every((line, index) => line === cart.products[index])
      return isSame ? cart : { ...cart, products }
    }
    case 'setFlowLink':
      return cart.flowLink === action.flowLink ? cart : { ...cart, flowLink: action.flowLink }
  }
}

/** The number the header's cart badge shows: the number of lines in the cart (docs/product.md › Header, footer and navigation). */
export function countCartProducts(cart: Cart): number {
  return cart.products.length
}

/**
 * The checkout button's label: `Order created...` while submitting, `Pay` when every line is priced
 * and paid online, else `Create Order`. A priced order paid by bank
 * transfer is not paid on pressing the button: it is placed, and the transfer details come next.
 */
export function checkoutButtonLabel(
  lines: readonly PricedLine[],
  isSubmitting: boolean,
  paymentChoice: PaymentChoice = 'online',
): string {
  if (isSubmitting) return 'Order created...'
  if (lines.length === 0 || !isCartPriced(lines)) return 'Create Order'
  return paymentChoice === 'bankTransfer' ? 'Place order' : 'Pay'
}
