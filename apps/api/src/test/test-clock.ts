import { testDayFrom, testDaysFrom, type TestDay } from '@sweet-art/domain/testing/test-days'
import { clockStartingAt, type Clock } from '../lib/clock'

/** A clock tests move by hand. */
export interface TestClock {
  now: Clock
  advance: (ms: number) => void
}

// The one place the API's tests read the suite's day (docs/architecture.md › Tests).
const SUITE_DAY = testDayFrom(process.env.TEST_NOW)

/**
 * The days a test whose outcome depends on the date runs on, as `describe.each` takes them. Dates
 * are the same code on either database, so on PostgreSQL such a test runs on the suite's day only.
 * Read when a file is collected: a worker's files share this module, and the database is per project.
 */
export function daysToTest(): readonly TestDay[] {
  return process.env.TEST_DB_KIND === 'postgres' ? [SUITE_DAY] : testDaysFrom(process.env.TEST_NOW)
}

/**
 * The suite's clock: the suite's day, moving on with the wall clock from the first test of the
 * worker. Every test app keeps it unless given its own, so a test's dates and the app's agree.
 */
export const suiteClock: Clock = clockStartingAt(new Date(SUITE_DAY.now))

/** The suite's "now": what the apps' clock shows. */
export function suiteNow(): Date {
  return suiteClock()
}

/** A clock on `day` that moves with the wall clock, for an app of a test that runs on every day. */
export function clockOn(day: TestDay): Clock {
  return clockStartingAt(new Date(day.now))
}

/** Starts a hand-moved clock at `start` (the suite's now by default). */
export function createTestClock(start: Date = suiteNow()): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms
    },
  }
}
