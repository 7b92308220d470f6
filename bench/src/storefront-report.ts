import { measureStorefrontPages } from './storefront-lighthouse'

/** The goals for every measured storefront page (docs/product.md › Speed and resilience). */
export const STOREFRONT_GOALS = { lighthouseScore: 95, initialJsKb: 130 }

const LARGEST_SCRIPTS_SHOWN = 3

const verdict = (isMet: boolean) => (isMet ? 'goal met' : 'GOAL MISSED')

/**
 * Measures the home, section and product pages and prints, per page, the median Lighthouse mobile
 * score with its metrics and the initial JavaScript, each against its goal.
 */
export async function reportStorefrontPages(runsPerPage?: number): Promise<void> {
  const { lighthouseScore, initialJsKb } = STOREFRONT_GOALS
  for (const page of await measureStorefrontPages(runsPerPage)) {
    const isScoreMet = page.score >= lighthouseScore
    console.log(
      `${page.name} Lighthouse mobile performance: ${page.score} (goal ≥ ${lighthouseScore}: ${verdict(isScoreMet)}); runs ${page.scores.join(', ')}; median run: ${page.metrics}; machine's benchmark index ${page.benchmarkIndex}`,
    )
    // Only a missed goal needs the reasons, and the lead needs them without opening a report.
    if (!isScoreMet) for (const finding of page.findings) console.log(`  - ${finding}`)
    const isJsMet = page.initialJs.kb <= initialJsKb
    const largest = page.initialJs.scripts
      .slice(0, LARGEST_SCRIPTS_SHOWN)
      .map((script) => `${script.path} ${script.kb.toFixed(1)}`)
    console.log(
      `${page.name} initial JS: ${page.initialJs.kb.toFixed(1)} KB gzip in ${page.initialJs.scripts.length} scripts loaded by Chromium (goal ≤ ${initialJsKb}: ${verdict(isJsMet)})${isJsMet ? '' : `; largest: ${largest.join(', ')}`}`,
    )
  }
}
