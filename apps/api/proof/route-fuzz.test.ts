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

// Two thousand requests in four tests of 500, each with its own seed: the time bound of a test
// only detects a hang, and 500 requests stay far inside it on a machine other work keeps busy.
test.each([1, 2, 3, 4])(
  'five hundred generated requests across every route (part %i of four) get no 5xx and leave no unhandled rejection',
  async () => {
    const figures = await fuzzAllRoutes(await createFuzzTarget(shop), { count: 500 })
    expect(figures.requests).toBe(500)
    expect(figures.serverErrors.slice(0, 3)).toEqual([])
    expect(figures.unhandledRejections).toEqual([])
  },
)
