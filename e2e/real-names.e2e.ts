import { expect, test } from './fixtures'
import {
  findProduct,
  openCheckout,
  PASSWORD,
  savedCartLine,
  uniqueEmail,
  writeSavedCart,
} from './helpers'

// Names with accents, hyphens and apostrophes are names: at sign-up, in the profile and at checkout.

test('a visitor signs up as Zoë O’Brien-José and the profile keeps the name', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Profile' }).click()
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'If you do not have an account, register' })
    .click()

  const signup = page.getByRole('dialog', { name: 'Create an account' })
  await signup.getByLabel('First Name').fill('Zoë')
  await signup.getByLabel('Last Name').fill('O’Brien-José')
  await signup.getByLabel('Email', { exact: true }).fill(uniqueEmail())
  await signup.getByLabel('Phone').pressSequentially('+44 7700 900456')
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signup.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
  await expect(signup.getByText('Only letters and spaces')).toHaveCount(0)
  await signup.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/account\/orders$/)

  await page.goto('/account/profile')
  const profile = page.getByRole('form', { name: 'Personal information' })
  await expect(profile.getByLabel('First Name')).toHaveValue('Zoë')
  await expect(profile.getByLabel('Last Name')).toHaveValue('O’Brien-José')
  await profile.getByLabel('Last Name').fill("Hopper-Smith O'Brien")
  await profile.getByLabel('First Name').click()
  await expect(profile.getByText('Only letters and spaces')).toHaveCount(0)
  await profile.getByLabel('First Name').fill('Zoë!')
  await profile.getByLabel('Last Name').click()
  await expect(profile.getByText('Only letters and spaces')).toBeVisible()
})

test('a guest checks out as José Hopper-Smith without a name error', async ({ page }) => {
  const { section, product } = await findProduct(page, 'Tasting Box')
  await page.goto('/')
  await writeSavedCart(page, [
    savedCartLine(section, product, { cost: product.price.value, options: [] }),
  ])
  const form = await openCheckout(page)
  await form.getByLabel('First Name').fill('José')
  await form.getByLabel('Last Name').fill('Hopper-Smith')
  await form.getByLabel('Email', { exact: true }).click()
  await expect(form.getByText('Only letters and spaces')).toHaveCount(0)
})
