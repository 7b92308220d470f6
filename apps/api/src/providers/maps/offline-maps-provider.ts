import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { outwardCode } from '@sweet-art/domain/congestion'
import type { PlacePrediction } from '@sweet-art/domain/schemas/maps'
import type { MapsProvider } from './maps-provider'

/** Roads are longer than the straight line; London driving runs about 1.3 times the great-circle distance. */
export const ROAD_FACTOR = 1.3
// Two addresses in one district share its centre; a delivery there is still a short drive, not zero.
const MIN_ESTIMATE_MILES = 0.5
const EARTH_RADIUS_MILES = 3958.8
const MAX_SUGGESTIONS = 5
const PLACE_ID_PREFIX = 'gz_'

const GazetteerSchema = z.array(
  z.object({ address: z.string().min(1), town: z.string().min(1), postCode: z.string().min(5) }),
)

/** One gazetteer address placed at its district's centre. */
export interface GazetteerPlace {
  placeId: string
  address: string
  town: string
  postCode: string
  description: string
  latitude: number
  longitude: number
}

interface LatLng {
  latitude: number
  longitude: number
}

/** Reads `uk-outcodes.csv`: outward code to district centre. */
export function readOutcodes(csv: string): Map<string, LatLng> {
  const centres = new Map<string, LatLng>()
  for (const line of csv.trim().split('\n').slice(1)) {
    const [code, lat, lng] = line.split(',')
    const latitude = Number(lat)
    const longitude = Number(lng)
    if (code && Number.isFinite(latitude) && Number.isFinite(longitude))
      centres.set(code.trim().toUpperCase(), { latitude, longitude })
  }
  return centres
}

/** Great-circle miles between two points (haversine). */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}

const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*\d[A-Z]{2}\b/i

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * The offline default: a gazetteer of real London and Home Counties addresses with their real
 * postcodes, each placed at its postcode district's centre; the distance is great-circle miles
 * × ROAD_FACTOR from the origin's district, an estimate (decisions §4).
 */
export function createOfflineMapsProvider(options: { dataDir: string }): MapsProvider & {
  places: readonly GazetteerPlace[]
} {
  const centres = readOutcodes(readFileSync(join(options.dataDir, 'uk-outcodes.csv'), 'utf8'))
  const entries = GazetteerSchema.parse(
    JSON.parse(readFileSync(join(options.dataDir, 'gazetteer.json'), 'utf8')),
  )
  const places: GazetteerPlace[] = entries.map((entry) => {
    const centre = centres.get(outwardCode(entry.postCode))
    if (!centre) throw new Error(`No district centre for ${entry.postCode} (${entry.address})`)
    const digest = createHash('sha256').update(`${entry.address}|${entry.postCode}`).digest('hex')
    return {
      ...entry,
      ...centre,
      placeId: `${PLACE_ID_PREFIX}${digest.slice(0, 20)}`,
      description: `${entry.address}, ${entry.town} ${entry.postCode}, UK`,
    }
  })
  const byId = new Map(places.map((place) => [place.placeId, place]))
  const haystacks = places.map((place) => ({ place, text: normalise(place.description) }))

  function locate(address: string): LatLng | null {
    const match = POSTCODE_IN_TEXT.exec(address)
    return match?.[1] ? (centres.get(match[1].toUpperCase()) ?? null) : null
  }

  return {
    name: 'offline',
    isEstimate: true,
    places,
    async autocomplete(input) {
      const words = normalise(input).split(' ').filter(Boolean)
      if (words.length === 0) return []
      const found: PlacePrediction[] = []
      for (const { place, text } of haystacks) {
        if (words.every((word) => text.includes(word)))
          found.push({ description: place.description, place_id: place.placeId })
        if (found.length === MAX_SUGGESTIONS) break
      }
      return found
    },
    async placeDetails(placeId) {
      const place = byId.get(placeId)
      return place ? { address: place.description, postCode: place.postCode } : null
    },
    async distanceMiles(origin, placeId) {
      const place = byId.get(placeId)
      const from = locate(origin)
      if (!place || !from) return null
      const miles = Math.max(MIN_ESTIMATE_MILES, greatCircleMiles(from, place) * ROAD_FACTOR)
      return Math.round(miles * 100) / 100
    },
  }
}
