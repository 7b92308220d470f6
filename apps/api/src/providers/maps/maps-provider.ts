import type { PlaceDetails, PlacePrediction } from '@sweet-art/domain/schemas/maps'

/** Addresses, postcodes and driving distances; Google in production, an offline gazetteer by default (docs/product.md › Outside services). */
export interface MapsProvider {
  /** Names the implementation in the start-up log. */
  readonly name: string
  /** Whether distances are estimates rather than driving routes. */
  readonly isEstimate: boolean
  /** UK address suggestions for typed text; `sessionToken` groups one customer's typing with the place lookup that ends it. */
  autocomplete: (input: string, sessionToken: string) => Promise<PlacePrediction[]>
  /** A place's address line and full postcode, what an order to it is charged for; null when the place is unknown or has no postcode. */
  placeDetails: (placeId: string, sessionToken?: string) => Promise<PlaceDetails | null>
  /** Driving miles from an origin address to a place, or null when there is no route or no such place. */
  distanceMiles: (origin: string, placeId: string) => Promise<number | null>
  /** Whether a place is known only to its postcode district, so its distance is rougher still; absent means never. */
  isApproximatePlace?: (placeId: string) => Promise<boolean>
}
