import { Page } from '../../../components/ui/page'

/** The orders board by delivery date (issue 8). */
export function OrdersBoardPage() {
  return <Page title="Orders" eyebrow="Back office" />
}
