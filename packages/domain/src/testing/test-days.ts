import { isIsoDate } from '../dates'

/**
 * The days the suite pretends it is (docs/architecture.md › Tests): a test's "today" is never the
 * machine's. `TEST_NOW` names one instant for the whole suite; without it each test runs on
 * `DEFAULT_TEST_DAY`, and the tests whose outcome depends on the date run on every day of
 * `TEST_DAYS`: each weekday, the changes of the clocks in London, and New Year's Eve.
 */
export interface TestDay {
  /** The day as a test's title names it. */
  readonly name: string
  /** The instant the suite's clock shows when it starts, ISO 8601 with its offset. */
  readonly now: string
}

const SATURDAY: TestDay = { name: 'Saturday 27 March 2027', now: '2027-03-27T10:00:00Z' }

/**
 * A week, its Saturday the day whose tomorrow is a Sunday; the Sunday the clocks go forward and
 * the half hour after midnight that follows, when the UTC date is still Sunday; the Sunday the
 * clocks go back, half an hour after midnight, when 24 hours on is still that Sunday; and the
 * year's last day. No clock starts within an hour of midnight it could reach while tests run.
 */
export const TEST_DAYS: readonly TestDay[] = [
  { name: 'Monday 22 March 2027', now: '2027-03-22T10:00:00Z' },
  { name: 'Tuesday 23 March 2027', now: '2027-03-23T10:00:00Z' },
  { name: 'Wednesday 24 March 2027', now: '2027-03-24T10:00:00Z' },
  { name: 'Thursday 25 March 2027', now: '2027-03-25T10:00:00Z' },
  { name: 'Friday 26 March 2027', now: '2027-03-26T10:00:00Z' },
  SATURDAY,
  { name: 'Sunday 28 March 2027, the clocks go forward', now: '2027-03-28T10:00:00+01:00' },
  { name: 'Monday 29 March 2027 at 00:30 summer time', now: '2027-03-29T00:30:00+01:00' },
  { name: 'Sunday 31 October 2027 at 00:30, the clocks go back', now: '2027-10-31T00:30:00+01:00' },
  { name: 'Friday 31 December 2027', now: '2027-12-31T10:00:00Z' },
]

/** The suite's day when `TEST_NOW` names none: the Saturday, whose tomorrow is a Sunday. */
export const DEFAULT_TEST_DAY: TestDay = SATURDAY

/**
 * The suite's day from the `TEST_NOW` setting, an ISO 8601 instant with its offset, or the default
 * day without one. A setting that names no instant throws, so no run falls back on the machine's
 * clock by mistake.
 */
export function testDayFrom(setting: string | undefined): TestDay {
  if (setting === undefined || setting === '') return DEFAULT_TEST_DAY
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(setting) ||
    !isIsoDate(setting.slice(0, 10)) ||
    Number.isNaN(Date.parse(setting))
  )
    throw new Error(
      `TEST_NOW is an ISO 8601 instant with its offset, e.g. 2027-03-27T10:00:00Z, not ${setting}`,
    )
  return (
    TEST_DAYS.find((day) => Date.parse(day.now) === Date.parse(setting)) ?? {
      name: setting,
      now: setting,
    }
  )
}

/**
 * The days a test whose outcome depends on the date runs on: the day `TEST_NOW` names, or every
 * day of `TEST_DAYS` without it.
 */
export function testDaysFrom(setting: string | undefined): readonly TestDay[] {
  return setting === undefined || setting === '' ? TEST_DAYS : [testDayFrom(setting)]
}
