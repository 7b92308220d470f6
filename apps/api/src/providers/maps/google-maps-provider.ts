import { z } from 'zod'
import { AppError } from '@sweet-art/domain/errors'
import { metersToMiles, parseDistanceText } from '@sweet-art/domain/distance'
import type { MapsProvider } from './maps-provider'

const PLACES_URL = 'https://places.googleapis.com/v1'
const ROUTE_MATRIX_URL = 'https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix'
const UNAVAILABLE_MESSAGE = 'The address service is not answering. Please try again in a moment.'

const AutocompleteAnswerSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({ placeId: z.string(), text: z.object({ text: z.string() }).optional() })
          .optional(),
      }),
    )
    .optional(),
})

const PlaceAnswerSchema = z.object({
  formattedAddress: z.string().optional(),
  addressComponents: z
    .array(
      z.object({
        longText: z.string().optional(),
        shortText: z.string().optional(),
        types: z.array(z.string()).default([]),
      }),
    )
    .optional(),
})

const RouteMatrixAnswerSchema = z.array(
  z.object({
    status: z.object({ code: z.number().optional() }).optional(),
    condition: z.string().optional(),
    distanceMeters: z.number().optional(),
    localizedValues: z.object({ distance: z.object({ text: z.string() }).optional() }).optional(),
  }),
)

/** What the Google provider needs: the server-side key and a fetch (stubbed in tests). */
export interface GoogleMapsOptions {
  apiKey: string
  fetch?: typeof fetch
}

/**
 * Google Maps Platform called from the server, so the key never reaches the browser:
 * Places API (New) autocomplete restricted to GB with a session token, place details for the
 * address line and postcode, and Routes API computeRouteMatrix in imperial units (the legacy
 * Places and Distance Matrix APIs are closed to new projects).
 */
export function createGoogleMapsProvider(options: GoogleMapsOptions): MapsProvider {
  const doFetch = options.fetch ?? fetch

  async function call(url: string, init: RequestInit, fieldMask: string): Promise<Response> {
    try {
      return await doFetch(url, {
        ...init,
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.apiKey,
          'x-goog-fieldmask': fieldMask,
        },
      })
    } catch {
      throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE)
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    if (!response.ok) throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE)
    return response.json()
  }

  return {
    name: 'google',
    isEstimate: false,
    async autocomplete(input, sessionToken) {
      const response = await call(
        `${PLACES_URL}/places:autocomplete`,
        {
          method: 'POST',
          body: JSON.stringify({
            input,
            includedRegionCodes: ['gb'],
            languageCode: 'en-GB',
            sessionToken,
          }),
        },
        'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
      )
      const parsed = AutocompleteAnswerSchema.safeParse(await readJson(response))
      if (!parsed.success) throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE)
      return (parsed.data.suggestions ?? []).flatMap(({ placePrediction }) =>
        placePrediction
          ? [{ description: placePrediction.text?.text ?? '', place_id: placePrediction.placeId }]
          : [],
      )
    },
    async placeDetails(placeId, sessionToken) {
      const query = new URLSearchParams({ languageCode: 'en-GB' })
      if (sessionToken) query.set('sessionToken', sessionToken)
      const response = await call(
        `${PLACES_URL}/places/${encodeURIComponent(placeId)}?${query.toString()}`,
        { method: 'GET' },
        'formattedAddress,addressComponents',
      )
      // An unknown or malformed place id is the customer's problem (404), not an outage.
      if (response.status === 400 || response.status === 404) return null
      const parsed = PlaceAnswerSchema.safeParse(await readJson(response))
      if (!parsed.success) return null
      const postal = parsed.data.addressComponents?.find((c) => c.types.includes('postal_code'))
      const postCode = postal?.longText ?? postal?.shortText
      const address = parsed.data.formattedAddress
      return postCode && address ? { address, postCode } : null
    },
    async distanceMiles(origin, placeId) {
      const response = await call(
        ROUTE_MATRIX_URL,
        {
          method: 'POST',
          body: JSON.stringify({
            origins: [{ waypoint: { address: origin } }],
            destinations: [{ waypoint: { placeId } }],
            travelMode: 'DRIVE',
            units: 'IMPERIAL',
            languageCode: 'en-GB',
            regionCode: 'gb',
          }),
        },
        'originIndex,destinationIndex,status,condition,distanceMeters,localizedValues',
      )
      if (response.status === 400 || response.status === 404) return null
      const parsed = RouteMatrixAnswerSchema.safeParse(await readJson(response))
      const element = parsed.success ? parsed.data[0] : undefined
      if (!element || element.condition !== 'ROUTE_EXISTS') return null
      if (element.status?.code !== undefined && element.status.code !== 0) return null
      // The imperial text is what the shop parses (ft × 0.00019, mi as is); metres are the fallback.
      const fromText = element.localizedValues?.distance
        ? parseDistanceText(element.localizedValues.distance.text)
        : null
      if (fromText !== null) return fromText
      return element.distanceMeters === undefined ? null : metersToMiles(element.distanceMeters)
    },
  }
}
