import { Page } from '../../../components/ui/page'

export function AccountTransactionsRoute() {
  return <Page title="Transactions" eyebrow="Your account" lead="Payments for your orders." />
}
