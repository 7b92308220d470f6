import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { londonDaysAhead, newShopContext } from './shop-day'
import { signInAsBaker } from './admin'
import { addToCart, openCheckout, openProduct, payInSandbox } from './helpers'
import { dayButton, longDate } from './calendar'

// The kitchen's daily capacity (docs/product.md › Daily capacity): the baker gives the first open
// day no room in the back office, and a customer on a phone sees that day disabled with its reason
// and pays for the next free one. The capacity is shop-wide, so playwright.config.ts runs this
// file with the other shop-settings journeys, after every other journey.

const PRODUCT = 'Tasting Box'

interface Unavailable {
  date: string
  kind: string
  reason: string
}

/** The first two days of the next fortnight a customer may choose, as the server says. */
async function firstOpenDays(page: Page): Promise<[string, string]> {
  const from = londonDaysAhead(1)
  const to = londonDaysAhead(14)
  const answer = await page.request.get(`/api/calendar/availability?from=${from}&to=${to}`)
  expect(answer.status()).toBe(200)
  const { unavailable } = (await answer.json()) as { unavailable: Unavailable[] }
  const closed = new Set(unavailable.map((day) => day.date))
  const open = Array.from({ length: 14 }, (_, index) => londonDaysAhead(index + 1)).filter(
    (date) => !closed.has(date),
  )
  const [full, free] = open
  if (!full || !free) throw new Error('the next fortnight has fewer than two open days')
  return [full, free]
}

test('the baker gives a day no room, and a customer sees it fully booked and pays for the next free day', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsBaker(page)
  const before = await page.request.get('/api/admin/capacity')
  expect(before.status()).toBe(200)
  const saved: unknown = await before.json()
  const [full, free] = await firstOpenDays(page)
  const reason = `${longDate(full)} is fully booked`

  try {
    await page.goto('/admin/options')
    const card = page.getByRole('form', { name: 'Daily capacity' })
    await expect(card.getByLabel('Monday (units)')).toHaveValue('')
    await card.getByRole('button', { name: 'Add a date' }).click()
    const row = card
      .getByRole('list', { name: 'Dates with their own capacity' })
      .getByRole('listitem')
      .last()
    await row.getByLabel('Date', { exact: true }).fill(full)
    await row.getByLabel('Units that day').fill('0')
    await card.getByRole('button', { name: 'Save capacity' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The daily capacity is saved' }),
    ).toBeVisible()

    // A customer on a phone, in a browser of their own.
    const context = await newShopContext(browser, {
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    try {
      const customer = await context.newPage()
      await openProduct(customer, PRODUCT)
      await addToCart(customer, PRODUCT)
      const form = await openCheckout(customer)
      await form.getByLabel('First Name').fill('Ada')
      await form.getByLabel('Last Name').fill('Lovelace')
      await form.getByLabel('Email', { exact: true }).fill('ada@example.com')
      await form.getByLabel('Phone').pressSequentially('+44 7700 900457')
      await form.getByLabel('Delivery method').selectOption({ label: 'Order collection' })

      await form.getByRole('button', { name: 'Choose date from calendar' }).click()
      const calendar = customer.getByRole('dialog', { name: 'Calendar' })
      await expect(calendar.getByText(reason)).toBeVisible()
      await expect(dayButton(calendar, full)).toBeDisabled()
      if (free.slice(0, 7) !== full.slice(0, 7))
        await calendar.getByRole('button', { name: /next month/i }).click()
      await expect(dayButton(calendar, free)).toBeEnabled()
      await dayButton(calendar, free).click()
      await expect(calendar).toBeHidden()
      await form.getByLabel('From', { exact: true }).selectOption('11:00')

      const checkout = customer.waitForRequest('**/api/payments/customer/transactions/clear')
      await form.getByRole('button', { name: 'Pay' }).click()
      expect((await checkout).postDataJSON()).toMatchObject({
        delivery: { method: 'orderCollection', date: free, time: '11:00' },
      })
      await payInSandbox(customer)
      await expect(customer.getByRole('dialog', { name: 'Thanks for your order' })).toBeVisible()
    } finally {
      await context.close()
    }
  } finally {
    // The capacity as it was, for a run that goes on against the same server.
    const restored = await page.request.put('/api/admin/capacity', { data: saved })
    expect(restored.status()).toBe(200)
  }
})
