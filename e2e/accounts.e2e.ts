import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { PASSWORD, signUpThroughApi, uniqueEmail, type Client } from './helpers'
import { readMailTo } from './outbox'

// Journeys (docs/product.md › Accounts) against the real server; every test makes its own client.

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function logIn(page: Page, client: Client) {
  const dialog = await openLogin(page)
  await dialog.getByLabel('Email', { exact: true }).fill(client.email)
  await dialog.getByLabel('Password', { exact: true }).fill(client.password)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  return dialog
}

async function logOut(page: Page) {
  await page.goto('/account/profile')
  await page.getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible()
}

/** The newest recovery code mailed to `email`. */
async function readRecoveryCode(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      for (const message of await readMailTo(email)) {
        code = /^\s*(\d{6})\s*$/m.exec(message)?.[1]
        if (code) return code
      }
      return undefined
    })
    .toBeTruthy()
  if (!code) throw new Error(`no recovery code for ${email}`)
  return code
}

test('a visitor signs up, signs out and signs in again', async ({ page }) => {
  const client = { email: uniqueEmail(), password: PASSWORD }
  await page.goto('/')
  const login = await openLogin(page)
  await login.getByRole('button', { name: 'If you do not have an account, register' }).click()

  const signup = page.getByRole('dialog', { name: 'Create an account' })
  await signup.getByLabel('First Name').fill('Grace')
  await signup.getByLabel('Last Name').fill('Hopper')
  await signup.getByLabel('Email', { exact: true }).fill(client.email)
  await signup.getByLabel('Phone').pressSequentially('+44 7700 900456')
  await expect(signup.getByLabel('Phone')).toHaveValue('+447700900456')
  await signup.getByLabel('Password', { exact: true }).fill(client.password)
  await signup.getByLabel('Confirm password', { exact: true }).fill(client.password)
  await signup.getByRole('button', { name: 'Submit' }).click()

  await expect(page).toHaveURL(/\/account\/orders$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await logOut(page)

  await logIn(page, client)
  await expect(page).toHaveURL(/\/account\/orders$/)
  // The profile icon now leads to the account instead of opening the modal.
  await page.goto('/')
  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/account\/orders$/)
})

test('a client recovers a forgotten password with the code from the e-mail', async ({
  page,
  context,
}) => {
  const client = await signUpThroughApi(page)
  await context.clearCookies()
  await page.goto('/')

  const login = await openLogin(page)
  await login.getByRole('button', { name: 'Forgot password?' }).click()
  const recovery = page.getByRole('dialog', { name: 'Password Recovery' })
  await expect(recovery.getByText('Enter your email to receive the recovery code')).toBeVisible()
  await expect(recovery.getByLabel('Code')).not.toBeEditable()

  await recovery.getByLabel('Email', { exact: true }).fill(client.email)
  await recovery.getByRole('button', { name: 'Get Code' }).click()
  await expect(recovery.getByText(/You can get a new code in \d+/)).toBeVisible()
  await expect(recovery.getByLabel('Code')).toBeEditable()

  await recovery.getByLabel('Code').fill(await readRecoveryCode(client.email))
  await recovery.getByRole('button', { name: 'Submit' }).click()

  const change = page.getByRole('dialog', { name: 'Change Password' })
  const newPassword = 'a-brand-new-one-2'
  await change.getByLabel('New Password', { exact: true }).fill(newPassword)
  await change.getByLabel('New Password Confirm', { exact: true }).fill(newPassword)
  await change.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/account\/orders$/)

  await logOut(page)
  await logIn(page, { ...client, password: newPassword })
  await expect(page).toHaveURL(/\/account\/orders$/)
})

test('a client changes the password and signs in with the new one', async ({ page }) => {
  const client = await signUpThroughApi(page)
  await page.goto('/account/profile')

  await page.getByRole('button', { name: 'Change Password' }).click()
  const modal = page.getByRole('dialog', { name: 'Change Password' })
  const submit = modal.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await modal.getByLabel('Old Password', { exact: true }).fill(client.password)
  const newPassword = 'changed-password-3'
  await modal.getByLabel('New Password', { exact: true }).fill(newPassword)
  await modal.getByLabel('New Password Confirm', { exact: true }).fill(newPassword)
  await submit.click()
  await expect(modal).toHaveCount(0)

  // The change ends every other session and gives this browser a fresh one: sign out to sign in
  // again. (Asking the header whether it shows Profile raced the session's own loading.)
  await logOut(page)

  const failed = await logIn(page, client)
  await expect(failed.getByTestId('form-error')).toBeVisible()
  await page.keyboard.press('Escape')

  await logIn(page, { ...client, password: newPassword })
  await expect(page).toHaveURL(/\/account\/orders$/)
})

test('editing the profile sends only the changed fields', async ({ page }) => {
  await signUpThroughApi(page)
  await page.goto('/account/profile')

  const form = page.getByRole('form', { name: 'Personal information' })
  const save = form.getByRole('button', { name: 'Save' })
  await expect(form.getByLabel('First Name')).toHaveValue('Ada')
  await expect(save).toBeDisabled()

  await form.getByLabel('First Name').fill('Augusta')
  await expect(save).toBeEnabled()
  // Back to the saved value: nothing to save.
  await form.getByLabel('First Name').fill('Ada')
  await expect(save).toBeDisabled()

  await form.getByLabel('First Name').fill('Augusta')
  await form.getByRole('button', { name: 'Choose date from calendar' }).click()
  const calendar = page.getByRole('dialog', { name: 'Calendar' })
  await calendar.getByRole('combobox', { name: /year/i }).selectOption('1990')
  await calendar.getByRole('combobox', { name: /month/i }).selectOption({ label: 'December' })
  // Weeks start on Monday.
  await expect(calendar.locator('th').first()).toHaveText('Mo')
  await calendar.getByRole('button', { name: /10 December 1990/ }).click()
  await expect(form.getByLabel('B-day Date')).toHaveValue('10.12.1990')

  const patch = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith('/api/clients'),
  )
  await save.click()
  expect((await patch).postDataJSON()).toEqual({ firstName: 'Augusta', birthDate: '1990-12-10' })
  await expect(save).toBeDisabled()

  await page.reload()
  await expect(form.getByLabel('First Name')).toHaveValue('Augusta')
  await expect(form.getByLabel('B-day Date')).toHaveValue('10.12.1990')
})

test('changing the e-mail asks for the current password and tells the old address', async ({
  page,
}) => {
  const client = await signUpThroughApi(page)
  const newEmail = uniqueEmail()
  await page.goto('/account/profile')

  const form = page.getByRole('form', { name: 'Personal information' })
  const save = form.getByRole('button', { name: 'Save' })
  await expect(form.getByLabel('Email')).toHaveValue(client.email)
  await expect(form.getByLabel('Current Password')).toHaveCount(0)

  await form.getByLabel('Email').fill(newEmail)
  const password = form.getByLabel('Current Password')
  await expect(password).toBeVisible()
  await expect(save).toBeDisabled()

  await password.fill('not my password')
  await save.click()
  await expect(form.getByText('The current password is not correct.')).toBeVisible()

  await password.fill(client.password)
  const patch = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith('/api/clients'),
  )
  await save.click()
  expect((await patch).postDataJSON()).toEqual({
    email: newEmail,
    currentPassword: client.password,
  })
  await expect(form.getByLabel('Current Password')).toHaveCount(0)
  await expect(save).toBeDisabled()

  await page.reload()
  await expect(form.getByLabel('Email')).toHaveValue(newEmail)
  await expect
    .poll(async () =>
      (await readMailTo(client.email)).some((message) =>
        message.includes('Subject: Sweet Art: your e-mail address was changed'),
      ),
    )
    .toBe(true)
})

test('a client adds, edits and removes an address found through autocomplete', async ({ page }) => {
  await signUpThroughApi(page)
  await page.goto('/account/profile')

  await page.getByRole('button', { name: 'Add address' }).click()
  const draft = page.getByRole('form', { name: 'New address' })
  const address = draft.getByRole('combobox', { name: 'Address' })
  await address.pressSequentially('Baker Street')
  const suggestion = page.getByRole('option').filter({ hasText: 'Baker Street' }).first()
  await expect(suggestion).toBeVisible()
  const chosen = (await suggestion.textContent()) ?? ''
  await suggestion.click()
  await expect(draft.getByLabel('Postal Code')).not.toHaveValue('')
  await draft.getByLabel('Floor').fill('2')

  const create = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/clients/address'),
  )
  await draft.getByRole('button', { name: 'Save' }).click()
  expect((await create).postDataJSON()).toMatchObject({ address: chosen, floor: '2' })

  const saved = page.getByRole('form', { name: `Address: ${chosen}` })
  await expect(saved).toBeVisible()
  await expect(saved.getByLabel('Floor')).toHaveValue('2')

  // Edit: a new place through autocomplete and a flat number.
  const savedAddress = saved.getByRole('combobox', { name: 'Address' })
  await savedAddress.fill('')
  await savedAddress.pressSequentially('Oxford Street')
  const other = page.getByRole('option').filter({ hasText: 'Oxford Street' }).first()
  await expect(other).toBeVisible()
  const otherText = (await other.textContent()) ?? ''
  await other.click()
  await saved.getByLabel('Flat').fill('12')
  const update = page.waitForRequest(
    (request) =>
      request.method() === 'PATCH' && request.url().endsWith('/api/clients/address/data'),
  )
  await saved.getByRole('button', { name: 'Save' }).click()
  expect((await update).postDataJSON()).toMatchObject({ address: otherText, flat: '12' })

  const edited = page.getByRole('form', { name: `Address: ${otherText}` })
  await expect(edited).toBeVisible()
  await expect(edited.getByLabel('Flat')).toHaveValue('12')

  await edited.getByRole('button', { name: 'Remove Address' }).click()
  await expect(edited).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('form', { name: /^Address:/ })).toHaveCount(0)
})

test('a deleted account can no longer sign in', async ({ page }) => {
  const client = await signUpThroughApi(page)
  await page.goto('/account/profile')

  await page.getByRole('button', { name: 'Delete Account' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Account' })
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)

  const login = await logIn(page, client)
  await expect(login.getByTestId('form-error')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  await page.goto('/account/profile')
  await expect(page).toHaveURL(/\/$/)
})
