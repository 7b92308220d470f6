import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { PricePage } from '@/features/static-pages/components/price-page'

export function PriceRoute() {
  return <PricePage appDelivery={useAppDelivery()} />
}
