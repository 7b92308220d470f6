import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test'
import {
  DEFAULT_TEST_DAY,
  TEST_DAYS,
  testDayFrom,
  type TestDay,
} from '@sweet-art/domain/testing/test-days'

// The day the journeys run on (docs/architecture.md › Tests): the server's clock, the browsers'
// and the journeys' own dates all start on it and move on with the wall clock.

const DAY_MS = 24 * 60 * 60_000

/**
 * The day `TEST_NOW` names or, without it, one of the test days: the next one each day of the
 * calendar, so that runs on consecutive days meet every one of them in turn.
 */
function chooseJourneyDay(): TestDay {
  const setting = process.env.TEST_NOW
  if (setting) return testDayFrom(setting)
  return TEST_DAYS[Math.floor(Date.now() / DAY_MS) % TEST_DAYS.length] ?? DEFAULT_TEST_DAY
}

// Playwright's workers load this file again: the runner's day, and how far its clock is from the
// machine's, travel to them in the environment, so that every process keeps one clock.
export const JOURNEY_DAY: TestDay = chooseJourneyDay()
process.env.TEST_NOW = JOURNEY_DAY.now
process.env.E2E_SHOP_CLOCK_OFFSET_MS ??= String(Date.parse(JOURNEY_DAY.now) - Date.now())
const OFFSET_MS = Number(process.env.E2E_SHOP_CLOCK_OFFSET_MS)

/** The shop's "now": the journeys' day, moving on with the wall clock. */
export function shopNow(): Date {
  return new Date(Date.now() + OFFSET_MS)
}

/** The London date `days` calendar days after the shop's today, `YYYY-MM-DD`. */
export function londonDaysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(shopNow())
  const [year, month, day] = today.split('-').map(Number)
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10)
}

/** The first London working day (not a Sunday) at least `days` after the shop's today. */
export function workingDayAhead(days: number): string {
  let ahead = days
  while (new Date(`${londonDaysAhead(ahead)}T12:00:00Z`).getUTCDay() === 0) ahead += 1
  return londonDaysAhead(ahead)
}

/** Runs in each page before its own scripts: `Date` shows the shop's day; timers stay real. */
function moveDate(offsetMs: number): void {
  const WallDate = Date
  const now = () => WallDate.now() + offsetMs
  globalThis.Date = new Proxy(WallDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new WallDate(now()).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown),
  })
}

/** Puts every page of a browser context on the shop's day. */
export async function onShopDay(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(moveDate, OFFSET_MS)
  return context
}

/** A browser context of its own (another customer, a phone), on the shop's day. */
export async function newShopContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  return onShopDay(await browser.newContext(options))
}
