import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/shop-defaults'
import { useAppOptionsQuery } from '../../features/app-options/api/get-app-options'
import { DeliveryPage } from '../../features/static-pages/components/delivery-page'

export function DeliveryRoute() {
  const { data } = useAppOptionsQuery()
  // Until the shop's settings arrive, the defaults (which a new shop starts with) are quoted.
  return <DeliveryPage appDelivery={data?.appDelivery ?? DEFAULT_APP_DELIVERY} />
}
