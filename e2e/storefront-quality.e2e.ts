import { expect, test, type Page } from '@playwright/test'
import { fetchCatalogue } from './helpers'

// What a visitor's browser reports about the storefront's landing pages, whatever they look like:
// no error in the console (docs/product.md › Staying current).

interface LandingPage {
  path: string
  heading: string | RegExp
}

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
