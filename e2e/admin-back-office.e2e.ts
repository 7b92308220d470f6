import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newShopContext, workingDayAhead } from './shop-day'
import { BAKER, firstOptions, signInAsBaker } from './admin'
import { DESKTOP_ONLY, MOBILE_ONLY } from './layouts'
import { findProduct, savedCartLine, signUpThroughApi } from './helpers'
import { expectWithinViewportWidth } from './customer'

// The back office as the baker finds it: the way in, its tables on a phone, the shop's grid on a
// desktop, and the small things that got in the way of a day's work.

const PHOTO = join(
  import.meta.dirname,
  '..',
  'packages',
  'db',
  'seed',
  'images',
  'tasting-box-1.webp',
)

/** A client, in a browser of their own, who checked out a cake to pay by bank transfer. */
async function bankTransferOrder(browser: Browser, baseURL: string | undefined, date: string) {
  const context = await newShopContext(browser, { baseURL })
  const client = await context.newPage()
  await signUpThroughApi(client)
  const { section, product } = await findProduct(client, 'Classic Victoria Sponge')
  const line = savedCartLine(section, product, { cost: null, options: firstOptions(product) })
  const response = await client.request.post('/api/payments/customer/transactions/clear', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      paymentChoice: 'bankTransfer',
      message: '',
      delivery: { method: 'orderCollection', date, time: '11:00', secondTime: '' },
      deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
      products: [{ ...line, quantity: String(product.minimalQuantity) }],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const handOff = (await response.json()) as {
    transactionId: string
    bankTransfer: { reference: string }
  }
  await context.close()
  return handOff
}

test('an admin who signs in through the shop lands in the back office, and the account menu leads there', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Email', { exact: true }).fill(BAKER.email)
  await dialog.getByLabel('Password', { exact: true }).fill(BAKER.password)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/orders$/)

  await page.goto('/account/profile')
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Back office' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
})

test(
  'the baker confirms before marking a bank transfer as received',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }) => {
    const { bankTransfer } = await bankTransferOrder(browser, baseURL, workingDayAhead(1))
    await signInAsBaker(page)
    await page.goto('/admin/payments')
    const row = page.getByRole('row').filter({ hasText: bankTransfer.reference })
    await row.getByRole('button', { name: 'Mark as received' }).click()
    const confirm = page.getByRole('dialog', { name: 'Mark as received?' })
    await expect(confirm).toContainText(bankTransfer.reference)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(row).toContainText('Pending')

    await row.getByRole('button', { name: 'Mark as received' }).click()
    await confirm.getByRole('button', { name: 'Yes, it has arrived' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `${bankTransfer.reference} marked as received` }),
    ).toBeVisible()
    await expect(row).toContainText('Paid')
  },
)

test(
  'every back-office table is readable at 390 px: its rows stack instead of being clipped',
  MOBILE_ONLY,
  async ({ page, browser, baseURL }) => {
    // A paid order of a day of its own, so the board, the sheet and the payments have rows.
    test.slow()
    const date = workingDayAhead(60)
    const { transactionId } = await bankTransferOrder(browser, baseURL, date)
    await signInAsBaker(page)
    const marked = await page.request.post(`/api/admin/transactions/${transactionId}/mark-paid`)
    expect(marked.status()).toBe(200)

    const pages = [
      { path: '/admin/payments', table: page.getByRole('group', { name: 'Payments' }) },
      { path: '/admin/clients', table: page.getByRole('group', { name: 'Clients' }) },
      {
        path: `/admin/orders?from=${date}&to=${date}`,
        table: page.getByRole('group', { name: /^Lines of order/ }).first(),
      },
    ]
    for (const { path, table } of pages) {
      await page.goto(path)
      await expect(table).toBeVisible()
      await expectNothingClipped(page, path)
    }
    await page.goto('/admin/production')
    await page.getByLabel('Delivery date').fill(date)
    await expect(page.getByRole('rowheader', { name: 'Classic Victoria Sponge' })).toBeVisible()
    await expectNothingClipped(page, 'production sheet')
  },
)

/** No table is wider than the box that holds it, and the page does not scroll sideways. */
async function expectNothingClipped(page: Page, where: string) {
  const clipped = await page
    .getByRole('main')
    .locator('table')
    .evaluateAll((tables) =>
      tables
        .filter((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1)
        .map((table) => table.querySelector('th')?.textContent ?? 'a table'),
    )
  expect(clipped, where).toEqual([])
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, where).toBeLessThanOrEqual(390)
}

test(
  'the back office keeps to the shop grid on a desktop, lined up with the header',
  DESKTOP_ONLY,
  async ({ page }) => {
    await signInAsBaker(page)
    await page.goto('/admin/payments')
    const menu = page.getByRole('navigation', { name: 'Back office' })
    await expect(menu).toBeVisible()
    // The shop's grid: the menu starts under the logo, and the pages end under the cart.
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox()
    const cart = await page.getByRole('link', { name: /^Cart/ }).boundingBox()
    const start = await menu.boundingBox()
    const end = await page.getByRole('heading', { level: 1, name: 'Payments' }).boundingBox()
    if (!logo || !cart || !start || !end) throw new Error('the header and back office are laid out')
    expect(Math.abs(start.x - logo.x)).toBeLessThanOrEqual(2)
    expect(end.x + end.width).toBeLessThanOrEqual(cart.x + cart.width + 2)
  },
)

test(
  'a new product starts with the bakery own delivery methods, not Royal Mail',
  DESKTOP_ONLY,
  async ({ page }) => {
    await signInAsBaker(page)
    await page.goto('/admin/catalogue')
    await page
      .getByRole('link', { name: /^Add product to/ })
      .first()
      .click()
    const methods = page.getByRole('group', { name: 'Delivery methods' })
    for (const method of ['Delivery', 'Uber taxi', 'Order collection'])
      await expect(methods.getByLabel(method)).toBeChecked()
    await expect(methods.getByLabel('Royal Mail')).not.toBeChecked()
  },
)

test(
  'a photo chosen for a product shows without a list bullet beside it',
  DESKTOP_ONLY,
  async ({ page }) => {
    await signInAsBaker(page)
    const { product } = await findProduct(page, 'Classic Victoria Sponge')
    await page.goto(`/admin/catalogue/product?id=${product.id}`)
    await page.getByLabel('Choose photos').setInputFiles(PHOTO)
    const chosen = page.getByRole('list', { name: 'Photos to add' }).getByRole('listitem')
    await expect(chosen).toHaveCount(1)
    await expect(chosen).toHaveCSS('list-style-type', 'none')
  },
)

test(
  'congestion hours in the options are 24-hour London times, as the shop writes them',
  DESKTOP_ONLY,
  async ({ page }) => {
    await signInAsBaker(page)
    await page.goto('/admin/options')
    const hours = page.getByRole('list', { name: 'Congestion charge hours' })
    await expect(hours).toBeVisible()
    const from = hours.getByLabel('From').first()
    // A time input draws the browser's locale (07:00 AM); a text field shows the value as written.
    await expect(from).not.toHaveAttribute('type', 'time')
    await expect(from).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/)
  },
)

test('the Holds page shows an unpaid bank transfer with the day it is released, within the screen', async ({
  page,
  browser,
  baseURL,
}) => {
  const handOff = await bankTransferOrder(browser, baseURL, workingDayAhead(15))
  await signInAsBaker(page)
  await page.goto('/admin/holds')
  await expect(page.getByRole('heading', { level: 1, name: 'Unpaid holds' })).toBeVisible()
  const number = handOff.bankTransfer.reference.split('-')[1] ?? ''
  const row = page.getByRole('row', { name: `Order № ${number}` })
  await expect(row.getByText('Bank transfer')).toBeVisible()
  await expect(
    row.getByText(/^Released at the end of \d{2}\.\d{2}\.\d{4} unless paid$/),
  ).toBeVisible()
  await expectWithinViewportWidth(page, row)
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Options' })
    .click()
  const terms = page.getByRole('group', { name: 'Unpaid orders' })
  await expect(terms.getByLabel('Online payment (hours)')).toHaveValue('2')
  await expect(terms.getByLabel('Bank transfer (working days)')).toHaveValue('3')
})
