import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { outwardCode } from '@sweet-art/domain/congestion'
import type { PlacePrediction } from '@sweet-art/domain/schemas/maps'
import type { MapsProvider } from './maps-provider'
import {
  formatPostcode,
  readPostcodeDirectory,
  type LatLng,
  type PostcodeDirectory,
} from './postcode-directory'

/** Roads are longer than the straight line; London driving runs about 1.3 times the great-circle distance. */
export const ROAD_FACTOR = 1.3
// Two addresses in one district share its centre; a delivery there is still a short drive, not zero.
const MIN_ESTIMATE_MILES = 0.5
const EARTH_RADIUS_MILES = 3958.8
const MAX_SUGGESTIONS = 5
const PLACE_ID_PREFIX = 'gz_'
// A typed postcode is a place of its own: `pc_WC2E9DD`.
const POSTCODE_PLACE_PREFIX = 'pc_'
const POSTCODE_DIRECTORY_FILE = 'london-postcodes.csv.gz'
// Postcode areas whose post town is London; elsewhere the district's town names the place.
const LONDON_AREAS = new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'])

const GazetteerSchema = z.array(
  z.object({ address: z.string().min(1), town: z.string().min(1), postCode: z.string().min(5) }),
)

/**
 * One gazetteer address; `latitude` and `longitude` are its district's centre, while distances use
 * its postcode's own position wherever the postcode file lists it.
 */
export interface GazetteerPlace {
  placeId: string
  address: string
  town: string
  postCode: string
  description: string
  latitude: number
  longitude: number
}

/** A postcode district's centre and its (rough) town name. */
export interface DistrictCentre extends LatLng {
  town: string
}

/** Reads `uk-outcodes.csv`: outward code to district centre. */
export function readOutcodes(csv: string): Map<string, DistrictCentre> {
  const centres = new Map<string, DistrictCentre>()
  for (const line of csv.trim().split('\n').slice(1)) {
    const [code, lat, lng, town] = line.split(',')
    const latitude = Number(lat)
    const longitude = Number(lng)
    if (code && Number.isFinite(latitude) && Number.isFinite(longitude)) {
      // A few town names are quoted because they hold a comma: `"Douglas, Braddan"`.
      const name = town?.replaceAll('"', '').trim() ?? ''
      centres.set(code.trim().toUpperCase(), { latitude, longitude, town: name })
    }
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

const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i
// The start of a postcode, up to its sector and maybe one more letter: `WC2E 9` or `WC2E 9D`.
const POSTCODE_START = /^([A-Z]{1,2}\d[A-Z\d]?)\s+(\d[A-Z]?)$/i

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * The offline default. It finds three kinds of place:
 * - a gazetteer of real London and Home Counties addresses with their real postcodes;
 * - every full postcode of Greater London's postcode areas, at its own position (Code-Point Open);
 * - any other full UK postcode, placed at its district's centre and marked approximate.
 * The distance is great-circle miles × ROAD_FACTOR from the origin, an estimate. The postcode
 * file is read on the first look-up that needs it, so starting the shop stays quick and light.
 */
export function createOfflineMapsProvider(options: { dataDir: string }): MapsProvider & {
  places: readonly GazetteerPlace[]
  readonly isPostcodeDirectoryLoaded: boolean
  isApproximatePlace: (placeId: string) => Promise<boolean>
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
      latitude: centre.latitude,
      longitude: centre.longitude,
      placeId: `${PLACE_ID_PREFIX}${digest.slice(0, 20)}`,
      description: `${entry.address}, ${entry.town} ${entry.postCode}, UK`,
    }
  })
  const byId = new Map(places.map((place) => [place.placeId, place]))
  const haystacks = places.map((place) => ({ place, text: normalise(place.description) }))

  let directory: PostcodeDirectory | null = null
  function postcodes(): PostcodeDirectory {
    directory ??= readPostcodeDirectory(join(options.dataDir, POSTCODE_DIRECTORY_FILE))
    return directory
  }

  /** Where a full postcode is: its own position when listed, else its district's centre. */
  function placePostcode(postcode: string): { point: LatLng; isApproximate: boolean } | null {
    const exact = postcodes().locate(postcode)
    if (exact) return { point: exact, isApproximate: false }
    const centre = centres.get(outwardCode(postcode))
    return centre ? { point: centre, isApproximate: true } : null
  }

  function postcodeOfPlace(placeId: string): string | null {
    if (placeId.startsWith(POSTCODE_PLACE_PREFIX)) {
      const match = POSTCODE_IN_TEXT.exec(placeId.slice(POSTCODE_PLACE_PREFIX.length))
      return match?.[1] && match[2] ? formatPostcode(match[1], match[2]) : null
    }
    return byId.get(placeId)?.postCode ?? null
  }

  function locate(address: string): LatLng | null {
    const match = POSTCODE_IN_TEXT.exec(address)
    if (!match?.[1] || !match[2]) return null
    return placePostcode(formatPostcode(match[1], match[2]))?.point ?? null
  }

  function describePostcode(postcode: string): PlacePrediction | null {
    const outward = outwardCode(postcode)
    const centre = centres.get(outward)
    if (!centre) return null
    const area = /^[A-Z]+/.exec(outward)?.[0] ?? ''
    const town = LONDON_AREAS.has(area) ? 'London' : centre.town
    return {
      description: [postcode, town, 'UK'].filter(Boolean).join(', '),
      place_id: `${POSTCODE_PLACE_PREFIX}${postcode.replace(' ', '')}`,
    }
  }

  /** Postcodes typed in full, or the start of one (`WC2E 9`), as suggestions. */
  function suggestPostcodes(input: string): PlacePrediction[] {
    const full = POSTCODE_IN_TEXT.exec(input)
    const typed = full?.[1] && full[2] ? [formatPostcode(full[1], full[2])] : []
    const start = POSTCODE_START.exec(input.trim())
    const listed =
      start?.[1] && start[2]
        ? postcodes().startingWith(formatPostcode(start[1], start[2]), MAX_SUGGESTIONS)
        : []
    return [...typed, ...listed]
      .map(describePostcode)
      .filter((prediction): prediction is PlacePrediction => prediction !== null)
  }

  return {
    name: 'offline',
    isEstimate: true,
    places,
    get isPostcodeDirectoryLoaded() {
      return directory !== null
    },
    async autocomplete(input) {
      const words = normalise(input).split(' ').filter(Boolean)
      if (words.length === 0) return []
      const matches: GazetteerPlace[] = []
      for (const { place, text } of haystacks) {
        if (words.every((word) => text.includes(word))) matches.push(place)
        if (matches.length === MAX_SUGGESTIONS) break
      }
      // A bare postcode adds nothing beside an address of the gazetteer with that postcode.
      const postcodes = suggestPostcodes(input).filter(
        (prediction) => !matches.some((place) => prediction.description.startsWith(place.postCode)),
      )
      return [
        ...matches.map((place) => ({ description: place.description, place_id: place.placeId })),
        ...postcodes,
      ].slice(0, MAX_SUGGESTIONS)
    },
    async placeDetails(placeId) {
      const place = byId.get(placeId)
      if (place) return { address: place.description, postCode: place.postCode }
      const postcode = postcodeOfPlace(placeId)
      const described = postcode ? describePostcode(postcode) : null
      return postcode && described ? { address: described.description, postCode: postcode } : null
    },
    async isApproximatePlace(placeId) {
      const postcode = postcodeOfPlace(placeId)
      return postcode ? (placePostcode(postcode)?.isApproximate ?? false) : false
    },
    async distanceMiles(origin, placeId) {
      const postcode = postcodeOfPlace(placeId)
      const place = postcode ? placePostcode(postcode) : null
      const from = locate(origin)
      if (!place || !from) return null
      const miles = Math.max(MIN_ESTIMATE_MILES, greatCircleMiles(from, place.point) * ROAD_FACTOR)
      return Math.round(miles * 100) / 100
    },
  }
}
