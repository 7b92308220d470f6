import { useLocation, useParams } from 'react-router'
import { ORDER_NOT_FOUND } from '@sweet-art/domain/messages'
import { formatOrderNumber } from '@sweet-art/domain/orders'
import { Page } from '@/components/ui/page'
import { useOrders } from '@/features/orders/api/get-orders'
import { OrderDetail } from '@/features/orders/components/order-detail'

function orderIdFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('orderId' in state)) return null
  return typeof state.orderId === 'string' ? state.orderId : null
}

/** One order; its id comes in the address, or as navigation state (docs/product.md › Account area), and only the client's own orders are known. */
export function AccountOrderRoute() {
  const location = useLocation()
  const params = useParams()
  const orderId = params.orderId ?? orderIdFrom(location.state)
  const { data: orders, isPending } = useOrders()
  const order = orders?.find((candidate) => candidate.id === orderId)
  if (isPending) return <div aria-busy="true" />
  if (!order) return <Page title={ORDER_NOT_FOUND} eyebrow="Your account" />
  return (
    <Page title={`Order ${formatOrderNumber(order.id)}`} eyebrow="Your account">
      <OrderDetail order={order} />
    </Page>
  )
}
