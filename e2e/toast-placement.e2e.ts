import { expect, test } from './fixtures'
import { overlaps } from './customer'
import { signUpThroughApi } from './helpers'

// A toast never covers a form's actions: after saving an address, Save and Remove Address stay
// visible and usable, on a phone and on a desktop.

test('the Address saved toast leaves the address form’s buttons uncovered', async ({ page }) => {
  await signUpThroughApi(page)
  await page.goto('/account/profile')
  await page.getByRole('button', { name: 'Add address' }).click()
  const draft = page.getByRole('form', { name: 'New address' })
  await draft.getByRole('combobox', { name: 'Address' }).pressSequentially('Baker Street')
  await page.getByRole('option').filter({ hasText: 'Baker Street' }).first().click()
  await expect(draft.getByLabel('Postal Code')).not.toHaveValue('')

  // The customer has scrolled so that the form's buttons sit at the bottom of the screen.
  const save = draft.getByRole('button', { name: 'Save' })
  await save.evaluate((button) => button.scrollIntoView({ block: 'end' }))
  await save.click()

  const toast = page.getByRole('status').filter({ hasText: 'Address saved' })
  const saved = page.getByRole('form', { name: /^Address: .*Baker Street/ })
  const actions = ['Save', 'Remove Address'].map((name) => ({
    name,
    button: saved.getByRole('button', { name }),
  }))
  // What the toast covers while it shows; the stack moves within a frame of the list re-rendering
  // under it. A toast that hid itself (after 5 s) proves nothing, so that is an answer of its own.
  async function coveredActions() {
    if (!(await toast.isVisible())) return 'toast gone'
    const covered = []
    for (const { name, button } of actions) if (await overlaps(toast, button)) covered.push(name)
    return covered
  }
  await expect(toast).toBeVisible()
  await expect(saved.getByRole('button', { name: 'Save' })).toBeInViewport()
  await expect.poll(coveredActions).toEqual([])
})
