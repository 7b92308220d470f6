import type lighthouse from 'lighthouse'

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>
type TraceEvent = RunnerResult['artifacts']['Trace']['traceEvents'][number]
type Rect = readonly number[]

const MICROSECONDS_PER_SECOND = 1_000_000
// A shift moves one or two boxes as a rule; more only repeat the story on one line.
const MAX_NODES_SHOWN = 3
const UNNAMED_ELEMENT = 'an element Lighthouse did not name'

function formatRect([x = 0, y = 0, width = 0, height = 0]: Rect = []): string {
  return `(${x}, ${y}) ${width}×${height}`
}

/** The element Lighthouse names for each shift, by its weighted score, with the causes it found. */
function readShiftLabels(lhr: RunnerResult['lhr']): Map<number, string> {
  const labels = new Map<number, string>()
  const details = lhr.audits['layout-shifts']?.details
  if (details?.type !== 'table') return labels
  for (const { node, score, subItems } of details.items) {
    if (typeof score !== 'number') continue
    const selector = typeof node === 'object' && node.type === 'node' ? node.selector : undefined
    const causes = (subItems?.items ?? []).map(({ cause, extra }) => {
      const url = typeof extra === 'object' && extra.type === 'url' ? ` ${extra.value}` : ''
      return `${typeof cause === 'string' ? cause : 'a cause'}${url}`
    })
    const element = selector ?? UNNAMED_ELEMENT
    labels.set(score, causes.length === 0 ? element : `${element}; cause: ${causes.join(', ')}`)
  }
  return labels
}

function findNavigationStart(events: TraceEvent[]): number | undefined {
  // The page's own navigation: Chromium also starts one for about:blank before it.
  return events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith('http') === true,
  )?.ts
}

/**
 * Every layout shift of the run, in the order they happened, e.g. "0.027 at 1.84 s:
 * div.loading-screen-frames; (96, 301) 220×220 → (96, 201) 220×220". Lighthouse names only the
 * element; the boxes before and after say which way it moved, which is what a rare shift needs to
 * be explained from one run's output. Chromium marks shifts soon after the emulated viewport was
 * set as following input, and Lighthouse counts some of those and not others, so the mark is shown
 * rather than used to leave a shift out.
 */
export function describeLayoutShifts(result: RunnerResult): string[] {
  const events = result.artifacts.Trace.traceEvents
  const labels = readShiftLabels(result.lhr)
  const start = findNavigationStart(events) ?? 0
  return events
    .filter((event) => event.name === 'LayoutShift')
    .flatMap((event) => {
      const data = event.args.data
      const weighted = data?.weighted_score_delta ?? 0
      if (weighted <= 0) return []
      const seconds = ((event.ts - start) / MICROSECONDS_PER_SECOND).toFixed(2)
      const moves = (data?.impacted_nodes ?? [])
        .slice(0, MAX_NODES_SHOWN)
        .map((node) => `${formatRect(node.old_rect)} → ${formatRect(node.new_rect)}`)
      const label = labels.get(weighted) ?? UNNAMED_ELEMENT
      const input = data?.had_recent_input === true ? ' (marked as after input)' : ''
      return [`${weighted.toFixed(3)} at ${seconds} s${input}: ${label}; ${moves.join(', ')}`]
    })
}
