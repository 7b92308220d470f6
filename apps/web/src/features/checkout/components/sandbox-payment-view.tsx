import { Link, useNavigate } from 'react-router'
import { asPence, formatPounds, toPence } from '@sweet-art/domain/money'
import { TRANSACTION_STATUS_LABELS, formatOrderNumber } from '@sweet-art/domain/orders'
import { calculateCartTotal, calculateLineTotal, formatLineCost } from '@sweet-art/domain/pricing'
import type { SandboxPayment } from '@sweet-art/domain/schemas/payments'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'
import { useCancelSandboxPaymentMutation } from '../api/cancel-sandbox-payment'
import { useSandboxPaymentQuery } from '../api/get-sandbox-payment'
import { usePaySandboxPaymentMutation } from '../api/pay-sandbox-payment'
import styles from './sandbox-payment.module.css'

// A path of this app is followed inside it; anything else (another site) gets the whole browser.
function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//')
}

/**
 * The embedded payment provider's page (docs/product.md › Payments): clearly a test, it shows what
 * is paid for and offers Pay and Cancel while the transaction is pending; either answer says where
 * to go next.
 */
export function SandboxPaymentView({ id }: { id: string }) {
  const payment = useSandboxPaymentQuery(id)

  if (payment.isPending)
    return (
      <p className={styles.message} aria-busy="true">
        Loading the payment…
      </p>
    )
  if (payment.isError) {
    const isMissing = payment.error instanceof ApiError && payment.error.status === 404
    return (
      <div className={styles.card}>
        <p className={styles.message} role="alert">
          {isMissing
            ? 'We could not find this payment. The link may be wrong or the payment may have been removed.'
            : 'We could not load this payment. Please try again in a moment.'}
        </p>
        <Link to={paths.cart.getHref()} className={buttonStyles.outline}>
          Back to the cart
        </Link>
      </div>
    )
  }
  return <PaymentCard payment={payment.data} />
}

function PaymentCard({ payment }: { payment: SandboxPayment }) {
  const navigate = useNavigate()
  const pay = usePaySandboxPaymentMutation()
  const cancel = useCancelSandboxPaymentMutation()
  const isBusy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess
  const amount = formatPounds(toPence(payment.amount))
  const products = calculateCartTotal(payment.products)
  // The amount also holds the delivery price and congestion charge, which the page does not itemise.
  const charges = products.kind === 'priced' ? toPence(payment.amount) - products.pence : 0

  const goTo = ({ returnUrl }: { returnUrl: string }) => {
    if (isAppPath(returnUrl)) void navigate(returnUrl, { replace: true })
    else browserNavigation.goTo(returnUrl)
  }

  return (
    <div className={styles.card}>
      <p className={styles.banner} role="note">
        <strong>Test payment: no money moves.</strong> This is the shop&rsquo;s sandbox payment
        page: no card is asked for and nothing is charged, whichever button you press.
      </p>
      <table className={styles.table}>
        <caption
          className={styles.caption}
        >{`Order ${formatOrderNumber(payment.orderId)}`}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Sum</th>
          </tr>
        </thead>
        <tbody>
          {payment.products.map((line) => (
            <tr key={line.id}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{formatLineCost(calculateLineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {charges > 0 && (
            <tr>
              <th scope="row" colSpan={2}>
                Delivery and charges
              </th>
              <td>{formatPounds(asPence(charges))}</td>
            </tr>
          )}
          <tr className={styles.amount}>
            <th scope="row" colSpan={2}>
              Amount
            </th>
            <td>{amount}</td>
          </tr>
        </tfoot>
      </table>
      {payment.status === 'pending' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonStyles.outline}
            disabled={isBusy}
            onClick={() => cancel.mutate(payment.id, { onSuccess: goTo })}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonStyles.gold}
            disabled={isBusy}
            onClick={() => pay.mutate(payment.id, { onSuccess: goTo })}
          >
            {`Pay ${amount}`}
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <p className={styles.status}>
            {`This payment is ${TRANSACTION_STATUS_LABELS[payment.status].toLowerCase()}.`}
          </p>
          <Link to={paths.cart.getHref()} className={buttonStyles.outline}>
            Back to the cart
          </Link>
        </div>
      )}
    </div>
  )
}
