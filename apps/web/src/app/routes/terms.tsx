import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { TermsPage } from '@/features/static-pages/components/terms-page'

export function TermsRoute() {
  return <TermsPage appDelivery={useAppDelivery()} />
}
