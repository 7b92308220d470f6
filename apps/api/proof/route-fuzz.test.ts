import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../src/test/test-app'
import { createFuzzTarget, fuzzAllRoutes } from './route-fuzz'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
})
afterAll(async () => {
  await shop.close()
})

test('two thousand generated requests across every route get no 5xx and leave no unhandled rejection', async () => {
  const figures = await fuzzAllRoutes(await createFuzzTarget(shop), { count: 2000 })
  expect(figures.requests).toBe(2000)
  expect(figures.serverErrors.slice(0, 3)).toEqual([])
  expect(figures.unhandledRejections).toEqual([])
}, 120_000)
