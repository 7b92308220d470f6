import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { londonDaysAhead, newShopContext } from './shop-day'
import { signInAsBaker } from './admin'
import { addToCart, fetchCatalogue, openCheckout, openProduct, payInSandbox } from './helpers'
import { dayButton, longDate } from './calendar'

// Lead times (docs/product.md › Lead times): the baker gives a product days of notice in the back
// office, its page names its first day, and a customer's checkout greys out the days before it,
// says why, and takes the first day. The journey makes its own section and product, as other
// workers order the seeded ones.

/** A `YYYY-MM-DD` date as the shop writes it, `dd.MM.yyyy`. */
function displayDate(date: string): string {
  const [year, month, day] = date.split('-')
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`
}

async function expectSaved(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible()
}

test('the baker gives a product a lead time, and a customer is offered only the days from its first one', async ({
  page,
  browser,
  baseURL,
  viewport,
  isMobile,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const sectionTitle = `Celebrations ${suffix}`
  const productTitle = `Tiered Cake ${suffix}`
  // Nine days' notice, or ten when the day before the first falls in the month before: the
  // calendar opens on the first day's month, where both must show.
  const leadTimeDays = londonDaysAhead(9).endsWith('-01') ? 10 : 9
  const first = londonDaysAhead(leadTimeDays)
  const reason = `The earliest date for ${productTitle} is ${longDate(first)}`

  await signInAsBaker(page)
  await page.goto('/admin/catalogue')
  await page.getByRole('link', { name: 'New section' }).click()
  const sectionForm = page.getByRole('form', { name: 'Section' })
  await sectionForm.getByLabel('Title').fill(sectionTitle)
  await sectionForm.getByRole('button', { name: 'Save section' }).click()
  await expectSaved(page, `${sectionTitle} is saved`)
  await page.getByRole('button', { name: 'Back to catalogue' }).click()
  await page.getByRole('link', { name: `Add product to ${sectionTitle}` }).click()
  const productForm = page.getByRole('form', { name: 'Product' })
  await productForm.getByLabel('Title', { exact: true }).fill(productTitle)
  await productForm.getByLabel('Price (£)').fill('85')
  await productForm.getByLabel('Unit', { exact: true }).fill('cake')
  const leadTime = productForm.getByLabel('Lead time (days)')
  await expect(leadTime).toHaveValue('')
  await leadTime.fill(String(leadTimeDays))
  await productForm.getByRole('button', { name: 'Save product' }).click()
  await expectSaved(page, `${productTitle} is saved`)
  await expect(leadTime).toHaveValue(String(leadTimeDays))

  // A customer in a browser of their own.
  const context = await newShopContext(browser, { baseURL, viewport, isMobile, hasTouch: isMobile })
  try {
    const customer = await context.newPage()
    await openProduct(customer, productTitle)
    // The product's page says it before the checkout does.
    await expect(customer.getByRole('main').getByText(reason)).toBeVisible()
    await addToCart(customer, productTitle)
    const form = await openCheckout(customer)
    await form.getByLabel('First Name').fill('Grace')
    await form.getByLabel('Last Name').fill('Hopper')
    await form.getByLabel('Email', { exact: true }).fill('grace@example.com')
    await form.getByLabel('Phone').pressSequentially('+44 7700 900456')
    await form.getByLabel('Delivery method').selectOption({ label: 'Order collection' })

    const dateField = form.getByLabel('Date', { exact: true })
    await expect(form.getByText(reason)).toBeVisible()
    // A day too soon typed by hand is refused in the same words.
    await dateField.fill(displayDate(londonDaysAhead(leadTimeDays - 1)))
    await dateField.blur()
    await expect(form.getByText(reason)).toHaveCount(1)
    await expect(dateField).toHaveAttribute('aria-invalid', 'true')

    await form.getByRole('button', { name: 'Choose date from calendar' }).click()
    const calendar = customer.getByRole('dialog', { name: 'Calendar' })
    await expect(calendar.getByText(reason)).toBeVisible()
    for (let days = 1; days < leadTimeDays; days++) {
      const tooSoon = londonDaysAhead(days)
      if (tooSoon.slice(0, 7) === first.slice(0, 7))
        await expect(dayButton(calendar, tooSoon)).toBeDisabled()
    }
    await expect(dayButton(calendar, first)).toBeEnabled()
    await dayButton(calendar, first).click()
    await expect(calendar).toBeHidden()
    await expect(dateField).toHaveValue(displayDate(first))
    await expect(dateField).not.toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('From', { exact: true }).selectOption('11:00')

    const checkout = customer.waitForRequest('**/api/payments/customer/transactions/clear')
    await form.getByRole('button', { name: 'Pay' }).click()
    expect((await checkout).postDataJSON()).toMatchObject({
      delivery: { method: 'orderCollection', date: first, time: '11:00' },
    })
    await payInSandbox(customer)
    await expect(customer.getByRole('dialog', { name: 'Thanks for your order' })).toBeVisible()
  } finally {
    await context.close()
  }

  // Hidden again, so the other journeys see the seeded shop.
  await page.goto('/admin/catalogue')
  await page.getByRole('button', { name: `Hide ${sectionTitle}` }).click()
  await expectSaved(page, `${sectionTitle} is hidden from the shop`)
  expect((await fetchCatalogue(page.request)).some((item) => item.title === sectionTitle)).toBe(
    false,
  )
})
