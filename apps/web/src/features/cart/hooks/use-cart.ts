import type { Cart, CartAction } from '@sweet-art/domain/cart'
import { useCartStore } from '../stores/cart-store'

/** The cart as it is now (docs/product.md › Cart and checkout). */
export function useCart(): Cart {
  return useCartStore((state) => state.cart)
}

/** Applies a cart action (docs/product.md › Cart and checkout); routes use it to clear the cart or keep a flow link. */
export function useCartDispatch(): (action: CartAction) => void {
  return useCartStore((state) => state.dispatch)
}
