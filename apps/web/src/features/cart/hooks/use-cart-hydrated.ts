import { useSyncExternalStore } from 'react'
import { hasCartHydrated, onCartHydrated } from '../stores/cart-store'

/** True once the saved cart has been restored from localStorage. */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(onCartHydrated, hasCartHydrated, () => false)
}
