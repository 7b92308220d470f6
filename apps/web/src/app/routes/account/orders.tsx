import { Page } from '@/components/ui/page'
import { useOrders } from '@/features/orders/api/get-orders'
import { OrdersList } from '@/features/orders/components/orders-list'

/** The orders list of the account area (docs/product.md › Account area). */
export function AccountOrdersRoute() {
  const { data: orders, isPending, isError } = useOrders()
  return (
    <Page title="Orders" eyebrow="Your account">
      {isPending ? (
        <div aria-busy="true" />
      ) : isError ? (
        <p role="alert">Your orders could not be loaded. Please try again in a moment.</p>
      ) : (
        <OrdersList orders={orders} />
      )}
    </Page>
  )
}
