import { PlaceDistanceSchema, type PlaceDistance } from '@sweet-art/domain/schemas/maps'
import { ApiError, apiGet } from '@/lib/api-client'

/** `GET /maps/distance?placeId=`: driving miles from the kitchen, or null when unknown (docs/product.md › Delivery price). */
export async function getPlaceDistance(placeId: string): Promise<PlaceDistance | null> {
  try {
    return await apiGet(
      `/maps/distance?${new URLSearchParams({ placeId }).toString()}`,
      PlaceDistanceSchema,
    )
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
