import {
  TRANSACTION_METHOD_LABELS,
  formatOrderNumber,
  orderStatusSentence,
  payButtonText,
  paymentStateText,
} from '@sweet-art/domain/orders'
import { formatPounds, toPence } from '@sweet-art/domain/money'
import type { OrderLinkView as OrderLinkData } from '@sweet-art/domain/schemas/order-link'
import buttonStyles from '@/components/ui/button.module.css'
import { browserNavigation } from '@/lib/browser-navigation'
import { toastUnlessToldAlready } from '../api/failure-toast'
import { useOrderLinkPayMutation } from '../api/get-order-link'
import { OrderDetail } from './order-detail'
import styles from './order-link-view.module.css'

/**
 * The order page e-mails link to, for clients and guests alike: what has happened to it, where to
 * collect it, its payment (with Pay while it waits online), and the order itself.
 */
export function OrderLinkView({ token, data }: { token: string; data: OrderLinkData }) {
  const { order, payment, collectionAddress } = data
  const pay = useOrderLinkPayMutation()
  const number = formatOrderNumber(order.id)
  return (
    <div className={styles.view}>
      <p className={styles.news}>
        {`Your order ${number} ${orderStatusSentence(order.status, order.delivery.method, payment?.status === 'paid')}.`}
      </p>
      {collectionAddress && (
        <section className={styles.panel} aria-labelledby="collect-from">
          <h2 id="collect-from" className={styles.heading}>
            Collect from
          </h2>
          <p className={styles.message}>{collectionAddress}</p>
        </section>
      )}
      {payment && (
        <section className={styles.panel} aria-labelledby="order-payment">
          <h2 id="order-payment" className={styles.heading}>
            Payment
          </h2>
          <dl className={styles.facts}>
            <dt>Amount</dt>
            <dd>{formatPounds(toPence(payment.amount))}</dd>
            <dt>Method</dt>
            <dd>{TRANSACTION_METHOD_LABELS[payment.method]}</dd>
            <dt>Status</dt>
            <dd>{paymentStateText(payment)}</dd>
            {payment.reference && (
              <>
                <dt>Payment reference</dt>
                <dd>{payment.reference}</dd>
              </>
            )}
          </dl>
          {payment.canPayOnline && (
            <button
              type="button"
              className={`${buttonStyles.base ?? ''} ${buttonStyles.gold ?? ''}`}
              disabled={pay.isPending}
              onClick={() =>
                pay.mutate(token, {
                  onSuccess: (flowLink) => browserNavigation.goTo(flowLink),
                  onError: toastUnlessToldAlready(
                    'We could not open the payment page. Please try again.',
                  ),
                })
              }
            >
              {payButtonText(payment.amount)}
            </button>
          )}
        </section>
      )}
      <OrderDetail order={order} withImages={false} />
    </div>
  )
}
