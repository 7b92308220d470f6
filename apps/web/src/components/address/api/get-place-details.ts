import { PlaceDetailsSchema, type PlaceDetails } from '@sweet-art/domain/schemas/maps'
import { ApiError, apiGet } from '@/lib/api-client'

/**
 * `GET /maps/place/:placeId`: the address line and postcode of a chosen suggestion, as the shop
 * will store and charge them, or null when the place has no postcode (404), in which case the
 * choice is dropped silently.
 */
export async function getPlaceDetails(placeId: string): Promise<PlaceDetails | null> {
  try {
    const details = await apiGet(`/maps/place/${encodeURIComponent(placeId)}`, PlaceDetailsSchema)
    return details.postCode === '' ? null : details
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
