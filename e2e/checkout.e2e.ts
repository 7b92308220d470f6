import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newShopContext } from './shop-day'
import {
  addToCart,
  expectThanksWithEmptyCart,
  fillGuestDetails,
  findProduct,
  openCheckout,
  openProduct,
  payInSandbox,
  pickAnyDay,
  pickWeekday,
  savedCartLine,
  signUpThroughApi,
  writeSavedCart,
} from './helpers'

// Journeys (docs/product.md › Cart and checkout) against the real server: the cart, the checkout
// and the sandbox payment.

/** Puts a line of each product, with its first filling, into the saved cart for the next page load. */
async function holdInCart(page: Page, titles: string[]) {
  const lines = []
  for (const title of titles) {
    const { section, product } = await findProduct(page, title)
    const filling = product.filings[0]
    lines.push(
      savedCartLine(section, product, {
        cost: product.price.type === 'only' ? product.price.value : null,
        options: filling ? [{ title: 'filings', value: filling.title }] : [],
      }),
    )
  }
  await page.goto('/')
  await writeSavedCart(page, lines)
}

test('a guest pays for a cake delivered to a congestion-zone address on a weekday', async ({
  page,
}) => {
  await openProduct(page, 'Chocolate Truffle Cake')
  await page.getByRole('button', { name: /^Red Velvet/ }).click()
  await addToCart(page, 'Chocolate Truffle Cake')

  const form = await openCheckout(page)
  await expect(page.getByRole('article', { name: 'Chocolate Truffle Cake' })).toContainText(
    '£ 65.00',
  )
  await fillGuestDetails(form)
  await form.getByLabel('Delivery method').selectOption({ label: 'Delivery' })
  await form.getByRole('combobox', { name: 'Address' }).pressSequentially('Royal Opera House')
  await page.getByRole('option', { name: /^Royal Opera House, Bow Street/ }).click()
  await expect(form.getByLabel('Postal Code')).toHaveValue('WC2E 9DD')
  await expect(form.getByText('Congestion charge zone')).toBeVisible()
  await form.getByLabel('Floor').fill('2')

  await expect(form.getByText('Please select a date')).toBeVisible()
  await pickWeekday(page, form)
  await form.getByLabel('From', { exact: true }).selectOption('11:00')
  await form.getByLabel('To', { exact: true }).selectOption('12:00')

  const summary = form.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByRole('definition').nth(2)).toHaveText('£ 15.00')
  await expect(summary.getByRole('definition').nth(1)).toHaveText(/^£ \d+\.(00|50)$/)

  const checkout = page.waitForRequest('**/api/payments/customer/transactions/clear')
  await form.getByRole('button', { name: 'Pay' }).click()
  const request = await checkout
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  expect(request.postDataJSON()).toMatchObject({
    firstName: 'Grace',
    delivery: { method: 'delivery', time: '11:00', secondTime: '12:00' },
    deliveryPlace: { postCode: 'WC2E 9DD', floor: '2' },
  })

  await payInSandbox(page)
  await expectThanksWithEmptyCart(page)
})

test('a guest sends a price-on-request order for collection', async ({ page }) => {
  await openProduct(page, 'Bespoke Celebration Cake')
  await addToCart(page, 'Bespoke Celebration Cake')

  const form = await openCheckout(page)
  await expect(page.getByRole('article', { name: 'Bespoke Celebration Cake' })).toContainText(
    'Awaiting',
  )
  await fillGuestDetails(form)
  await form.getByLabel('Delivery method').selectOption({ label: 'Order collection' })
  await expect(form.getByRole('combobox', { name: 'Address' })).toHaveCount(0)
  await pickAnyDay(page, form)
  await form.getByLabel('From', { exact: true }).selectOption({ index: 1 })
  await form.getByLabel('Message').fill('A three-tier cake with sugar peonies, please.')
  await expect(form.getByRole('region', { name: 'Order summary' })).toContainText(
    'Price on request',
  )

  const order = page.waitForResponse('**/api/orders/client/clear')
  await form.getByRole('button', { name: 'Create Order' }).click()
  expect((await order).status()).toBe(201)
  await expectThanksWithEmptyCart(page)
})

test('a signed-in client orders to a saved address without giving personal details', async ({
  page,
}) => {
  await signUpThroughApi(page)
  const suggestions = (await (
    await page.request.get('/api/maps/autocomplete?input=Somerset%20House')
  ).json()) as { description: string; place_id: string }[]
  const place = suggestions[0]
  if (!place) throw new Error('the gazetteer does not know Somerset House')
  const saved = await page.request.post('/api/clients/address', {
    data: {
      address: place.description,
      postCode: 'WC2R 1LA',
      floor: '',
      flat: '3',
      placeId: place.place_id,
    },
  })
  expect(saved.ok()).toBe(true)
  const { address } = (await saved.json()) as { address: { id: string } }

  await openProduct(page, 'Tasting Box')
  await addToCart(page, 'Tasting Box')
  const form = await openCheckout(page)
  await expect(form.getByText(/^Ordering as Ada Lovelace/)).toBeVisible()
  await expect(form.getByLabel('First Name')).toHaveCount(0)
  await expect(form.getByLabel('Email', { exact: true })).toHaveCount(0)

  await form.getByLabel('Delivery method').selectOption({ label: 'Delivery' })
  await form.getByRole('radio', { name: new RegExp(`^${place.description.slice(0, 12)}`) }).check()
  await pickWeekday(page, form)
  await form.getByLabel('From', { exact: true }).selectOption('19:00')

  const checkout = page.waitForRequest('**/api/payments/customer/transactions/clear')
  await form.getByRole('button', { name: 'Pay' }).click()
  const body = (await checkout).postDataJSON() as Record<string, unknown>
  expect(body).not.toHaveProperty('firstName')
  expect(body).toMatchObject({ deliveryPlace: { addressId: address.id } })

  await payInSandbox(page)
  await expectThanksWithEmptyCart(page)
})

test('a cart of products with different delivery methods offers only the common ones', async ({
  page,
}) => {
  await holdInCart(page, ['Classic Victoria Sponge', 'Personalised Name Cookies'])
  const form = await openCheckout(page)
  await expect(form.getByLabel('Delivery method').getByRole('option')).toHaveText([
    'Choose a method',
    'Uber taxi',
    'Order collection',
  ])

  await page
    .getByRole('article', { name: 'Classic Victoria Sponge' })
    .getByRole('button', { name: 'Remove Classic Victoria Sponge' })
    .click()
  await expect(form.getByLabel('Delivery method').getByRole('option')).toHaveText([
    'Choose a method',
    'Delivery',
    'Uber taxi',
    'Order collection',
    'Royal Mail',
  ])
})

test('an incomplete checkout shows Fill out of the fields and the validation messages', async ({
  page,
}) => {
  await holdInCart(page, ['Personalised Name Cookies'])
  const form = await openCheckout(page)
  await form.getByLabel('First Name').fill('Grace!')
  await form.getByLabel('Email', { exact: true }).fill('grace@')
  await form.getByLabel('Phone').pressSequentially('+')
  await form.getByRole('button', { name: 'Pay' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'Fill out of the fields' })).toBeVisible()
  await expect(form.getByText('Only letters and spaces')).toBeVisible()
  await expect(form.getByText('Enter email')).toBeVisible()
  await expect(form.getByText('Only numbers and a sign +')).toBeVisible()
  // Last Name, delivery method, date and time.
  await expect(form.getByText('The field is required')).toHaveCount(4)
  await expect(form.getByText('Please select a date')).toBeVisible()
  await expect(page).toHaveURL(/\/cart$/)
})

test('the cart and checkout have no serious or critical accessibility violation', async ({
  browser,
  baseURL,
  viewport,
  isMobile,
}) => {
  // axe needs a page from a context of its own.
  const context = await newShopContext(browser, { baseURL, viewport, isMobile, hasTouch: isMobile })
  try {
    const page = await context.newPage()
    await holdInCart(page, ['Personalised Name Cookies', 'Bespoke Celebration Cake'])
    const form = await openCheckout(page)
    await form.getByLabel('Delivery method').selectOption({ label: 'Delivery' })
    await pickAnyDay(page, form)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const problems = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`)
    expect(problems, problems.join('\n')).toEqual([])
  } finally {
    await context.close()
  }
})
