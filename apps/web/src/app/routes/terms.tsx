import { Page } from '../../components/ui/page'

export function TermsRoute() {
  return (
    <Page
      title="Terms & Conditions"
      eyebrow="The small print"
      lead="Invoices are payable within 3 days. Cancellations less than 48 hours before delivery are not refunded; otherwise a 50% charge applies."
    />
  )
}
