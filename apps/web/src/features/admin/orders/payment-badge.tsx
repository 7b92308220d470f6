import { ORDER_PAYMENT_STATE_LABELS, type OrderPaymentState } from '@sweet-art/domain/order-payment'
import ui from '../admin-ui.module.css'

// Money not in yet stands out in coral; a sandbox payment is told apart from real money.
const TONES: Readonly<Record<OrderPaymentState, string>> = {
  paid: 'paid',
  testPayment: 'test',
  awaitingPayment: 'unpaid',
  awaitingTransfer: 'unpaid',
  priceToSet: 'request',
}

/** An order's payment state as a badge: Paid, Awaiting payment, Price to set… */
export function PaymentBadge({ state }: { state: OrderPaymentState }) {
  return (
    <span className={ui.badge} data-tone={TONES[state]}>
      {ORDER_PAYMENT_STATE_LABELS[state]}
    </span>
  )
}
