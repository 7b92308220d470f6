import type { Result } from 'lighthouse'
import { createTempDataDir, startBuiltServer } from './built-server'
import { formatMetrics, listFailingAudits, listTopFindings } from './lighthouse-findings'
import {
  LIGHTHOUSE_CATEGORIES,
  launchChromium,
  readCategoryScore,
  readPerformanceScore,
  runMobileLighthouse,
  type LighthouseCategory,
  type MobileRun,
  type LighthouseRunOptions,
} from './mobile-lighthouse'
import { measurePageInitialJsKb, type ScriptSize } from './page-initial-js'
import { findStorefrontPages } from './storefront-pages'

// Another bench of another checkout may hold the default port: BENCH_STOREFRONT_PORT moves it.
const PORT = Number(process.env.BENCH_STOREFRONT_PORT ?? 3978)
// Lighthouse scores vary from run to run; the median of three steadies them within the time budget.
const DEFAULT_RUNS_PER_PAGE = 3

/** Lighthouse's mobile run: a 4× slower CPU, scored in all four categories. */
export const STANDARD_MODE = {
  name: 'standard',
  runsPerPage: DEFAULT_RUNS_PER_PAGE,
  run: { categories: LIGHTHOUSE_CATEGORIES, cpuSlowdown: 4 },
} as const
/**
 * A phone whose CPU is short: 8× slower, five runs a page for the spread, performance only (the
 * other categories do not depend on the CPU).
 */
export const SLOW_MODE = {
  name: 'slow',
  runsPerPage: 5,
  run: { categories: ['performance'], cpuSlowdown: 8 },
} as const

/** How a page is measured: how many runs, and how each is made. */
export interface MeasureMode {
  name: string
  runsPerPage: number
  run: LighthouseRunOptions
}

/** The figures of one Lighthouse run that the bench compares across runs. */
export interface RunFigures {
  score: number
  tbtMs: number
  lcpMs: number
  cls: number
  /** Every layout shift of the run, with its element and its boxes before and after. */
  layoutShifts: string[]
}

/** What the bench reports for one storefront page, from its median Lighthouse run. */
export interface StorefrontPageFigures {
  name: string
  path: string
  score: number
  /** Every run's figures, in the order they ran, to show how noisy the median is. */
  runs: RunFigures[]
  /** The median run's score per category it was scored in. */
  categories: Partial<Record<LighthouseCategory, number>>
  /** The median run's audits that failed, per category other than performance. */
  failingAudits: Partial<Record<LighthouseCategory, string[]>>
  metrics: string
  /**
   * Lighthouse's measure of this machine's speed in the median run (higher is faster). Its CPU
   * throttling is a fixed multiple, so the same build scores lower on a slower machine.
   */
  benchmarkIndex: number
  findings: string[]
  initialJs: { kb: number; scripts: ScriptSize[] }
}

function pickMedianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => readPerformanceScore(a) - readPerformanceScore(b))
  const median = sorted[Math.floor(sorted.length / 2)]
  if (median === undefined) throw new Error('no Lighthouse runs')
  return median
}

function readNumericAudit(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN
}

function readRunFigures({ lhr, layoutShifts }: MobileRun): RunFigures {
  return {
    score: readPerformanceScore(lhr),
    tbtMs: readNumericAudit(lhr, 'total-blocking-time'),
    lcpMs: readNumericAudit(lhr, 'largest-contentful-paint'),
    cls: readNumericAudit(lhr, 'cumulative-layout-shift'),
    layoutShifts,
  }
}

async function describePage(
  page: { name: string; path: string },
  runs: MobileRun[],
  mode: MeasureMode,
): Promise<StorefrontPageFigures> {
  const median = pickMedianRun(runs.map((run) => run.lhr))
  const categories: StorefrontPageFigures['categories'] = {}
  const failingAudits: StorefrontPageFigures['failingAudits'] = {}
  for (const category of mode.run.categories) {
    categories[category] = readCategoryScore(median, category)
    if (category !== 'performance') failingAudits[category] = listFailingAudits(median, category)
  }
  return {
    ...page,
    score: readPerformanceScore(median),
    runs: runs.map(readRunFigures),
    categories,
    failingAudits,
    metrics: formatMetrics(median),
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    findings: listTopFindings(median),
    initialJs: await measurePageInitialJsKb(median),
  }
}

/**
 * Lighthouse's mobile run and initial JavaScript of the home page, a section page, a product page
 * and a static page, served by the built server on a freshly seeded PGlite database, in each mode.
 */
export async function measureStorefrontPages(
  modes: MeasureMode[],
): Promise<{ mode: MeasureMode; pages: StorefrontPageFigures[] }[]> {
  const server = await startBuiltServer({ dataDir: createTempDataDir(), port: PORT })
  try {
    const pages = await findStorefrontPages(server.origin)
    const chrome = await launchChromium()
    try {
      const measured = []
      for (const mode of modes) {
        const figures: StorefrontPageFigures[] = []
        for (const page of pages) {
          const runs: MobileRun[] = []
          // One page at a time on two cores: parallel runs would slow each other and skew the scores.
          for (let run = 0; run < mode.runsPerPage; run += 1) {
            runs.push(
              await runMobileLighthouse(`${server.origin}${page.path}`, chrome.port, mode.run),
            )
          }
          figures.push(await describePage(page, runs, mode))
        }
        measured.push({ mode, pages: figures })
      }
      return measured
    } finally {
      chrome.kill()
    }
  } finally {
    await server.stop()
  }
}
