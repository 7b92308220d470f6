import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { newShopContext } from './shop-day'
import { openOnlyOrder, placeBankTransferOrder, seriousViolations } from './customer'
import { fetchCatalogue, scrollThroughPage, signUpThroughApi } from './helpers'
import { FIXED_COPY_PAGES } from './storefront-pages'

// Every storefront and account route must pass WCAG 2.1 A and AA with no serious or critical
// violation, colour contrast included.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const STATIC_ROUTES = [...FIXED_COPY_PAGES, '/cart']

async function firstProduct(request: APIRequestContext) {
  const sections = await fetchCatalogue(request)
  const section = sections.find((candidate) => candidate.products.length > 0)
  const product = section?.products[0]
  if (!section || !product) throw new Error('the seeded catalogue is empty')
  return { sectionId: section.id, productId: product.id }
}

interface AuditOptions {
  browser: Browser
  baseURL: string | undefined
  viewport: { width: number; height: number } | null
  isMobile: boolean
}

/** The serious and critical violations on a route, one readable line each. */
async function auditRoute(route: string, { browser, baseURL, viewport, isMobile }: AuditOptions) {
  // axe needs a page from a context of its own.
  const context = await newShopContext(browser, { baseURL, viewport, isMobile, hasTouch: isMobile })
  try {
    const page = await context.newPage()
    await page.goto(route)
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
    // Every block of the page, drawn as the visitor scrolls to it, is audited.
    await scrollThroughPage(page)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ')
        return `${route}: [${violation.impact ?? ''}] ${violation.id}: ${violation.help} @ ${targets}`
      })
  } finally {
    await context.close()
  }
}

for (const route of STATIC_ROUTES) {
  test(`${route} has no serious or critical accessibility violation`, async ({
    browser,
    baseURL,
    viewport,
    isMobile,
  }) => {
    const problems = await auditRoute(route, { browser, baseURL, viewport, isMobile })
    expect(problems, problems.join('\n')).toEqual([])
  })
}

test('a section page has no serious or critical accessibility violation', async ({
  browser,
  request,
  baseURL,
  viewport,
  isMobile,
}) => {
  const { sectionId } = await firstProduct(request)
  const problems = await auditRoute(`/sections/${sectionId}`, {
    browser,
    baseURL,
    viewport,
    isMobile,
  })
  expect(problems, problems.join('\n')).toEqual([])
})

test('a product page has no serious or critical accessibility violation', async ({
  browser,
  request,
  baseURL,
  viewport,
  isMobile,
}) => {
  const { sectionId, productId } = await firstProduct(request)
  const problems = await auditRoute(`/sections/${sectionId}/${productId}`, {
    browser,
    baseURL,
    viewport,
    isMobile,
  })
  expect(problems, problems.join('\n')).toEqual([])
})

test('the account pages of a client with an order have no serious or critical accessibility violation', async ({
  browser,
  baseURL,
  viewport,
  isMobile,
}) => {
  // axe needs a page from a context of its own.
  const context = await newShopContext(browser, { baseURL, viewport, isMobile, hasTouch: isMobile })
  try {
    const page = await context.newPage()
    await signUpThroughApi(page)
    await placeBankTransferOrder(page, 'Tasting Box')
    const problems: string[] = []
    for (const [route, heading] of [
      ['/account/profile', 'Personal information'],
      ['/account/orders', 'Current Orders'],
      ['/account/transactions', 'Transactions'],
    ] as const) {
      await page.goto(route)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await page.waitForLoadState('networkidle')
      problems.push(...(await seriousViolations(page)).map((problem) => `${route}: ${problem}`))
    }
    await openOnlyOrder(page)
    await page.waitForLoadState('networkidle')
    problems.push(...(await seriousViolations(page)).map((problem) => `order detail: ${problem}`))
    expect(problems, problems.join('\n')).toEqual([])
  } finally {
    await context.close()
  }
})
