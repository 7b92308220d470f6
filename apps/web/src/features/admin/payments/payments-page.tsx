import { useState } from 'react'
import { formatLondonDate } from '@sweet-art/domain/dates'
import {
  TEST_PAYMENT_NOTE,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUS_LABELS,
  isTestPayment,
  formatOrderNumber,
} from '@sweet-art/domain/orders'
import { formatLinePounds } from '@sweet-art/domain/pricing'
import type { AdminTransaction } from '@sweet-art/domain/schemas/admin-payments'
import { TRANSACTION_STATUSES, type TransactionStatus } from '@sweet-art/domain/schemas/orders'
import { Page } from '@/components/ui/page'
import { showToast } from '@/components/ui/toast-store'
import ui from '../admin-ui.module.css'
import { useAdminTransactions } from './api/get-admin-transactions'
import { useMarkTransferReceivedMutation } from './api/mark-transfer-received'
import { ConfirmDialog } from '../components/confirm-dialog'

/** The payments list (docs/product.md › The back office): every transaction's provider state, order and client, filterable by state. */
export function PaymentsPage() {
  const [status, setStatus] = useState<TransactionStatus | null>(null)
  const { data: transactions, isPending, isError } = useAdminTransactions(status)

  return (
    <Page title="Payments" eyebrow="Back office">
      <div className={ui.toolbar}>
        <div className={ui.toggles} role="group" aria-label="Payment state">
          {[null, ...TRANSACTION_STATUSES].map((candidate) => (
            <button
              key={candidate ?? 'all'}
              type="button"
              className={ui.toggle}
              aria-pressed={status === candidate}
              onClick={() => setStatus(candidate)}
            >
              {candidate ? TRANSACTION_STATUS_LABELS[candidate] : 'All'}
            </button>
          ))}
        </div>
      </div>
      {isPending && <p className={ui.muted}>Loading payments…</p>}
      {isError && (
        <p className={ui.empty} role="alert">
          The payments could not be loaded. Please reload the page.
        </p>
      )}
      {transactions?.length === 0 && <p className={ui.empty}>No payments here.</p>}
      {transactions && transactions.length > 0 && (
        <div
          className={`${ui.panel} ${ui.scroller}`}
          tabIndex={0}
          role="group"
          aria-label="Payments"
        >
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Payment</th>
                <th scope="col">Client</th>
                <th scope="col">Method</th>
                <th scope="col" className={ui.numeric}>
                  Amount
                </th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((transaction) => (
                <PaymentRow key={transaction.id} transaction={transaction} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  )
}

function PaymentRow({ transaction }: { transaction: AdminTransaction }) {
  const markReceived = useMarkTransferReceivedMutation()
  const { customer } = transaction
  const reference = formatOrderNumber(transaction.orderId)
  const isWaitingTransfer =
    transaction.method === 'bankTransfer' && transaction.status === 'pending'

  const [isConfirming, setConfirming] = useState(false)
  const transferName = transaction.reference ?? reference

  const mark = () => {
    setConfirming(false)
    markReceived.mutate(transaction.id, {
      onSuccess: () => showToast(`Bank transfer ${transferName} marked as received`, 'success'),
    })
  }

  return (
    <tr aria-label={`Payment for order ${reference}`}>
      <th scope="row">
        Order {reference}
        <div className={ui.muted}>{formatLondonDate(transaction.createdAt)}</div>
      </th>
      <td data-label="Client">
        {customer.firstName} {customer.lastName}
        <div className={ui.muted}>{customer.email}</div>
      </td>
      <td data-label="Method">
        {TRANSACTION_METHOD_LABELS[transaction.method]}
        {transaction.reference && <div className={ui.muted}>Ref {transaction.reference}</div>}
      </td>
      <td className={ui.numeric} data-label="Amount">
        {formatLinePounds(transaction.amount)}
      </td>
      <td data-label="State">
        <span className={ui.badge} data-tone={transaction.status}>
          {TRANSACTION_STATUS_LABELS[transaction.status]}
        </span>
        {/* A sandbox payment reads "Paid" like a real one; the baker must not bake on it. */}
        {isTestPayment(transaction.method) && (
          <div>
            <span className={ui.badge} data-tone="test">
              {TEST_PAYMENT_NOTE}
            </span>
          </div>
        )}
        {transaction.paidAt && (
          <div className={ui.muted}>
            {formatLondonDate(transaction.paidAt)}
            {transaction.paidBy && ` by ${transaction.paidBy}`}
          </div>
        )}
      </td>
      <td className={ui.numeric}>
        {isWaitingTransfer && (
          <button
            type="button"
            className={ui.small}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
            disabled={markReceived.isPending}
          >
            Mark as received
          </button>
        )}
        <ConfirmDialog
          isOpen={isConfirming}
          title="Mark as received?"
          description={`Only when ${formatLinePounds(transaction.amount)} with reference ${transferName} is in the bank account: the order counts as paid and ${customer.firstName} ${customer.lastName} is e-mailed.`}
          confirmLabel="Yes, it has arrived"
          onConfirm={mark}
          onCancel={() => setConfirming(false)}
        />
      </td>
    </tr>
  )
}
