import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  addToCart,
  expectSandboxPaymentPage,
  expectThanksWithEmptyCart,
  fillGuestDetails,
  openCheckout,
  openProduct,
  payInSandbox,
  pickAnyDay,
  pickWeekday,
} from './helpers'

// A product of every price type is bought on a phone (docs/product.md › Product prices): a priced
// one is paid at its product page's total plus the delivery charges, a product priced on request
// is sent as a request.

const POUNDS = /^£ (\d+)\.(\d{2})$/

/** Whole pence of an amount the shop shows as `£ 12.50`. */
async function penceOf(locator: Locator): Promise<number> {
  const text = (await locator.textContent())?.trim() ?? ''
  const match = POUNDS.exec(text)
  if (!match) throw new Error(`${text} is not an amount`)
  return Number(match[1]) * 100 + Number(match[2])
}

function formatPence(pence: number): string {
  return `£ ${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`
}

interface PricedPurchase {
  type: string
  title: string
  /** The choices made on the product page before adding it. */
  choose: (page: Page) => Promise<void>
  /** The total its product page shows for those choices. */
  total: string
}

const PRICED: PricedPurchase[] = [
  {
    type: 'only',
    title: 'Floral Buttercream Cupcakes',
    choose: async (page) => {
      await page.getByRole('button', { name: /^Lilac garden/ }).click()
      await page.getByRole('button', { name: 'Increase quantity' }).click()
    },
    total: '£ 31.50',
  },
  {
    type: 'interval',
    title: 'Sprinkle Party Cake Pops',
    choose: async (page) => {
      await page.getByRole('button', { name: /^Rainbow/ }).click()
      const quantity = page.getByLabel('Quantity', { exact: true })
      await quantity.fill('24')
      await quantity.press('Enter')
      await expect(quantity).toHaveValue('24')
    },
    // 24 pops are in the row from 24 to 47, at £ 4.25 each.
    total: '£ 102.00',
  },
  {
    type: 'variants',
    title: 'Red Velvet Celebration Cake',
    choose: async (page) => {
      await page.getByRole('button', { name: '£ 70.00 / 9 inch' }).click()
      await page.getByRole('button', { name: /^Vanilla & Raspberry/ }).click()
    },
    total: '£ 70.00',
  },
]

for (const purchase of PRICED) {
  test(`a guest buys ${purchase.title}, priced ${purchase.type}, and pays its product page’s total plus delivery`, async ({
    page,
  }) => {
    await openProduct(page, purchase.title)
    await purchase.choose(page)
    const pageTotal = page.getByText(POUNDS)
    await expect(pageTotal).toHaveText(purchase.total)
    const productTotal = await penceOf(pageTotal)
    await addToCart(page, purchase.title)

    const form = await openCheckout(page)
    await expect(page.getByRole('article', { name: purchase.title })).toContainText(purchase.total)
    await fillGuestDetails(form)
    await form.getByLabel('Delivery method').selectOption({ label: 'Delivery' })
    await form.getByRole('combobox', { name: 'Address' }).pressSequentially('Royal Opera House')
    await page.getByRole('option', { name: /^Royal Opera House, Bow Street/ }).click()
    await expect(form.getByLabel('Postal Code')).toHaveValue('WC2E 9DD')
    await pickWeekday(page, form)
    await form.getByLabel('From', { exact: true }).selectOption('11:00')
    await form.getByLabel('To', { exact: true }).selectOption('12:00')

    const summary = form.getByRole('region', { name: 'Order summary' })
    const [products, delivery, congestion, total] = [0, 1, 2, 3].map((index) =>
      summary.getByRole('definition').nth(index),
    )
    if (!products || !delivery || !congestion || !total) throw new Error('the summary has gaps')
    await expect(products).toHaveText(purchase.total)
    await expect(delivery).toHaveText(/^£ \d+\.(00|50)$/)
    await expect(congestion).toHaveText('£ 15.00')
    const amount = formatPence(
      productTotal + (await penceOf(delivery)) + (await penceOf(congestion)),
    )
    await expect(total).toHaveText(amount)

    const checkout = page.waitForResponse('**/api/payments/customer/transactions/clear')
    await form.getByRole('button', { name: 'Pay' }).click()
    expect((await checkout).status()).toBe(201)
    await expectSandboxPaymentPage(page)
    await expect(page.getByRole('row', { name: /^Amount/ }).getByRole('cell')).toHaveText(amount)
    await expect(page.getByRole('button', { name: `Pay ${amount}` })).toBeVisible()
    await payInSandbox(page)
    await expectThanksWithEmptyCart(page)
  })
}

test('a guest sends a request for a product priced on request, with no amount to pay', async ({
  page,
}) => {
  const title = 'Event & Corporate Treat Boxes'
  await openProduct(page, title)
  await expect(page.getByText(POUNDS)).toHaveCount(0)
  await addToCart(page, title)

  const form = await openCheckout(page)
  await expect(page.getByRole('article', { name: title })).toContainText('Awaiting')
  await fillGuestDetails(form)
  await form.getByLabel('Delivery method').selectOption({ label: 'Order collection' })
  await pickAnyDay(page, form)
  await form.getByLabel('From', { exact: true }).selectOption({ index: 1 })
  await form.getByLabel('Message').fill('Forty boxes for our team day, please.')
  const summary = form.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByRole('definition').nth(3)).toHaveText('Price on request')

  const order = page.waitForResponse('**/api/orders/client/clear')
  await form.getByRole('button', { name: 'Create Order' }).click()
  const answer = await order
  expect(answer.status()).toBe(201)
  expect(await answer.json()).toMatchObject({ total: null })
  await expectThanksWithEmptyCart(page)
})
