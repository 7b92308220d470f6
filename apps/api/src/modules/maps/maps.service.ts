import { AppError } from '@sweet-art/domain/errors'
import type { PlaceDetails, PlacePrediction } from '@sweet-art/domain/schemas/maps'
import type { MapsProvider } from '../../providers/maps/maps-provider'
import type { OptionsCache } from '../options/options.service'

/**
 * The answer of `GET /maps/distance`; `isEstimate` marks the offline provider's straight-line
 * estimate, `approximate` a place known only to its postcode district's centre.
 */
export interface DistanceAnswer {
  origin: string
  distance: number
  isEstimate?: true
  approximate?: true
}

/** Address lookups for the storefront, answered by whichever maps provider is configured (docs/product.md › Address search; › Outside services). */
export interface MapsService {
  autocomplete: (input: string, sessionToken: string) => Promise<PlacePrediction[]>
  place: (placeId: string, sessionToken: string | undefined) => Promise<PlaceDetails>
  distance: (placeId: string) => Promise<DistanceAnswer>
}

/** Builds the maps service; the origin is the shop's configured delivery origin. */
export function createMapsService(deps: {
  maps: MapsProvider
  options: OptionsCache
}): MapsService {
  const { maps, options } = deps
  return {
    autocomplete: (input, sessionToken) => maps.autocomplete(input, sessionToken),
    async place(placeId, sessionToken) {
      const details = await maps.placeDetails(placeId, sessionToken)
      if (!details) throw new AppError('NOT_FOUND', 'This address has no postcode.')
      return details
    },
    async distance(placeId) {
      const origin = (await options.get()).appDelivery.originDeliveryAddress
      const miles = await maps.distanceMiles(origin, placeId)
      if (miles === null)
        throw new AppError('NOT_FOUND', 'We could not find a route to this address.')
      const isApproximate = (await maps.isApproximatePlace?.(placeId)) ?? false
      return {
        origin,
        distance: miles,
        ...(maps.isEstimate && { isEstimate: true as const }),
        ...(isApproximate && { approximate: true as const }),
      }
    },
  }
}
