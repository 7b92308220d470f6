#!/usr/bin/env node
// Derives apps/api/src/providers/maps/london-postcodes.csv.gz, the offline maps provider's full
// postcodes, from Ordnance Survey's Code-Point Open (Data/CSV/<area>.csv, one file per postcode
// area, positions as British National Grid eastings and northings).
//
//   node scripts/derive-london-postcodes.mjs <codepoint Data/CSV folder>
//
// Output: gzip of `postcode,latitude,longitude` lines (postcode with its space, WGS84 degrees to
// five decimals, about a metre), sorted by postcode, for the postcode areas of Greater London.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The postcode areas that cover Greater London (some reach beyond it). */
const AREAS = [
  'E',
  'EC',
  'N',
  'NW',
  'SE',
  'SW',
  'W',
  'WC',
  'BR',
  'CR',
  'DA',
  'EN',
  'HA',
  'IG',
  'KT',
  'RM',
  'SM',
  'TW',
  'UB',
  'WD',
]
// Code-Point's positional quality 90 means the postcode has no position.
const NO_POSITION = 90
const OUTPUT = 'apps/api/src/providers/maps/london-postcodes.csv.gz'

const folder = process.argv[2]
if (!folder) {
  console.error('Usage: node scripts/derive-london-postcodes.mjs <codepoint Data/CSV folder>')
  process.exit(1)
}

// Airy 1830 ellipsoid and the National Grid's transverse Mercator projection.
const AIRY = { a: 6_377_563.396, b: 6_356_256.909 }
const GRS80 = { a: 6_378_137, b: 6_356_752.314_245 }
const F0 = 0.999_601_2717
const LAT0 = (49 * Math.PI) / 180
const LON0 = (-2 * Math.PI) / 180
const N0 = -100_000
const E0 = 400_000

/** National Grid easting/northing to OSGB36 latitude/longitude in radians (OS guide, annex C). */
function gridToOsgb36(easting, northing) {
  const { a, b } = AIRY
  const e2 = 1 - (b * b) / (a * a)
  const n = (a - b) / (a + b)
  let lat = LAT0
  let meridional = 0
  do {
    lat = (northing - N0 - meridional) / (a * F0) + lat
    const dLat = lat - LAT0
    const sLat = lat + LAT0
    meridional =
      b *
      F0 *
      ((1 + n + (5 / 4) * n ** 2 + (5 / 4) * n ** 3) * dLat -
        (3 * n + 3 * n ** 2 + (21 / 8) * n ** 3) * Math.sin(dLat) * Math.cos(sLat) +
        ((15 / 8) * n ** 2 + (15 / 8) * n ** 3) * Math.sin(2 * dLat) * Math.cos(2 * sLat) -
        (35 / 24) * n ** 3 * Math.sin(3 * dLat) * Math.cos(3 * sLat))
  } while (Math.abs(northing - N0 - meridional) >= 0.000_01)
  const sin = Math.sin(lat)
  const cos = Math.cos(lat)
  const nu = (a * F0) / Math.sqrt(1 - e2 * sin * sin)
  const rho = (a * F0 * (1 - e2)) / (1 - e2 * sin * sin) ** 1.5
  const eta2 = nu / rho - 1
  const tan = Math.tan(lat)
  const sec = 1 / cos
  const VII = tan / (2 * rho * nu)
  const VIII = (tan / (24 * rho * nu ** 3)) * (5 + 3 * tan ** 2 + eta2 - 9 * tan ** 2 * eta2)
  const IX = (tan / (720 * rho * nu ** 5)) * (61 + 90 * tan ** 2 + 45 * tan ** 4)
  const X = sec / nu
  const XI = (sec / (6 * nu ** 3)) * (nu / rho + 2 * tan ** 2)
  const XII = (sec / (120 * nu ** 5)) * (5 + 28 * tan ** 2 + 24 * tan ** 4)
  const XIIA = (sec / (5040 * nu ** 7)) * (61 + 662 * tan ** 2 + 1320 * tan ** 4 + 720 * tan ** 6)
  const dE = easting - E0
  return {
    lat: lat - VII * dE ** 2 + VIII * dE ** 4 - IX * dE ** 6,
    lon: LON0 + X * dE - XI * dE ** 3 + XII * dE ** 5 - XIIA * dE ** 7,
  }
}

function toCartesian({ lat, lon }, { a, b }) {
  const e2 = 1 - (b * b) / (a * a)
  const nu = a / Math.sqrt(1 - e2 * Math.sin(lat) ** 2)
  return {
    x: nu * Math.cos(lat) * Math.cos(lon),
    y: nu * Math.cos(lat) * Math.sin(lon),
    z: nu * (1 - e2) * Math.sin(lat),
  }
}

function fromCartesian({ x, y, z }, { a, b }) {
  const e2 = 1 - (b * b) / (a * a)
  const p = Math.hypot(x, y)
  let lat = Math.atan2(z, p * (1 - e2))
  for (let step = 0; step < 10; step += 1) {
    const nu = a / Math.sqrt(1 - e2 * Math.sin(lat) ** 2)
    lat = Math.atan2(z + e2 * nu * Math.sin(lat), p)
  }
  return { lat, lon: Math.atan2(y, x) }
}

// The OSGB36 → WGS84 Helmert transformation (accurate to a few metres).
const HELMERT = {
  tx: 446.448,
  ty: -125.157,
  tz: 542.06,
  s: -20.4894e-6,
  rx: 0.1502,
  ry: 0.247,
  rz: 0.8421,
}

function osgb36ToWgs84(point) {
  const { x, y, z } = toCartesian(point, AIRY)
  const arcsec = Math.PI / (180 * 3600)
  const rx = HELMERT.rx * arcsec
  const ry = HELMERT.ry * arcsec
  const rz = HELMERT.rz * arcsec
  const s1 = 1 + HELMERT.s
  return fromCartesian(
    {
      x: HELMERT.tx + s1 * x - rz * y + ry * z,
      y: HELMERT.ty + rz * x + s1 * y - rx * z,
      z: HELMERT.tz - ry * x + rx * y + s1 * z,
    },
    GRS80,
  )
}

const degrees = (radians) => ((radians * 180) / Math.PI).toFixed(5)

const lines = []
for (const area of AREAS) {
  const csv = readFileSync(join(folder, `${area.toLowerCase()}.csv`), 'utf8')
  for (const row of csv.split('\n')) {
    const [quoted, quality, easting, northing] = row.split(',')
    if (!quoted || Number(quality) === NO_POSITION) continue
    const compact = quoted.replaceAll('"', '').replaceAll(' ', '').toUpperCase()
    const postcode = `${compact.slice(0, -3)} ${compact.slice(-3)}`
    const { lat, lon } = osgb36ToWgs84(gridToOsgb36(Number(easting), Number(northing)))
    lines.push(`${postcode},${degrees(lat)},${degrees(lon)}`)
  }
}
lines.sort()
writeFileSync(OUTPUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }))
console.log(`${lines.length} postcodes written to ${OUTPUT}`)
