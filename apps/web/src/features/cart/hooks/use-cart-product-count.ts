import { countCartProducts } from '@sweet-art/domain/cart-rules'
import { useCartStore } from '../stores/cart-store'

/** The number the header's cart badge shows (docs/product.md › Header, footer and navigation). */
export function useCartProductCount(): number {
  return useCartStore((state) => countCartProducts(state.cart))
}
