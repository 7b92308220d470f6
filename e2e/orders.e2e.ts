import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  addToCart,
  expectSandboxPaymentPage,
  openCheckout,
  openProduct,
  payInSandbox,
  pickAnyDay,
  signUpThroughApi,
} from './helpers'

// Journeys (docs/product.md › Payments) against the real server: a signed-in client's orders,
// payments and the photos of a custom cake. Every test makes its own client, so its lists hold only
// its own orders.

const PRICED_PRODUCT = 'Tasting Box'
const CUSTOM_PRODUCT = 'Bespoke Celebration Cake'

const SKETCH_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90" viewBox="0 0 120 90">
  <rect width="120" height="90" fill="#fbf6ec"/>
  <rect x="30" y="40" width="60" height="36" rx="4" fill="#e6d2aa"/>
  <rect x="42" y="20" width="36" height="22" rx="4" fill="#de5959"/>
</svg>`

/** Puts one product in the cart and fills the checkout for collection on the first open day. */
async function checkOutForCollection(page: Page, title: string): Promise<Locator> {
  await openProduct(page, title)
  await addToCart(page, title)

  const form = await openCheckout(page)
  await expect(form.getByText(/^Ordering as Ada Lovelace/)).toBeVisible()
  await form.getByLabel('Delivery method').selectOption({ label: 'Order collection' })
  await pickAnyDay(page, form)
  await form.getByLabel('From', { exact: true }).selectOption({ index: 1 })
  return form
}

/** Checks out a priced product; the browser lands on the sandbox payment page. */
async function checkOutToPayment(page: Page) {
  const form = await checkOutForCollection(page, PRICED_PRODUCT)
  await form.getByRole('button', { name: 'Pay' }).click()
  await expectSandboxPaymentPage(page)
}

/** Pays on the sandbox payment page and closes the thanks that follows. */
async function payAndContinue(page: Page) {
  await payInSandbox(page)
  const thanks = page.getByRole('dialog', { name: 'Thanks for your order' })
  await expect(thanks).toBeVisible()
  await thanks.getByRole('button', { name: 'Continue' }).click()
}

async function onlyTransaction(page: Page): Promise<Locator> {
  await page.goto('/account/transactions')
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible()
  const transaction = page.getByRole('listitem', { name: /^Payment for order № / })
  await expect(transaction).toHaveCount(1)
  return transaction
}

/** A small picture drawn by the browser itself, as the bytes of a PNG or JPEG file. */
async function drawPicture(page: Page, type: 'image/png' | 'image/jpeg', colour: string) {
  const dataUrl = await page.evaluate(
    ({ type, colour }) => {
      const canvas = document.createElement('canvas')
      canvas.width = 120
      canvas.height = 90
      const context = canvas.getContext('2d')
      if (!context) throw new Error('this browser draws no 2D canvas')
      context.fillStyle = colour
      context.fillRect(0, 0, canvas.width, canvas.height)
      return canvas.toDataURL(type)
    },
    { type, colour },
  )
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}

/** Every photo of the section has arrived and decoded: the server served it to its owner. */
async function expectPhotosShown(images: Locator, count: number) {
  const photos = images.getByRole('img', { name: /^Photo \d+$/ })
  await expect(photos).toHaveCount(count)
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
}

test('a client pays an order in the sandbox and finds it in Orders and, paid, in Transactions', async ({
  page,
}) => {
  await signUpThroughApi(page)
  await checkOutToPayment(page)
  await payAndContinue(page)

  await page.goto('/account/orders')
  await expect(page.getByRole('region', { name: 'Current Orders' })).toContainText(PRICED_PRODUCT)

  const transaction = await onlyTransaction(page)
  await expect(transaction).toContainText('Paid')
  await expect(transaction).toContainText(PRICED_PRODUCT)
  await expect(transaction.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
})

test('one order number names the order on the payment page, in the thanks, in Orders and in Transactions', async ({
  page,
}) => {
  await signUpThroughApi(page)
  await checkOutToPayment(page)
  const heading = page.getByRole('heading', { level: 1, name: /^Payment for order № [0-9A-F]{6}$/ })
  await expect(heading).toBeVisible()
  const number = ((await heading.textContent()) ?? '').replace('Payment for order ', '')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(
    `Home/Payment/Order ${number}`,
  )
  const amount = (
    (await page.getByRole('button', { name: /^Pay £ / }).textContent()) ?? ''
  ).replace('Pay ', '')

  await payInSandbox(page)
  const thanks = page.getByRole('dialog', { name: 'Thanks for your order' })
  await expect(thanks).toContainText(`Order number${number}`)
  await expect(thanks).toContainText(`Paid${amount}`)
  await thanks.getByRole('button', { name: 'Continue' }).click()

  await page.goto('/account/orders')
  const row = page.getByRole('listitem', { name: `Order ${number}` })
  await row.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible()
  await expect((await onlyTransaction(page)).getByText(number)).toBeVisible()
})

test('an order left unpaid can be paid later from Transactions', async ({ page }) => {
  await signUpThroughApi(page)
  await checkOutToPayment(page)
  // The client walks away from the payment page without paying.
  const pending = await onlyTransaction(page)
  await expect(pending).toContainText('Waiting for your payment')

  await pending.getByRole('button', { name: /^Pay: £ \d+\.\d{2}$/ }).click()
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/)
  await payAndContinue(page)

  const paid = await onlyTransaction(page)
  await expect(paid).toContainText('Paid')
  await expect(paid.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
})

test('a client adds photos and a sketch to a custom cake order and removes one', async ({
  page,
}) => {
  await signUpThroughApi(page)
  const form = await checkOutForCollection(page, CUSTOM_PRODUCT)
  await form.getByRole('button', { name: 'Create Order' }).click()
  await page
    .getByRole('dialog', { name: 'Thanks for your order' })
    .getByRole('button', { name: 'Continue' })
    .click()

  await page.goto('/account/orders')
  await page
    .getByRole('region', { name: 'Current Orders' })
    .getByRole('button', { name: 'Show' })
    .click()
  const images = page.getByRole('region', { name: 'Images' })
  await expect(images.getByText('No photos yet.')).toBeVisible()

  const picker = images.getByLabel('Add photos')
  await picker.setInputFiles([
    {
      name: 'inspiration.png',
      mimeType: 'image/png',
      buffer: await drawPicture(page, 'image/png', '#e6d2aa'),
    },
    {
      name: 'colours.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawPicture(page, 'image/jpeg', '#de5959'),
    },
  ])
  await expectPhotosShown(images, 2)
  await picker.setInputFiles({
    name: 'sketch.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(SKETCH_SVG),
  })
  await expectPhotosShown(images, 3)
  await expect(images.getByText('3 / 10')).toBeVisible()

  await images.getByRole('button', { name: 'Remove photo 2' }).click()
  await expectPhotosShown(images, 2)
  await expect(images.getByRole('button', { name: /^Remove photo/ })).toHaveCount(2)
  // The focus moves to the photo that took the removed one's place, not to the top of the page.
  await expect(images.getByRole('button', { name: 'Remove photo 2' })).toBeFocused()

  // What the client sees is what the server kept.
  await page.reload()
  await expectPhotosShown(page.getByRole('region', { name: 'Images' }), 2)
})
