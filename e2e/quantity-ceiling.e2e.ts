import { expect, test } from './fixtures'
import { openProduct } from './helpers'

// One cart line holds at most 150 of a product; larger orders are planned with the bakery.

test('typing 100 000 cake pops stops at 150 and points to Contacts for a larger order', async ({
  page,
}) => {
  await openProduct(page, 'Classic Cake Pops')
  const quantity = page.getByLabel('Quantity', { exact: true })
  await quantity.fill('100000')
  await quantity.press('Enter')
  await expect(quantity).toHaveValue('150')
  await expect(page.getByText('£ 600.00')).toBeVisible()

  const note = page.getByText(/^We take up to 150 of one product online\. For a larger order/)
  await expect(note).toBeVisible()
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await quantity.press('ArrowUp')
  await expect(quantity).toHaveValue('150')

  await note.getByRole('link', { name: 'contact us' }).click()
  await expect(page).toHaveURL(/\/contacts$/)
})

test('the server refuses a line of 100 000 with the way to order more', async ({ page }) => {
  await page.goto('/')
  const response = await page.request.post('/api/payments/customer/transactions/clear', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { products: [{ productId: 'any', quantity: '100000' }] },
  })
  expect(response.status()).toBe(400)
  const body = (await response.json()) as { fields: Record<string, string> }
  expect(body.fields['products.0.quantity']).toMatch(/please contact us/)
})
