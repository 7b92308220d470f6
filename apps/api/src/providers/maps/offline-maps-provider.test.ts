import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { isInCongestionZone, outwardCode } from '@sweet-art/domain/congestion'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'
import { PROJECT_PATHS } from '../../config/paths'
import {
  createOfflineMapsProvider,
  greatCircleMiles,
  readOutcodes,
  ROAD_FACTOR,
} from './offline-maps-provider'
import { readPostcodeDirectory } from './postcode-directory'

const maps = createOfflineMapsProvider({ dataDir: PROJECT_PATHS.mapsData })
const zone = DEFAULT_APP_DELIVERY.congestionChargeZone
const origin = DEFAULT_APP_DELIVERY.originDeliveryAddress

test('the gazetteer holds a few hundred addresses with well-formed, unique entries', () => {
  expect(maps.places.length).toBeGreaterThanOrEqual(300)
  for (const place of maps.places)
    expect(place.postCode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/)
  expect(new Set(maps.places.map((p) => p.placeId)).size).toBe(maps.places.length)
})

test('every congestion-zone district with a centre in the data has an address, and so do the look-alikes outside', () => {
  const centres = readOutcodes(
    readFileSync(join(PROJECT_PATHS.mapsData, 'uk-outcodes.csv'), 'utf8'),
  )
  const zoneDistricts = [...centres.keys()].filter(
    (code) =>
      /^(EC[1-4][A-Z]|SE1|SW1[A-Z]|W1[A-Z]|WC[12][A-Z])$/.test(code) &&
      code !== 'EC3P' &&
      code !== 'W1M',
  )
  const covered = new Set(maps.places.map((p) => outwardCode(p.postCode)))
  expect(zoneDistricts.filter((code) => !covered.has(code))).toEqual([])
  for (const lookAlike of ['SE11', 'SW10', 'W10', 'W11', 'SW11', 'E1', 'N1'])
    expect(covered).toContain(lookAlike)
})

test('congestion flags follow the postcode: SW1A inside, SW10 and SE11 outside', async () => {
  const [palace] = await maps.autocomplete('buckingham palace', 't')
  const [hospital] = await maps.autocomplete('chelsea westminster hospital', 't')
  const [oval] = await maps.autocomplete('kia oval', 't')
  const places = await Promise.all(
    [palace, hospital, oval].map((p) => maps.placeDetails(p?.place_id ?? '')),
  )
  const codes = places.map((place) => place?.postCode)
  expect(codes).toEqual(['SW1A 1AA', 'SW10 9NH', 'SE11 5SS'])
  expect(codes.map((code) => isInCongestionZone(code ?? '', zone))).toEqual([true, false, false])
})

test('a place answers the suggestion’s own text and postcode, and an unknown id nothing', async () => {
  const [palace] = await maps.autocomplete('buckingham palace', 't')
  expect(await maps.placeDetails(palace?.place_id ?? '')).toEqual({
    address: palace?.description,
    postCode: 'SW1A 1AA',
  })
  expect(await maps.placeDetails('gz_0000000000000000000')).toBeNull()
})

test('distance is great-circle miles between the postcodes times the road factor', async () => {
  const palace = maps.places.find((p) => p.postCode === 'SW1A 1AA')
  const postcodes = readPostcodeDirectory(join(PROJECT_PATHS.mapsData, 'london-postcodes.csv.gz'))
  const [from, to] = ['IG11 7BT', 'SW1A 1AA'].map((code) => postcodes.locate(code))
  if (!palace || !from || !to) throw new Error('fixture missing')
  const expected = Math.round(greatCircleMiles(from, to) * ROAD_FACTOR * 100) / 100
  expect(await maps.distanceMiles(origin, palace.placeId)).toBe(expected)
  expect(expected).toBeGreaterThan(10)
  expect(await maps.distanceMiles(origin, 'gz_unknown')).toBeNull()
  expect(await maps.distanceMiles('an origin without a postcode', palace.placeId)).toBeNull()
  const local = maps.places.find((p) => p.postCode.startsWith('IG11'))
  expect(await maps.distanceMiles(origin, local?.placeId ?? '')).toBe(0.5)
})

test('great-circle miles: London to Paris is about 213 miles', () => {
  const miles = greatCircleMiles(
    { latitude: 51.5074, longitude: -0.1278 },
    { latitude: 48.8566, longitude: 2.3522 },
  )
  expect(miles).toBeGreaterThan(210)
  expect(miles).toBeLessThan(216)
})
