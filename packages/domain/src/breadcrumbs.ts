import type { Section } from './schemas/catalog'

/** One breadcrumb: its label and the path it links to (docs/product.md › Header, footer and navigation). */
export interface Breadcrumb {
  label: string
  path: string
}

/** The first breadcrumb of every page (docs/product.md › Header, footer and navigation). */
export const HOME_BREADCRUMB: Breadcrumb = { label: 'Home', path: '/' }

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** A path segment as a breadcrumb label: underscores as spaces, each word capitalised (`privacy_policy` → `Privacy Policy`) (docs/product.md › Header, footer and navigation). */
export function segmentLabel(segment: string): string {
  return decodeSegment(segment)
    .replace(/_/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(
      /(^|\s)(\S)/g,
      (_match, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
    )
}

// Segments whose next segment is an id or a signed token nobody reads: the page names it instead.
const NAMED_BY_PAGE_AFTER = new Set(['payment', 'order'])

/**
 * The breadcrumbs of a path (docs/product.md › Header, footer and navigation): Home first; on
 * section routes the section title then the product title; elsewhere each segment as a label,
 * except the segment that follows `cart`. The segment after
 * `payment` or `order` is a payment id or an order link's token: the page's own label (the order's
 * number) stands for it, and nothing until the page knows it.
 */
export function buildBreadcrumbs(
  pathname: string,
  sections: readonly Section[],
  pageLabel: string | null = null,
): Breadcrumb[] {
  const segments =
    pathname
      .split(/[?#]/, 1)[0]
      ?.split('/')
      .filter((segment) => segment !== '') ?? []
  const crumbs: Breadcrumb[] = [HOME_BREADCRUMB]
  if (segments[0] === 'sections') {
    const sectionId = segments[1] === undefined ? undefined : decodeSegment(segments[1])
    const section = sections.find((candidate) => candidate.id === sectionId)
    if (!section || segments[1] === undefined) return crumbs
    const sectionPath = `/sections/${segments[1]}`
    crumbs.push({ label: section.title, path: sectionPath })
    const productId = segments[2] === undefined ? undefined : decodeSegment(segments[2])
    const product = section.products.find((candidate) => candidate.id === productId)
    if (product && segments[2] !== undefined)
      crumbs.push({ label: product.title, path: `${sectionPath}/${segments[2]}` })
    return crumbs
  }
  let path = ''
  segments.forEach((segment, index) => {
    path += `/${segment}`
    const previous = index > 0 ? segments[index - 1] : undefined
    if (previous === 'cart') return
    if (previous !== undefined && NAMED_BY_PAGE_AFTER.has(previous)) {
      if (pageLabel !== null) crumbs.push({ label: pageLabel, path })
      return
    }
    crumbs.push({ label: segmentLabel(segment), path })
  })
  return crumbs
}
