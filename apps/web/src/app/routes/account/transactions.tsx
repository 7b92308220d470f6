import { TRANSACTIONS_LIST_EMPTY, TRANSACTIONS_TITLE } from '@sweet-art/domain/messages'
import { Page } from '@/components/ui/page'
import { useTransactions } from '@/features/transactions/api/get-transactions'
import { TransactionsList } from '@/features/transactions/components/transactions-list'

/** The transactions of the account area (docs/product.md › Account area): `Transactions` or `Transactions list is empty`. */
export function AccountTransactionsRoute() {
  const { data: transactions, isPending, isError } = useTransactions()
  if (isPending) return <div aria-busy="true" />
  if (isError)
    return (
      <Page title={TRANSACTIONS_TITLE} eyebrow="Your account">
        <p role="alert">Your payments could not be loaded. Please try again in a moment.</p>
      </Page>
    )
  if (transactions.length === 0)
    return <Page title={TRANSACTIONS_LIST_EMPTY} eyebrow="Your account" />
  return (
    <Page title={TRANSACTIONS_TITLE} eyebrow="Your account">
      <TransactionsList transactions={transactions} />
    </Page>
  )
}
