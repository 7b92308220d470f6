import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { FaqPage } from '@/features/static-pages/components/faq-page'

export function FaqRoute() {
  return <FaqPage appDelivery={useAppDelivery()} />
}
