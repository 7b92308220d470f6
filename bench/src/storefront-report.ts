import {
  measureStorefrontPages,
  SLOW_MODE,
  STANDARD_MODE,
  type MeasureMode,
  type RunFigures,
  type StorefrontPageFigures,
} from './storefront-lighthouse'

/** The goals for every measured storefront page (docs/product.md › Speed and resilience). */
export const STOREFRONT_GOALS = {
  lighthouseScore: 98,
  otherCategoryScore: 100,
  cls: 0,
  initialJsKb: 130,
  slowScore: 90,
  slowTbtMs: 200,
  slowLowestScore: 80,
}

const LARGEST_SCRIPTS_SHOWN = 3
const CATEGORY_NAMES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
} as const

const verdict = (isMet: boolean) => (isMet ? 'goal met' : 'GOAL MISSED')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** "80 (72–85)": the median of the runs and their range. */
function medianAndRange(values: number[], format: (value: number) => string): string {
  const low = Math.min(...values)
  const high = Math.max(...values)
  return `${format(median(values))} (${format(low)}–${format(high)})`
}

const asMs = (value: number) => `${value.toFixed(0)} ms`
const asSeconds = (value: number) => `${(value / 1000).toFixed(1)} s`
const asScore = (value: number) => value.toFixed(0)
const asCls = (value: number) => value.toFixed(3)

type NumericFigure = Exclude<keyof RunFigures, 'layoutShifts'>

function pick(runs: RunFigures[], key: NumericFigure): number[] {
  return runs.map((run) => run[key])
}

/** The shifts of every run whose CLS was not 0: such a run is rare, so it is explained where it happened. */
function printLayoutShifts(page: StorefrontPageFigures): void {
  page.runs.forEach((run, index) => {
    if (run.cls === 0) return
    for (const shift of run.layoutShifts) console.log(`  - run ${index + 1}, layout shift ${shift}`)
  })
}

function printStandardPage(page: StorefrontPageFigures): void {
  const { lighthouseScore, otherCategoryScore, cls, initialJsKb } = STOREFRONT_GOALS
  const isScoreMet = page.score >= lighthouseScore
  const others = Object.entries(page.categories)
    .filter(([category]) => category !== 'performance')
    .map(
      ([category, score]) => `${CATEGORY_NAMES[category as keyof typeof CATEGORY_NAMES]} ${score}`,
    )
  const areOthersMet = Object.values(page.categories).every(
    (score, index) => index === 0 || score >= otherCategoryScore,
  )
  const worstCls = Math.max(...pick(page.runs, 'cls'))
  console.log(
    `${page.name} Lighthouse mobile performance: ${page.score} (goal ≥ ${lighthouseScore}: ${verdict(isScoreMet)}); runs ${pick(page.runs, 'score').join(', ')}; ${others.join(', ')} (goal ${otherCategoryScore} each: ${verdict(areOthersMet)}); CLS per run ${pick(page.runs, 'cls').map(asCls).join(', ')} (goal ${cls}: ${verdict(worstCls <= cls)}); median run: ${page.metrics}; machine's benchmark index ${page.benchmarkIndex}`,
  )
  // Only a missed goal needs the reasons, and the lead needs them without opening a report.
  if (!isScoreMet) for (const finding of page.findings) console.log(`  - ${finding}`)
  printLayoutShifts(page)
  for (const [category, audits] of Object.entries(page.failingAudits)) {
    for (const audit of audits) console.log(`  - ${category}: ${audit}`)
  }
  const isJsMet = page.initialJs.kb <= initialJsKb
  const largest = page.initialJs.scripts
    .slice(0, LARGEST_SCRIPTS_SHOWN)
    .map((script) => `${script.path} ${script.kb.toFixed(1)}`)
  console.log(
    `${page.name} initial JS: ${page.initialJs.kb.toFixed(1)} KB gzip in ${page.initialJs.scripts.length} scripts loaded by Chromium (goal ≤ ${initialJsKb}: ${verdict(isJsMet)})${isJsMet ? '' : `; largest: ${largest.join(', ')}`}`,
  )
}

function printSlowPage(page: StorefrontPageFigures, mode: MeasureMode): void {
  const { slowScore, slowTbtMs, slowLowestScore, cls } = STOREFRONT_GOALS
  const scores = pick(page.runs, 'score')
  const tbts = pick(page.runs, 'tbtMs')
  const isMet =
    median(scores) >= slowScore &&
    median(tbts) <= slowTbtMs &&
    Math.min(...scores) >= slowLowestScore
  const worstCls = Math.max(...pick(page.runs, 'cls'))
  console.log(
    `${page.name} at ${mode.run.cpuSlowdown}× CPU, ${page.runs.length} runs: performance ${medianAndRange(scores, asScore)}, TBT ${medianAndRange(tbts, asMs)}, LCP ${medianAndRange(pick(page.runs, 'lcpMs'), asSeconds)} (goal median ≥ ${slowScore} with TBT ≤ ${slowTbtMs} ms and no run under ${slowLowestScore}: ${verdict(isMet)}); worst CLS ${asCls(worstCls)} (goal ${cls}: ${verdict(worstCls <= cls)}); machine's benchmark index ${page.benchmarkIndex}`,
  )
  if (!isMet) for (const finding of page.findings) console.log(`  - ${finding}`)
  printLayoutShifts(page)
}

/**
 * Measures the storefront pages in Lighthouse's standard mobile run (4× CPU, all four categories)
 * and in the slow one (8× CPU, five runs), and prints each page's figures against their goals.
 */
export async function reportStorefrontPages(
  modes: MeasureMode[] = [STANDARD_MODE, SLOW_MODE],
): Promise<void> {
  for (const { mode, pages } of await measureStorefrontPages(modes)) {
    console.log(
      `storefront, ${mode.name} Lighthouse run: ${mode.run.cpuSlowdown}× CPU, ${mode.runsPerPage} runs a page`,
    )
    for (const page of pages) {
      if (mode.run.categories.length > 1) printStandardPage(page)
      else printSlowPage(page, mode)
    }
  }
}
