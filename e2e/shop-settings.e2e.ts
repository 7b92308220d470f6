import { expect, test } from './fixtures'
import { newShopContext } from './shop-day'
import { signInAsBaker } from './admin'
import { scrollThroughPage } from './helpers'

// Journeys that change a shop-wide setting every visitor sees. playwright.config.ts runs this file
// after every other journey, so no page is checked for the seeded settings while these hold others.
// Alone: `npx playwright test shop-settings.e2e.ts --no-deps`.

test('a per-mile price and a bank transfer term saved in the back office are quoted on the home page, Prices, Terms and FAQ', async ({
  page,
  browser,
}) => {
  await signInAsBaker(page)
  const saved = await page.request.get('/api/admin/options')
  expect(saved.status()).toBe(200)
  const { appDelivery, closeOrderDates, unpaidHolds } = (await saved.json()) as Record<
    string,
    unknown
  >
  try {
    await page.goto('/admin/options')
    const form = page.getByRole('form', { name: 'Options' })
    await form.getByLabel('Price per mile (£)').fill('1.5')
    await form.getByLabel('Bank transfer (working days)').fill('5')
    await form.getByRole('button', { name: 'Save options' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The options are saved' }),
    ).toBeVisible()

    // A visitor's own browser, which has never held the old options.
    const visitor = await (await newShopContext(browser)).newPage()
    for (const path of ['/', '/price', '/terms', '/f_a_q']) {
      await visitor.goto(path)
      const main = visitor.getByRole('main')
      await main.getByRole('heading').first().waitFor()
      // The home page draws its Delivery block as the visitor scrolls near it.
      await scrollThroughPage(visitor)
      await expect(main).toContainText('£ 1.50 per mile')
      await expect(main).not.toContainText('£ 1.25')
      if (path === '/price' || path === '/terms')
        await expect(main).toContainText('payable within 5 working days')
    }
    await visitor.close()
  } finally {
    // Put the seeded settings back, for a run that goes on against the same server.
    const restored = await page.request.put('/api/admin/options', {
      data: { appDelivery, closeOrderDates, unpaidHolds },
    })
    expect(restored.status()).toBe(200)
  }
})
