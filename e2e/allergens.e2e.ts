import { expect, test } from './fixtures'
import { addToCart, openCheckout, openProduct, pickAnyDay, uniqueEmail } from './helpers'
import { mailParts, readMailTo } from './outbox'

// Allergens (docs/product.md › Allergens): the product page's line follows the chosen filling, the
// cart and checkout repeat it, and the order e-mail lists what the order contains.

const SPONGE = 'Contains: Cereals containing gluten, Eggs, Milk'
const HAZELNUT = 'Contains: Cereals containing gluten, Eggs, Soya, Milk, Tree nuts'
const KITCHEN = 'All our products are made in a kitchen that handles nuts'

test('the allergen line follows the chosen filling, and the order e-mail lists what the cupcakes contain', async ({
  page,
}) => {
  await openProduct(page, 'Filled Cupcakes')
  await page.getByRole('button', { name: 'Allergens Present' }).click()
  const panel = page.getByRole('region', { name: 'Allergens Present' })
  const line = panel.getByText(/^Contains:/)
  await expect(line).toHaveText(SPONGE)
  await expect(panel).toContainText('Your remaining choices may add allergens.')
  await expect(panel).toContainText(KITCHEN)

  await page.getByRole('button', { name: /^Chocolate hazelnut centre/ }).click()
  await expect(line).toHaveText(HAZELNUT)
  await expect(panel).not.toContainText('may add')
  await page.getByRole('button', { name: /^Raspberry centre/ }).click()
  await expect(line).toHaveText(SPONGE)
  await page.getByRole('button', { name: /^Chocolate hazelnut centre/ }).click()
  await expect(line).toHaveText(HAZELNUT)
  await expect(panel).toContainText(KITCHEN)
  await addToCart(page, 'Filled Cupcakes')

  const form = await openCheckout(page)
  await expect(page.getByRole('article', { name: 'Filled Cupcakes' })).toContainText(HAZELNUT)
  await expect(form.getByRole('list', { name: 'Allergens in your order' })).toContainText(HAZELNUT)

  const email = uniqueEmail()
  await form.getByLabel('First Name').fill('Nell')
  await form.getByLabel('Last Name').fill('Gwyn')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Phone').pressSequentially('+44 7700 900456')
  await form.getByLabel('Delivery method').selectOption({ label: 'Order collection' })
  await pickAnyDay(page, form)
  await form.getByLabel('From', { exact: true }).selectOption({ index: 1 })
  await form.getByRole('radio', { name: /^Bank transfer/ }).check()
  const order = page.waitForResponse('**/api/payments/customer/transactions/clear')
  await form.getByRole('button', { name: 'Place order' }).click()
  expect((await order).status()).toBe(201)

  // The e-mail goes out after the answer: wait for it in the outbox.
  await expect.poll(async () => (await readMailTo(email)).length).toBeGreaterThan(0)
  const [raw = ''] = await readMailTo(email)
  const { text, html } = mailParts(raw)
  expect(text).toMatch(/^Filled Cupcakes × 1: £ \d+\.\d{2}$/m)
  expect(text).toContain(`\n  ${HAZELNUT}\n`)
  expect(html).toMatch(
    />Contains<\/td><td[^>]*>Cereals containing gluten, Eggs, Soya, Milk, Tree nuts<\/td>/,
  )
})
