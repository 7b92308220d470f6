import { useLocation, useParams } from 'react-router'
import { formatOrderNumber } from '@sweet-art/domain/orders'
import { Page } from '@/components/ui/page'
import { useSandboxPaymentQuery } from '@/features/checkout/api/get-sandbox-payment'
import { SandboxPaymentView } from '@/features/checkout/components/sandbox-payment-view'
import { useNamePageCrumb } from '../layout/page-crumb-store'

/** /payment/{id}: the embedded sandbox provider's test payment page, named by the order's number. */
export function PaymentRoute() {
  const { id = '' } = useParams()
  const { pathname } = useLocation()
  const { data: payment } = useSandboxPaymentQuery(id)
  const orderLabel = payment ? `Order ${formatOrderNumber(payment.orderId)}` : null
  useNamePageCrumb(pathname, orderLabel)
  return (
    <Page
      title={payment ? `Payment for order ${formatOrderNumber(payment.orderId)}` : 'Payment'}
      eyebrow="Sandbox · test payment"
    >
      <SandboxPaymentView id={id} />
    </Page>
  )
}
