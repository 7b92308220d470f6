import { countCartProducts } from '@sweet-art/domain/cart-rules'
import { useCartStore } from '../stores/cart-store'

/** The number the header's cart badge shows (spec §2). */
export function useCartProductCount(): number {
  return useCartStore((state) => countCartProducts(state.cart))
}
