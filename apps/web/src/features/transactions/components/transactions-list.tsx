import { useNavigate } from 'react-router'
import { formatLondonDate } from '@sweet-art/domain/dates'
import {
  TRANSACTION_METHOD_LABELS,
  canPayTransaction,
  formatOrderNumber,
  payButtonText,
  paymentStateText,
  sortTransactions,
} from '@sweet-art/domain/orders'
import { formatLinePounds } from '@sweet-art/domain/pricing'
import type { Transaction } from '@sweet-art/domain/schemas/orders'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import { browserNavigation } from '@/lib/browser-navigation'
import { usePayLinkMutation } from '../api/get-pay-link'
import styles from '@/components/ui/record-list.module.css'

/**
 * The transactions (docs/product.md › Account area): pending first, then newest, each in the
 * customer's words (docs/product.md › Payments); an online one still waiting can be paid.
 */
export function TransactionsList({ transactions }: { transactions: readonly Transaction[] }) {
  const navigate = useNavigate()
  const payLink = usePayLinkMutation()
  return (
    <ul className={styles.list}>
      {sortTransactions(transactions).map((transaction) => (
        <li
          key={transaction.id}
          className={styles.card}
          aria-label={`Payment for order ${formatOrderNumber(transaction.orderId)} (${paymentStateText(transaction)})`}
        >
          <dl className={styles.facts}>
            <dt>Order</dt>
            <dd>{formatOrderNumber(transaction.orderId)}</dd>
            <dt>Method</dt>
            <dd>{TRANSACTION_METHOD_LABELS[transaction.method]}</dd>
            <dt>Status</dt>
            <dd>{paymentStateText(transaction)}</dd>
            <dt>Created</dt>
            <dd>{formatLondonDate(transaction.createdAt)}</dd>
            {transaction.reference && (
              <>
                <dt>Payment reference</dt>
                <dd>Reference {transaction.reference}</dd>
              </>
            )}
          </dl>
          <strong className={styles.amount}>{formatLinePounds(transaction.amount)}</strong>
          <p className={styles.products}>
            {transaction.products.map((line) => line.name).join(', ')}
          </p>
          <div className={styles.actions}>
            {canPayTransaction(transaction) && transaction.amount !== null && (
              <button
                type="button"
                className={`${buttonStyles.base ?? ''} ${buttonStyles.gold ?? ''}`}
                disabled={payLink.isPending}
                // Paying leaves the shop for the provider's page, renewed if it expired
                // (docs/product.md › Payments).
                onClick={() =>
                  payLink.mutate(transaction.id, {
                    onSuccess: (flowLink) => browserNavigation.goTo(flowLink),
                  })
                }
              >
                {payButtonText(transaction.amount)}
              </button>
            )}
            <button
              type="button"
              className={`${buttonStyles.base ?? ''} ${buttonStyles.outline ?? ''}`}
              onClick={() => void navigate(paths.accountOrderById.getHref(transaction.orderId))}
            >
              Show Order
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}
