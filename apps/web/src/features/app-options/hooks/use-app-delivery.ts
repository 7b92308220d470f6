import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/shop-defaults'
import { useAppOptionsQuery } from '../api/get-app-options'

/**
 * The shop's live delivery settings, for every page that quotes a delivery price, charge or time:
 * what the baker saved in the back office is what the pages say and what checkout charges.
 */
export function useAppDelivery(): AppDelivery {
  const { data } = useAppOptionsQuery()
  // Until the shop's settings arrive, the defaults (which a new shop starts with) are quoted.
  return data?.appDelivery ?? DEFAULT_APP_DELIVERY
}
