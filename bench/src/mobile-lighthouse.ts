import { existsSync } from 'node:fs'
import lighthouse, { type Result } from 'lighthouse'
import { launch, type LaunchedChrome } from 'chrome-launcher'

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
 * One Lighthouse performance run of `url` with its mobile defaults: a mid-range phone's screen,
 * simulated slow 4G and a 4× slower CPU, and a first visit's empty cache and storage.
 */
export async function runMobileLighthouse(url: string, chromePort: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse keeps localStorage and cookies by default, so later runs would find the catalogue
      // the shop persists there; a first visit starts with nothing.
      clearStorageTypes: ['all'],
    })
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`)
    const error = result.lhr.runtimeError
    if (error === undefined) return result.lhr
    if (attempt === MAX_ATTEMPTS) {
      throw new Error(`Lighthouse could not load ${url}: ${error.message}`)
    }
    console.warn(`Lighthouse run of ${url} failed (${error.code}), running it again`)
  }
}

/** The performance score out of 100, as the Lighthouse report shows it. */
export function readPerformanceScore(lhr: Result): number {
  return Math.round((lhr.categories.performance?.score ?? 0) * 100)
}
