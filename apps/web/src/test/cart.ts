import type { Cart } from '@sweet-art/domain/cart'
import { useCartStore } from '@/features/cart/stores/cart-store'

// The cart as tests outside the cart feature set and read it: features do not reach into each
// other's stores, and the tests of a page that shows the cart should not either.

/** Puts a cart into the store, as a visit that restored it would have it. */
export function storeCart(cart: Cart): void {
  useCartStore.setState({ cart })
}

/** The cart the store holds now. */
export function storedCart(): Cart {
  return useCartStore.getState().cart
}
