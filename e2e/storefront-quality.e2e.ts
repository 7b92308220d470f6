import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fetchCatalogue } from './helpers'

declare global {
  interface Window {
    /** Every layout shift the page has made, with what moved (recorded by `recordLayoutShifts`). */
    layoutShifts?: { value: number; moved: string[] }[]
  }
}

// What a visitor's browser reports about the storefront's landing pages, whatever they look like:
// no error in the console, and nothing that moves once drawn (docs/product.md › Speed and resilience).

interface LandingPage {
  path: string
  heading: string | RegExp
}

// Lighthouse's mobile run slows the CPU 4×; a layout that shifts only when the code arrives late
// shifts there.
const LIGHTHOUSE_CPU_SLOWDOWN = 4

async function landingPages(page: Page): Promise<LandingPage[]> {
  const [section] = await fetchCatalogue(page.request)
  const product = section?.products[0]
  if (!section || !product) throw new Error('the catalogue is empty')
  return [
    { path: '/', heading: /brought to life/ },
    { path: `/sections/${section.id}`, heading: section.title },
    { path: `/sections/${section.id}/${product.id}`, heading: product.title },
  ]
}

/** Opens `landing` as a new visit and waits until it is drawn and its requests are over. */
async function visit(page: Page, landing: LandingPage): Promise<void> {
  await page.goto(landing.path)
  await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible()
  // A late answer (the profile check was one) logs its error only when it arrives.
  await page.waitForLoadState('networkidle')
}

test('a visitor opening the home, a section and a product page sees no error in the console', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))

  for (const landing of await landingPages(page)) await visit(page, landing)

  expect(errors).toEqual([])
})

/** Records the page's layout shifts from its first frame, as Lighthouse's CLS counts them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources?: { node?: Node | null }[]
        }
        if (shift.hadRecentInput) continue
        const moved = (shift.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : '?',
        )
        window.layoutShifts?.push({ value: shift.value, moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

test('the home, a section and a product page do not move once drawn, on a slow CPU', async ({
  page,
}) => {
  await recordLayoutShifts(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LIGHTHOUSE_CPU_SLOWDOWN })

  for (const landing of await landingPages(page)) {
    await visit(page, landing)
    // Shifts are reported with the frame that made them: wait for the next two to be drawn.
    const shifts = await page.evaluate(
      () =>
        new Promise<Window['layoutShifts']>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.layoutShifts)))
        }),
    )
    expect(shifts, `layout shifts on ${landing.path}`).toEqual([])
  }
})
