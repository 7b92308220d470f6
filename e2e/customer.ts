import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { findProduct, savedCartLine } from './helpers'
import { londonDaysAhead } from './shop-day'

// Steps of the customer journeys at phone and desktop sizes: orders placed through the API, the
// order detail opened as a client would, boxes measured against the viewport, axe audits.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Places an order of `quantity` × the priced product `title` for collection, paid by bank transfer,
 * as the signed-in client of `page`: the first day from tomorrow the shop is open for it.
 */
export async function placeBankTransferOrder(page: Page, title: string, quantity = 1) {
  const { section, product } = await findProduct(page, title)
  const line = {
    ...savedCartLine(section, product, { cost: product.price.value, options: [] }),
    quantity: String(Math.max(quantity, product.minimalQuantity)),
  }
  for (let daysAhead = 1; daysAhead <= 60; daysAhead++) {
    const response = await page.request.post('/api/payments/customer/transactions/clear', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        message: '',
        paymentChoice: 'bankTransfer',
        delivery: { method: 'orderCollection', date: londonDaysAhead(daysAhead), time: '11:00' },
        deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
        products: [line],
      },
    })
    if (response.status() === 201) return
    // A closed day or a full slot is a field error on the date or time; try the next day.
    expect(response.status(), await response.text()).toBe(400)
  }
  throw new Error(`no open day for ${title} in the next 60 days`)
}

/** Opens the detail of the client's only order from the Orders list. */
export async function openOnlyOrder(page: Page): Promise<Locator> {
  await page.goto('/account/orders')
  await page.getByRole('button', { name: 'Show' }).click()
  const info = page.getByRole('region', { name: 'Order info' })
  await expect(info).toBeVisible()
  return info
}

/** Asserts that `locator`'s box lies wholly inside the page's viewport width. */
export async function expectWithinViewportWidth(page: Page, locator: Locator) {
  const width = page.viewportSize()?.width ?? 0
  const box = await locator.boundingBox()
  expect(box, 'the element has a box').not.toBeNull()
  if (!box) return
  expect(box.x, `${await locator.textContent()} starts inside the viewport`).toBeGreaterThanOrEqual(
    0,
  )
  expect(
    box.x + box.width,
    `${await locator.textContent()} ends inside the ${width} px viewport`,
  ).toBeLessThanOrEqual(width)
}

/** Whether two boxes overlap. */
export async function overlaps(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()]
  if (!a || !b) return false
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The serious and critical WCAG A/AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (include) builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ')
      return `[${violation.impact ?? ''}] ${violation.id}: ${violation.help} @ ${targets}`
    })
}
