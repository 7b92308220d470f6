import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { PlaceDetailsSchema, PlacePredictionSchema } from '@sweet-art/domain/schemas/maps'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'
import { createAgent } from '../../test/agent'
import { createTestApp, type TestApp } from '../../test/test-app'
import { PLACES_SESSION_COOKIE } from './maps.routes'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
})
afterAll(async () => {
  await shop.close()
})

async function suggest(input: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/maps/autocomplete?input=${encodeURIComponent(input)}`,
  })
  expect(response.statusCode).toBe(200)
  return PlacePredictionSchema.array().parse(response.json())
}

test('autocomplete answers UK suggestions with descriptions and place ids', async () => {
  const suggestions = await suggest('downing street')
  expect(suggestions[0]).toMatchObject({ description: '10 Downing Street, London SW1A 2AA, UK' })
  expect(suggestions.length).toBeLessThanOrEqual(5)
  expect(await suggest('SE11 5SS')).toHaveLength(1)
  expect(await suggest('no such street anywhere')).toEqual([])
})

test('autocomplete needs more than 3 characters', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/maps/autocomplete?input=abc' })
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>().fields?.input).toBeTypeOf('string')
})

test('place answers the address line and postcode, and distance the miles from the shop, marked as an estimate', async () => {
  const [palace] = await suggest('Buckingham Palace')
  const place = await shop.app.inject({
    method: 'GET',
    url: `/api/maps/place/${palace?.place_id ?? ''}`,
  })
  expect(PlaceDetailsSchema.parse(place.json())).toEqual({
    address: palace?.description,
    postCode: 'SW1A 1AA',
  })
  const distance = await shop.app.inject({
    method: 'GET',
    url: `/api/maps/distance?placeId=${palace?.place_id ?? ''}`,
  })
  expect(distance.statusCode).toBe(200)
  const answer = distance.json<{ origin: string; distance: number; isEstimate: boolean }>()
  expect(answer.origin).toBe(DEFAULT_APP_DELIVERY.originDeliveryAddress)
  expect(answer.isEstimate).toBe(true)
  expect(answer.distance).toBeGreaterThan(8)
  expect(answer.distance).toBeLessThan(16)
})

test('an unknown place answers 404 for postcode and distance', async () => {
  expect(
    (await shop.app.inject({ method: 'GET', url: '/api/maps/place/unknown' })).statusCode,
  ).toBe(404)
  expect(
    (await shop.app.inject({ method: 'GET', url: '/api/maps/distance?placeId=unknown' }))
      .statusCode,
  ).toBe(404)
  expect((await shop.app.inject({ method: 'GET', url: '/api/maps/distance' })).statusCode).toBe(400)
})

test('one Places session token follows a customer from typing to the place lookup, then ends', async () => {
  const browser = createAgent(shop.app)
  await browser.get('/api/maps/autocomplete?input=tower%20bridge')
  const token = browser.jar.get(PLACES_SESSION_COOKIE)
  expect(token).toMatch(/^[0-9a-f-]{36}$/)
  await browser.get('/api/maps/autocomplete?input=tower%20bridge%20road')
  expect(browser.jar.get(PLACES_SESSION_COOKIE)).toBe(token)
  await browser.get('/api/maps/place/unknown')
  expect(browser.jar.get(PLACES_SESSION_COOKIE)).toBeUndefined()
})

test('a typed postcode outside London is placed at its district and its distance marked approximate', async () => {
  async function distanceOf(placeId: string) {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/maps/distance?placeId=${placeId}`,
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ distance: number; approximate?: boolean }>()
  }
  const [macclesfield] = await suggest('SK11 7NX')
  expect(macclesfield?.description).toBe('SK11 7NX, Macclesfield, UK')
  expect(await distanceOf(macclesfield?.place_id ?? '')).toMatchObject({ approximate: true })
  const [stJohnStreet] = await suggest('EC1V 4PW')
  expect(await distanceOf(stJohnStreet?.place_id ?? '')).not.toHaveProperty('approximate')
})
