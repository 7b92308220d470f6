import { z } from 'zod'
import { AUTOCOMPLETE_MIN_CHARS } from '../constants'
import { DeliveryDistanceSchema } from './orders'

/** Query of `GET /maps/autocomplete`: the text typed, more than 3 characters (docs/product.md › Addresses; › Address search). */
export const AutocompleteQuerySchema = z.object({
  input: z
    .string()
    .trim()
    .min(AUTOCOMPLETE_MIN_CHARS + 1)
    .max(200),
})

/** One address suggestion (docs/product.md › Address search). */
export const PlacePredictionSchema = z.object({ description: z.string(), place_id: z.string() })
/** One address suggestion (docs/product.md › Addresses). */
export type PlacePrediction = z.infer<typeof PlacePredictionSchema>

/** Answer of `GET /maps/place/:placeId`: the place's address line and full postcode, as the shop will store and charge them. */
export const PlaceDetailsSchema = z.object({ address: z.string(), postCode: z.string() })
/** A place as the maps provider knows it. */
export type PlaceDetails = z.infer<typeof PlaceDetailsSchema>

/** Query of `GET /maps/distance` (docs/product.md › Address search). */
export const DistanceQuerySchema = z.object({ placeId: z.string().min(1).max(500) })

/**
 * Answer of `GET /maps/distance`: the miles from the shop; `approximate` when the place is known
 * only to its postcode district's centre, as the offline maps provider places a postcode it does
 * not list.
 */
export const PlaceDistanceSchema = DeliveryDistanceSchema.extend({
  approximate: z.literal(true).optional(),
})
/** The miles from the shop to a chosen place, maybe approximate. */
export type PlaceDistance = z.infer<typeof PlaceDistanceSchema>

/** Whether typed address text is long enough to fetch suggestions: more than 3 characters (docs/product.md › Addresses). */
export function shouldFetchSuggestions(text: string): boolean {
  return text.trim().length > AUTOCOMPLETE_MIN_CHARS
}
