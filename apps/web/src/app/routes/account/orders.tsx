import { Page } from '../../../components/ui/page'

export function AccountOrdersRoute() {
  return (
    <Page
      title="Orders"
      eyebrow="Your account"
      lead="Your current and completed orders will be listed here."
    />
  )
}
