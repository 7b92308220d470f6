import { afterAll, beforeAll } from 'vitest'
import {
  LOGIN_ATTEMPTS,
  testLockoutBursts,
  testSpreadBurstsAndTheOwner,
} from '../../test/lockout-bursts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestClock } from '../../test/test-clock'

// One instance: its rate limits live in the database (PGlite, or PostgreSQL in the api-postgres run).
const clock = createTestClock(new Date('2026-03-02T10:00:00Z'))
let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp({
    clock: clock.now,
    env: { LOGIN_ATTEMPTS_PER_ACCOUNT: LOGIN_ATTEMPTS },
  })
})
afterAll(async () => {
  await shop.close()
})

testLockoutBursts(() => [shop], clock)
testSpreadBurstsAndTheOwner(() => [shop], clock)
