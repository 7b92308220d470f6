import { afterAll, beforeAll, expect, test } from 'vitest'
import { AppOptionsSchema, DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
})
afterAll(async () => {
  await shop.close()
})

const postOptions = (payload: unknown) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/app-options',
    headers: { origin: TEST_ORIGIN },
    payload: payload as object,
  })

test('a browser without options receives the seeded defaults', async () => {
  const response = await postOptions({ updatedAt: null })
  expect(response.statusCode).toBe(200)
  const options = AppOptionsSchema.parse(response.json())
  expect(options.appDelivery).toEqual(DEFAULT_APP_DELIVERY)
  expect(options.appDelivery.distanceRatio).toBe(1.25)
  expect(options.appDelivery.congestionPrice).toBe(15)
})

test('a browser holding the current options is told they are actual', async () => {
  const { updatedAt } = AppOptionsSchema.parse((await postOptions({})).json())
  const response = await postOptions({ updatedAt })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toBe('actual')
})

test('a browser holding older options receives the new ones', async () => {
  const response = await postOptions({ updatedAt: '2000-01-01T00:00:00.000Z' })
  expect(AppOptionsSchema.parse(response.json()).updatedAt).not.toBe('2000-01-01T00:00:00.000Z')
})

test('a malformed updatedAt is refused with a field error', async () => {
  const response = await postOptions({ updatedAt: 42 })
  expect(response.statusCode).toBe(400)
  const body = response.json<ErrorBody>()
  expect(body.code).toBe('VALIDATION')
  expect(body.fields?.updatedAt).toBeTypeOf('string')
})
