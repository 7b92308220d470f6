// The desktop and mobile layouts differ (docs/product.md › Header, footer and navigation: 844 px
// breakpoint). A journey that exists in one layout only carries its tag, and each project in
// playwright.config.ts runs only its own, so no test is reported as skipped.
export const DESKTOP_ONLY = { tag: '@desktop-only' }
export const MOBILE_ONLY = { tag: '@mobile-only' }
