import type { Result } from 'lighthouse'
import { createTempDataDir, startBuiltServer } from './built-server'
import { formatMetrics, listTopFindings } from './lighthouse-findings'
import { launchChromium, readPerformanceScore, runMobileLighthouse } from './mobile-lighthouse'
import { measurePageInitialJsKb, type ScriptSize } from './page-initial-js'
import { findStorefrontPages } from './storefront-pages'

const PORT = 3978
// Lighthouse scores vary from run to run; the median of three steadies them within the time budget.
const DEFAULT_RUNS_PER_PAGE = 3

/** What the bench reports for one storefront page, from its median Lighthouse run. */
export interface StorefrontPageFigures {
  name: string
  path: string
  score: number
  /** Every run's score, lowest first, to show how noisy the median is. */
  scores: number[]
  metrics: string
  /**
   * Lighthouse's measure of this machine's speed in the median run (higher is faster). Its CPU
   * throttling is a fixed 4×, so the same build scores lower on a slower machine.
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

/**
 * Lighthouse mobile performance and initial JavaScript of the home page, a section page and a
 * product page, served by the built server on a freshly seeded PGlite database.
 */
export async function measureStorefrontPages(
  runsPerPage = DEFAULT_RUNS_PER_PAGE,
): Promise<StorefrontPageFigures[]> {
  const server = await startBuiltServer({ dataDir: createTempDataDir(), port: PORT })
  try {
    const pages = await findStorefrontPages(server.origin)
    const chrome = await launchChromium()
    try {
      const figures: StorefrontPageFigures[] = []
      for (const page of pages) {
        const runs: Result[] = []
        // One page at a time on two cores: parallel runs would slow each other and skew the scores.
        for (let run = 0; run < runsPerPage; run += 1) {
          runs.push(await runMobileLighthouse(`${server.origin}${page.path}`, chrome.port))
        }
        const median = pickMedianRun(runs)
        figures.push({
          ...page,
          score: readPerformanceScore(median),
          scores: runs.map(readPerformanceScore).sort((a, b) => a - b),
          metrics: formatMetrics(median),
          benchmarkIndex: Math.round(median.environment.benchmarkIndex),
          findings: listTopFindings(median),
          initialJs: await measurePageInitialJsKb(median),
        })
      }
      return figures
    } finally {
      chrome.kill()
    }
  } finally {
    await server.stop()
  }
}
