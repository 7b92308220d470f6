import { existsSync } from 'node:fs'
import lighthouse, { type Result } from 'lighthouse'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import { describeLayoutShifts } from './layout-shifts'

// Debian's Chromium: the bench never downloads a browser.
const CHROMIUM_PATH = '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
// Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to be run again.
const MAX_ATTEMPTS = 3

/** Lighthouse's four categories, in the order its report shows them. */
export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number]

/** How a run is made: which categories it scores and how much slower than this machine the CPU runs. */
export interface LighthouseRunOptions {
  categories: readonly LighthouseCategory[]
  /** Lighthouse's mobile default is 4; a cheaper phone, or a busy one, is nearer 8. */
  cpuSlowdown: number
}

/** One Lighthouse run: its report, and every layout shift of the page, described. */
export interface MobileRun {
  lhr: Result
  layoutShifts: string[]
}

/** Headless Chromium with a debugging port Lighthouse can drive. */
export function launchChromium(): Promise<LaunchedChrome> {
  // chrome-launcher waits without a word for a browser that is not there.
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: run 'apt-get install -y chromium' first`,
    )
  }
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
}

/**
 * One Lighthouse run of `url` with its mobile defaults: a mid-range phone's screen, simulated slow
 * 4G and a first visit's empty cache and storage; the CPU slowed down `cpuSlowdown` times.
 */
export async function runMobileLighthouse(
  url: string,
  chromePort: number,
  options: LighthouseRunOptions,
): Promise<MobileRun> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: 'error',
      onlyCategories: [...options.categories],
      // Merged into the mobile preset's slow 4G: only the CPU changes.
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdown },
      // Lighthouse keeps localStorage and cookies by default, so later runs would find the catalogue
      // the shop persists there; a first visit starts with nothing.
      clearStorageTypes: ['all'],
    })
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`)
    const error = result.lhr.runtimeError
    if (error === undefined) return { lhr: result.lhr, layoutShifts: describeLayoutShifts(result) }
    if (attempt === MAX_ATTEMPTS) {
      throw new Error(`Lighthouse could not load ${url}: ${error.message}`)
    }
    console.warn(`Lighthouse run of ${url} failed (${error.code}), running it again`)
  }
}

/** A category's score out of 100, as the Lighthouse report shows it. */
export function readCategoryScore(lhr: Result, category: LighthouseCategory): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100)
}

/** The performance score out of 100. */
export function readPerformanceScore(lhr: Result): number {
  return readCategoryScore(lhr, 'performance')
}
