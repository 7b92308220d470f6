// The desktop and mobile layouts differ (docs/product.md › Header, footer and navigation: 844 px
// breakpoint). Each journey runs at the width its user meets it, so the suite does not walk the
// same steps twice: customers shop, order and keep their accounts on a phone, and the baker runs
// the back office at a desk. Pages whose layout is the point (the storefront, the static pages,
// accessibility, first paint, readable amounts and toasts) run at both widths.
export const PHONE_JOURNEYS = [
  'accounts',
  'checkout',
  'price-types',
  'orders',
  'lead-times',
  'real-names',
  'quantity-ceiling',
  'phone-tables',
  'failures',
]
export const DESK_JOURNEYS = ['admin-back-office', 'admin-catalog', 'admin-orders']

// A journey that exists in one layout only, or that checks the other layout than its file's,
// carries its tag, and each project in playwright.config.ts runs only its own, so no test is
// reported as skipped.
export const DESKTOP_ONLY = { tag: '@desktop-only' }
export const MOBILE_ONLY = { tag: '@mobile-only' }

/**
 * Matches, for a project's `grepInvert`, the tests of `journeys` that do not carry `keptTag`.
 * Playwright matches against the project's name, the file's path, the test's title and its tags.
 */
export function journeysUnlessTagged(journeys: string[], keptTag: string): RegExp {
  return new RegExp(`(?:^|[ /])(?:${journeys.join('|')})\\.e2e\\.ts (?!.*${keptTag})`)
}
