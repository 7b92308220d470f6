import { Page } from '../../../components/ui/page'

export function AccountOrderRoute() {
  return (
    <Page
      title="Order"
      eyebrow="Your account"
      lead="The details of one order: products, delivery and images."
    />
  )
}
