import { Page } from '../../../components/ui/page'

export function AccountProfileRoute() {
  return (
    <Page title="Profile" eyebrow="Your account" lead="Personal information and saved addresses." />
  )
}
