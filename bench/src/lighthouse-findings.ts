import type { Result } from 'lighthouse'

type AuditResult = Result['audits'][string]
type AuditDetails = NonNullable<AuditResult['details']>

const SCORED_METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const
// Lighthouse writes "3.9\u00a0s"; plain spaces keep the bench output greppable.
const NO_BREAK_SPACE = '\u00a0'
// Lighthouse's report marks an audit as passed from this score on.
const PASSING_SCORE = 0.9
const MAX_FINDINGS = 6
// Five rows fit the LCP element and all four of its phases after it.
const MAX_ITEMS_PER_FINDING = 5
const MAX_LABEL_CHARS = 70
// A CLS of 0.1 costs as many score points as roughly a second of LCP; this puts both on one scale to rank them.
const MS_PER_CLS_UNIT = 10_000

/** The five scored metrics of the run, e.g. "FCP 3.9 s, LCP 5.0 s, TBT 310 ms, CLS 0.006, SI 3.9 s". */
export function formatMetrics(lhr: Result): string {
  return Object.entries(SCORED_METRICS)
    .map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ')
    .replaceAll(NO_BREAK_SPACE, ' ')
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  return oneLine.length > MAX_LABEL_CHARS ? `${oneLine.slice(0, MAX_LABEL_CHARS - 1)}…` : oneLine
}

/** A short name for one row of an audit's table: its file, its element, its phase or its kind of work. */
function describeItem(item: Record<string, unknown>): string | undefined {
  const { url, node, phase, timing, groupLabel, duration } = item
  if (typeof url === 'string' && url.startsWith('http')) return new URL(url).pathname
  if (typeof groupLabel === 'string' && typeof duration === 'number') {
    return `${groupLabel} ${duration.toFixed(0)} ms`
  }
  if (typeof phase === 'string' && typeof timing === 'number') {
    return `${phase} ${timing.toFixed(0)} ms`
  }
  if (typeof node === 'object' && node !== null && 'nodeLabel' in node && 'path' in node) {
    const tag = typeof node.path === 'string' ? (node.path.split(',').at(-1) ?? '') : ''
    return typeof node.nodeLabel === 'string' ? `${tag} "${shorten(node.nodeLabel)}"` : undefined
  }
  return undefined
}

function listItems(details: AuditDetails): Record<string, unknown>[] {
  if (details.type === 'table' || details.type === 'opportunity') return details.items
  if (details.type === 'list') {
    return details.items.flatMap((item) => (item.type === 'table' ? item.items : []))
  }
  return []
}

function estimateSavingsMs(audit: AuditResult): number {
  const savings = audit.metricSavings ?? {}
  return (
    (savings.LCP ?? 0) +
    (savings.FCP ?? 0) +
    (savings.TBT ?? 0) +
    (savings.CLS ?? 0) * MS_PER_CLS_UNIT
  )
}

/** One finding on one line, e.g. "Enable text compression: Est savings of 369 KiB (/assets/index.js, …)". */
function describeFinding(audit: AuditResult): string {
  const items = audit.details === undefined ? [] : listItems(audit.details)
  const named = items.map(describeItem).filter((label) => label !== undefined)
  const shown = named.slice(0, MAX_ITEMS_PER_FINDING).join(', ')
  const more = named.length > MAX_ITEMS_PER_FINDING ? ', …' : ''
  const value = audit.displayValue === undefined ? '' : `: ${audit.displayValue}`
  const line = `${audit.title}${value}${shown === '' ? '' : ` (${shown}${more})`}`
  return line.replaceAll(NO_BREAK_SPACE, ' ')
}

/** The failing diagnostics of a run, biggest estimated saving first, with the files or elements they name. */
export function listTopFindings(lhr: Result): string[] {
  const diagnosticIds = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => ref.id)
  const failing = diagnosticIds
    .map((id) => lhr.audits[id])
    .filter((audit): audit is AuditResult => audit?.score != null && audit.score < PASSING_SCORE)
  // Lighthouse fails some audits it estimates would save nothing on this page; they are noise here.
  const worthFixing = failing.filter(
    (audit) => audit.metricSavings === undefined || estimateSavingsMs(audit) > 0,
  )
  return worthFixing
    .sort((a, b) => estimateSavingsMs(b) - estimateSavingsMs(a))
    .slice(0, MAX_FINDINGS)
    .map(describeFinding)
}

/**
 * The audits of a category that did not pass, with the elements they name, e.g. "Links do not have
 * a discernible name (a "")". Audits that do not apply, or that only inform, have no score.
 */
export function listFailingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is AuditResult =>
        audit?.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1,
    )
    .map(describeFinding)
}
