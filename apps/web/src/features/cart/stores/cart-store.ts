import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { Cart } from '@sweet-art/domain/cart'
import { EMPTY_CART, cartReducer, type CartAction } from '@sweet-art/domain/cart-rules'
import { CART_STORAGE_KEY, createStoreStorage } from '@/lib/persist'
import { isCart } from './cart-shape'

interface CartState {
  cart: Cart
  dispatch: (action: CartAction) => void
}

// Bump when the persisted cart's shape changes; `merge` validates whatever comes back.
const CART_STORE_VERSION = 1

/**
 * The cart (docs/product.md › Cart and checkout; › Loading and restoring state), kept in
 * localStorage. Every change goes through domain's `cartReducer`, so the rules live in one place
 * and this store only holds and persists the result.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      cart: EMPTY_CART,
      dispatch: (action) => {
        const current = get().cart
        const cart = cartReducer(current, action)
        // The reducer returns the same object when nothing changed: skip the re-render and the write.
        if (cart !== current) set({ cart })
      },
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORE_VERSION,
      storage: createStoreStorage(),
      partialize: (state) => ({ cart: state.cart }),
      // Hand the saved value of any version to `merge`, which keeps it only if it is a valid cart.
      migrate: (persisted) => persisted as { cart: Cart },
      merge: (persisted, current) => {
        // Storage is outside our control (old versions, other tabs, hand edits): a cart that does not
        // parse is dropped rather than allowed to break the page.
        const saved = (persisted as { cart?: unknown } | undefined)?.cart
        if (!isCart(saved)) {
          if (persisted !== undefined) console.error('Discarded an unreadable saved cart', saved)
          return current
        }
        return { ...current, cart: saved }
      },
    },
  ),
)

// Write the cart once restored, so its storage entry exists from the first visit: other tabs and
// the browser tests find the cart under its key even before anything is added.
function saveRestoredCart(): void {
  useCartStore.setState({})
}
if (useCartStore.persist.hasHydrated()) saveRestoredCart()
else useCartStore.persist.onFinishHydration(saveRestoredCart)

/** Whether the saved cart has been read back from storage (docs/product.md › Loading and restoring state: no render before that). */
export function hasCartHydrated(): boolean {
  return useCartStore.persist.hasHydrated()
}

/** Calls `listener` once the saved cart has been read back; returns the unsubscribe function. */
export function onCartHydrated(listener: () => void): () => void {
  return useCartStore.persist.onFinishHydration(listener)
}
