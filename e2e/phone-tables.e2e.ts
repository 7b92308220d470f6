import { expect, test } from './fixtures'
import { expectWithinViewportWidth, openOnlyOrder, placeBankTransferOrder } from './customer'
import { signUpThroughApi } from './helpers'

// The customer's tables and amounts are readable on a 390 px phone as on a desktop: nothing
// needed is pushed off screen, and amounts line up on the right in figures of equal width.

test('the order detail shows every Cost, Sum and the Total within the screen', async ({ page }) => {
  await signUpThroughApi(page)
  await placeBankTransferOrder(page, 'Classic Cake Pops', 24)
  const info = await openOnlyOrder(page)
  const line = info.getByRole('row', { name: /^Classic Cake Pops/ })
  const cost = line.getByRole('cell').filter({ hasText: '£ 4.00' })
  const sum = line.getByRole('cell').filter({ hasText: '£ 96.00' })
  await expect(cost).toBeVisible()
  await expect(sum).toBeVisible()
  const total = info.getByRole('row', { name: /^Total/ }).getByRole('cell')
  await expect(total).toContainText('£ 96.00')
  for (const cell of [cost, sum, total]) {
    await expectWithinViewportWidth(page, cell)
    await expect(cell).toHaveCSS('font-variant-numeric', 'tabular-nums')
  }
})

test('the amounts of Transactions line up on the right within the screen', async ({ page }) => {
  await signUpThroughApi(page)
  await placeBankTransferOrder(page, 'Classic Cake Pops', 24)
  await placeBankTransferOrder(page, 'Classic Cake Pops', 150)
  await page.goto('/account/transactions')
  const amounts = page.getByRole('listitem', { name: /^Payment for order / }).getByText(/^£ \d/)
  await expect(amounts).toHaveCount(2)
  expect((await amounts.allTextContents()).sort()).toEqual(['£ 600.00', '£ 96.00'])
  const rightEdges = []
  for (const amount of await amounts.all()) {
    await expectWithinViewportWidth(page, amount)
    await expect(amount).toHaveCSS('font-variant-numeric', 'tabular-nums')
    const box = await amount.boundingBox()
    rightEdges.push(Math.round((box?.x ?? 0) + (box?.width ?? 0)))
  }
  expect(rightEdges[0]).toBe(rightEdges[1])
})
