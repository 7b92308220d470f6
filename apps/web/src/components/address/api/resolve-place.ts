import type { PlaceDistance, PlacePrediction } from '@sweet-art/domain/schemas/maps'
import { reportApiError } from '@/lib/query-client'
import { getPlaceDetails } from './get-place-details'
import { getPlaceDistance } from './get-place-distance'

/** A chosen suggestion with what the maps calls found for it. */
export interface ResolvedPlace {
  address: string
  postCode: string
  placeId: string
  /** Driving distance from the kitchen; null when it could not be worked out. */
  distance: PlaceDistance | null
}

/**
 * A chosen suggestion's postcode first (none: the choice is ignored, null),
 * then its driving distance (docs/product.md › Addresses). The address shown is the place's own
 * line, the one the shop stores and charges for. A failed distance lookup keeps the address; the
 * shop checks it again.
 */
export async function resolvePlace(prediction: PlacePrediction): Promise<ResolvedPlace | null> {
  const details = await getPlaceDetails(prediction.place_id)
  if (!details) return null
  const distance = await getPlaceDistance(prediction.place_id).catch((error: unknown) => {
    reportApiError(error)
    return null
  })
  return { ...details, placeId: prediction.place_id, distance }
}
