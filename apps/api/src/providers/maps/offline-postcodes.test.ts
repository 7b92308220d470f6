import { join } from 'node:path'
import { expect, test } from 'vitest'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/shop-defaults'
import { PROJECT_PATHS } from '../../config/paths'
import { createOfflineMapsProvider, greatCircleMiles } from './offline-maps-provider'
import { readPostcodeDirectory } from './postcode-directory'

const origin = DEFAULT_APP_DELIVERY.originDeliveryAddress

// Each provider here is new, so the test sees when it reads the postcode file.
function newProvider() {
  return createOfflineMapsProvider({ dataDir: PROJECT_PATHS.mapsData })
}

test('a full London postcode is found at its own position, not its district centre', async () => {
  const maps = newProvider()
  const [suggestion] = await maps.autocomplete('ec1v 4pw', 'token')
  expect(suggestion).toEqual({ description: 'EC1V 4PW, London, UK', place_id: 'pc_EC1V4PW' })
  expect(await maps.placeDetails('pc_EC1V4PW')).toEqual({
    address: 'EC1V 4PW, London, UK',
    postCode: 'EC1V 4PW',
  })
  expect(await maps.isApproximatePlace('pc_EC1V4PW')).toBe(false)
  // St John Street by Goswell Road: about 9 miles from Barking as the crow flies.
  const miles = await maps.distanceMiles(origin, 'pc_EC1V4PW')
  expect(miles).toBeGreaterThan(9)
  expect(miles).toBeLessThan(14)
})

test('postcodes sit where they are: Downing Street and the Oval within 100 m', () => {
  const directory = readPostcodeDirectory(join(PROJECT_PATHS.mapsData, 'london-postcodes.csv.gz'))
  expect(directory.size).toBeGreaterThan(200_000)
  const known = [
    { postcode: 'SW1A 2AA', latitude: 51.50354, longitude: -0.12768 },
    { postcode: 'SE11 5SS', latitude: 51.48375, longitude: -0.11496 },
  ]
  for (const { postcode, ...where } of known) {
    const found = directory.locate(postcode)
    if (!found) throw new Error(`${postcode} is not in the postcode file`)
    expect(greatCircleMiles(found, where)).toBeLessThan(0.07)
  }
})

test('the start of a postcode lists the postcodes of that sector', async () => {
  const suggestions = await newProvider().autocomplete('EC1V 4P', 'token')
  expect(suggestions.length).toBe(5)
  for (const suggestion of suggestions) {
    expect(suggestion.description).toMatch(/^EC1V 4P[A-Z], London, UK$/)
    expect(suggestion.place_id).toMatch(/^pc_EC1V4P[A-Z]$/)
  }
})

test('a full postcode outside London resolves to its district centre, marked approximate', async () => {
  const maps = newProvider()
  const [suggestion] = await maps.autocomplete('SK11 7NX', 'token')
  expect(suggestion).toEqual({ description: 'SK11 7NX, Macclesfield, UK', place_id: 'pc_SK117NX' })
  expect(await maps.placeDetails('pc_SK117NX')).toEqual({
    address: 'SK11 7NX, Macclesfield, UK',
    postCode: 'SK11 7NX',
  })
  expect(await maps.isApproximatePlace('pc_SK117NX')).toBe(true)
  const miles = await maps.distanceMiles(origin, 'pc_SK117NX')
  // About 150 miles as the crow flies, times the road factor.
  expect(miles).toBeGreaterThan(180)
  expect(miles).toBeLessThan(220)
})

test('a postcode of no known district finds nothing', async () => {
  const maps = newProvider()
  expect(await maps.autocomplete('ZZ9 9ZZ', 'token')).toEqual([])
  expect(await maps.placeDetails('pc_ZZ99ZZ')).toBeNull()
  expect(await maps.distanceMiles(origin, 'pc_ZZ99ZZ')).toBeNull()
  expect(await maps.placeDetails('pc_not a postcode')).toBeNull()
})

test('the postcode file is read on the first look-up that needs it, not at start-up', async () => {
  const maps = newProvider()
  expect(maps.isPostcodeDirectoryLoaded).toBe(false)
  await maps.autocomplete('buckingham palace', 'token')
  expect(maps.isPostcodeDirectoryLoaded).toBe(false)
  await maps.autocomplete('E1 6A', 'token')
  expect(maps.isPostcodeDirectoryLoaded).toBe(true)
})
