import { useParams } from 'react-router'
import { Page } from '../../components/ui/page'
import { SandboxPaymentView } from '../../features/checkout/components/sandbox-payment-view'

/** /payment/{id} (spec §2): the embedded sandbox provider's test payment page (decisions §4). */
export function PaymentRoute() {
  const { id = '' } = useParams()
  return (
    <Page title="Payment" eyebrow="Sandbox · test payment">
      <SandboxPaymentView id={id} />
    </Page>
  )
}
