import { Page } from '../../components/ui/page'
import { useCartProductCount } from '../../features/cart/hooks/use-cart-product-count'

export function CartRoute() {
  const productCount = useCartProductCount()
  return (
    <Page
      title="Cart"
      eyebrow="Your order"
      lead={productCount === 0 ? 'Cart is empty' : 'Checkout opens here very soon.'}
    />
  )
}
