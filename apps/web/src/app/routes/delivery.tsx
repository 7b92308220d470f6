import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { DeliveryPage } from '@/features/static-pages/components/delivery-page'

export function DeliveryRoute() {
  return <DeliveryPage appDelivery={useAppDelivery()} />
}
