import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

/** A point in WGS84 degrees. */
export interface LatLng {
  latitude: number
  longitude: number
}

/** Full postcodes with their positions, sorted, for exact look-ups and prefix searches. */
export interface PostcodeDirectory {
  readonly size: number
  /** The position of a postcode written with its space (`WC2E 9DD`), or null when unlisted. */
  locate: (postcode: string) => LatLng | null
  /** Up to `limit` listed postcodes that start with `prefix`, in order. */
  startingWith: (prefix: string, limit: number) => string[]
}

/** A full UK postcode in capitals with one space before its inward code: `wc2e9dd` → `WC2E 9DD`. */
export function formatPostcode(outward: string, inward: string): string {
  return `${outward.toUpperCase()} ${inward.toUpperCase()}`
}

/**
 * Reads `london-postcodes.csv.gz` (`postcode,latitude,longitude` lines, sorted). The 200 000 or
 * so postcodes are held in flat arrays: about 15 MB, a fraction of what one object each would cost.
 */
export function readPostcodeDirectory(path: string): PostcodeDirectory {
  const text = gunzipSync(readFileSync(path)).toString('utf8')
  const codes: string[] = []
  const latitudes: number[] = []
  const longitudes: number[] = []
  for (const line of text.split('\n')) {
    const [code, lat, lng] = line.split(',')
    const latitude = Number(lat)
    const longitude = Number(lng)
    if (!code || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
    codes.push(code)
    latitudes.push(latitude)
    longitudes.push(longitude)
  }
  const latitudeOf = Float64Array.from(latitudes)
  const longitudeOf = Float64Array.from(longitudes)

  // The first index whose postcode is not below `key`.
  function lowerBound(key: string): number {
    let low = 0
    let high = codes.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((codes[middle] ?? '') < key) low = middle + 1
      else high = middle
    }
    return low
  }

  return {
    size: codes.length,
    locate(postcode) {
      const index = lowerBound(postcode)
      if (codes[index] !== postcode) return null
      return { latitude: latitudeOf[index] ?? 0, longitude: longitudeOf[index] ?? 0 }
    },
    startingWith(prefix, limit) {
      const found: string[] = []
      for (let index = lowerBound(prefix); found.length < limit; index += 1) {
        const code = codes[index]
        if (code === undefined || !code.startsWith(prefix)) break
        found.push(code)
      }
      return found
    },
  }
}
