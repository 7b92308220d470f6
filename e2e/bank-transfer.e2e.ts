import { expect, test } from './fixtures'
import { newShopContext } from './shop-day'
import { expectWithinViewportWidth, seriousViolations } from './customer'
import { findProduct, openCheckout, pickAnyDay, savedCartLine, writeSavedCart } from './helpers'

// Bank transfer is not a card payment: the checkout says what will happen, and the transfer
// details in the thank-you dialog are readable (WCAG AA contrast), at phone and desktop sizes.

test('a guest paying by bank transfer places the order and reads the transfer details', async ({
  browser,
  baseURL,
  viewport,
  isMobile,
}) => {
  // axe needs a page from a context of its own.
  const context = await newShopContext(browser, { baseURL, viewport, isMobile, hasTouch: isMobile })
  try {
    const page = await context.newPage()
    const { section, product } = await findProduct(page, 'Tasting Box')
    await page.goto('/')
    await writeSavedCart(page, [
      savedCartLine(section, product, { cost: product.price.value, options: [] }),
    ])
    const form = await openCheckout(page)
    await form.getByLabel('First Name').fill('Zoë')
    await form.getByLabel('Last Name').fill('O’Brien')
    await form.getByLabel('Email', { exact: true }).fill('zoe@example.com')
    await form.getByLabel('Phone').pressSequentially('+44 7700 900456')
    await form.getByLabel('Delivery method').selectOption({ label: 'Order collection' })
    await pickAnyDay(page, form)
    await form.getByLabel('From', { exact: true }).selectOption({ index: 1 })

    const summary = form.getByRole('region', { name: 'Order summary' })
    await expect(form.getByRole('button', { name: 'Pay', exact: true })).toBeVisible()
    await expect(summary).toContainText('You will be taken to our secure payment page to pay.')

    await form.getByRole('radio', { name: /^Bank transfer/ }).check()
    await expect(form.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0)
    const placeOrder = form.getByRole('button', { name: 'Place order' })
    await expect(placeOrder).toBeVisible()
    await expect(summary).not.toContainText('secure payment page')
    await expect(summary).toContainText('show our bank details and your payment reference')
    await page.waitForLoadState('networkidle')
    const onCheckout = await seriousViolations(page)
    expect(onCheckout, onCheckout.join('\n')).toEqual([])

    const order = page.waitForResponse('**/api/payments/customer/transactions/clear')
    await placeOrder.click()
    expect((await order).status()).toBe(201)
    const thanks = page.getByRole('dialog', { name: 'Thanks for your order' })
    const transfer = thanks.getByRole('region', { name: 'Pay by bank transfer' })
    for (const label of [
      'Account name',
      'Sort code',
      'Account number',
      'Payment reference',
      'Amount',
    ]) {
      await expect(transfer.getByRole('term').filter({ hasText: label })).toBeVisible()
    }
    await expect(transfer).toContainText(/Please pay by bank transfer by \d{2}\.\d{2}\.\d{4}/)
    await expectWithinViewportWidth(page, thanks)
    const inDialog = await seriousViolations(page, '[role="dialog"]')
    expect(inDialog, inDialog.join('\n')).toEqual([])
  } finally {
    await context.close()
  }
})
