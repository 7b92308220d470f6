import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { DeliveryPage } from '@/features/static-pages/components/delivery-page'

export function DeliveryRoute() {
  return <DeliveryPage appDelivery={useAppDelivery()} leadTimes={useLeadTimeWords()?.shop} />
}
