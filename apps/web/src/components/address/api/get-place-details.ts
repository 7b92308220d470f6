import { PlaceDetailsSchema } from '@sweet-art/domain/schemas/maps'
import { ApiError, apiGet } from '../../../lib/api-client'

/**
 * `GET /maps/place/:placeId`: the postcode of a chosen suggestion, or null when the place has
 * none (404), in which case the choice is dropped silently (spec §4, §8).
 */
export async function getPlacePostCode(placeId: string): Promise<string | null> {
  try {
    const { postCode } = await apiGet(
      `/maps/place/${encodeURIComponent(placeId)}`,
      PlaceDetailsSchema,
    )
    return postCode === '' ? null : postCode
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
