import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import {
  LOGIN_ATTEMPTS,
  testLockoutBursts,
  testSpreadBurstsAndTheOwner,
} from '../../test/lockout-bursts'
import { createTestRedisPrefix, testRedisUrl } from '../../test/redis'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestClock } from '../../test/test-clock'

// Two instances on one PostgreSQL and one Redis, which holds the counters: each burst alternates
// between them, as a load balancer would spread it.
const clock = createTestClock(new Date('2026-03-02T10:00:00Z'))
const keys = createTestRedisPrefix()
let first: TestApp
let second: TestApp

beforeAll(async () => {
  const env = {
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: keys.prefix,
    LOGIN_ATTEMPTS_PER_ACCOUNT: LOGIN_ATTEMPTS,
    // Shared as production shares it, so a device cookie one instance signed passes on the other.
    ORDER_LINK_SECRET: randomBytes(32).toString('hex'),
  }
  first = await createTestApp({ clock: clock.now, env })
  second = await createTestApp({ clock: clock.now, env, database: first.database })
})
afterAll(async () => {
  await second.close()
  await first.close()
  await keys.clean()
})

testLockoutBursts(() => [first, second], clock)
testSpreadBurstsAndTheOwner(() => [first, second], clock)
