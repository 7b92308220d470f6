import { Page } from '../../components/ui/page'

export function PaymentRoute() {
  return <Page title="Payment" eyebrow="Secure payment" lead="Your payment is being prepared." />
}
