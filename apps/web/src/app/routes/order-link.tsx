import { useLocation, useParams } from 'react-router'
import { formatOrderNumber } from '@sweet-art/domain/orders'
import { Page } from '@/components/ui/page'
import { customerMessageOf } from '@/lib/api-client'
import { useOrderLinkQuery } from '@/features/orders/api/get-order-link'
import { OrderLinkView } from '@/features/orders/components/order-link-view'
import { useNamePageCrumb } from '../layout/page-crumb-store'

/** /order/{token}: the order an e-mail links to, opened by its signed token with or without an account. */
export function OrderLinkRoute() {
  const { token = '' } = useParams()
  const { pathname } = useLocation()
  const link = useOrderLinkQuery(token)
  const title = link.data ? `Order ${formatOrderNumber(link.data.order.id)}` : 'Your order'
  useNamePageCrumb(pathname, link.data ? title : null)

  if (link.isPending) return <div aria-busy="true" />
  return (
    <Page title={title} eyebrow="Sweet Art">
      {link.isError ? (
        <p role="alert">
          {customerMessageOf(link.error) ??
            'We could not load this order. Please try again in a moment.'}
        </p>
      ) : (
        <OrderLinkView token={token} data={link.data} />
      )}
    </Page>
  )
}
