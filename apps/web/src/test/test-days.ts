import { vi } from 'vitest'
import { testDayFrom, testDaysFrom, type TestDay } from '@sweet-art/domain/testing/test-days'

// The one place the web tests read the suite's day (docs/architecture.md › Tests). Vitest backs
// import.meta.env with the process's environment.
const setting = import.meta.env['TEST_NOW'] as string | undefined

/** The day every web test runs on: `setup.ts` moves the clock there before each test. */
export const SUITE_DAY: TestDay = testDayFrom(setting)

/** The days a test whose outcome depends on the date runs on, as `describe.each` takes them. */
export const DAYS_TO_TEST: readonly TestDay[] = testDaysFrom(setting)

/**
 * Moves `Date` to `day`, from where it goes on with the wall clock; the timers stay real. A test
 * that needs its own timers calls `vi.useFakeTimers()`, which starts them on this day.
 */
export function liveOn(day: TestDay): void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(day.now), shouldAdvanceTime: true })
}
