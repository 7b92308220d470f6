import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { RECOVERY_RESEND_S } from '@sweet-art/domain/constants'
import { SEEMS_OFFLINE } from '@sweet-art/domain/messages'
import { apiError, json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { siteHeader } from '@/test/site-header'
import { useToastStore } from '@/components/ui/toast-store'
import { useAuthModalStore } from '../stores/auth-modal-store'

// A page with no carousel or catalogue of its own: the tests are about the header and modal.
const START = '/payment/test'

beforeEach(() => {
  useAuthModalStore.setState({ tab: 'close' })
  useToastStore.setState({ toasts: [] })
})

afterEach(() => {
  vi.useRealTimers()
})

// On a loaded machine the first render may still be settling when the click lands: wait for the
// dialog rather than expecting it in the same tick.
async function openLogin() {
  fireEvent.click(await screen.findByRole('button', { name: 'Profile' }))
  return screen.findByRole('dialog', { name: 'Log in' }, { timeout: 15_000 })
}

// The account pages load on demand, which can take a moment on a busy machine.
async function waitForLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path), {
    timeout: 15_000,
  })
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } })
}

test('the Log in tab has its fields, links and the way to register', async () => {
  stubApi()
  renderApp(START)
  const dialog = await openLogin()

  expect(within(dialog).getByLabelText('Email')).toBeTruthy()
  expect(within(dialog).getByLabelText('Password')).toBeTruthy()
  expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeTruthy()
  expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy()
  expect(dialog.textContent).toContain('If you do not have an account, register')

  fireEvent.click(
    within(dialog).getByRole('button', { name: 'If you do not have an account, register' }),
  )
  const signup = screen.getByRole('dialog', { name: 'Create an account' })
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Password', 'Confirm password'])
    expect(within(signup).getByLabelText(label)).toBeTruthy()
})

test('a field shows its error only after it was touched', async () => {
  stubApi()
  renderApp(START)
  const dialog = await openLogin()
  const email = within(dialog).getByLabelText('Email')

  type(email, 'not-an-email')
  await act(() => Promise.resolve())
  expect(within(dialog).queryByText('Enter email')).toBeNull()

  fireEvent.blur(email)
  expect(await within(dialog).findByText('Enter email')).toBeTruthy()
  // The untouched password says nothing yet.
  expect(within(dialog).queryByText('The field is required')).toBeNull()
})

test('a failed login keeps the modal open and shows the server message', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  stubApi({
    'POST /clients/auth/login': () => apiError(401, 'Wrong e-mail or password.', 'UNAUTHORIZED'),
  })
  renderApp(START)
  const dialog = await openLogin()

  type(within(dialog).getByLabelText('Email'), 'ada@example.com')
  type(within(dialog).getByLabelText('Password'), 'wrong-password')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))

  expect(await within(dialog).findByTestId('form-error')).toHaveProperty(
    'textContent',
    'Wrong e-mail or password.',
  )
  expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy()
})

test('a login while the device is offline says so at once, under the form', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  stubApi({ 'POST /clients/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) })
  renderApp(START)
  const dialog = await openLogin()
  type(within(dialog).getByLabelText('Email'), 'ada@example.com')
  type(within(dialog).getByLabelText('Password'), 'secret123')

  window.dispatchEvent(new Event('offline'))
  try {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByTestId('form-error')).toHaveProperty(
      'textContent',
      SEEMS_OFFLINE,
    )
  } finally {
    window.dispatchEvent(new Event('online'))
  }
})

test('a successful login closes the modal, opens the account and turns the profile icon into a link', async () => {
  const { calls } = stubApi({ 'POST /clients/auth/login': () => json(USER) })
  renderApp(START)
  const dialog = await openLogin()

  type(within(dialog).getByLabelText('Email'), ' ada@example.com ')
  type(within(dialog).getByLabelText('Password'), 'secret123')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))

  await waitForLocation('/account/orders')
  expect(screen.queryByRole('dialog')).toBeNull()
  const header = siteHeader()
  expect(within(header).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
    '/account/orders',
  )
  expect(calls.find((call) => call.url.pathname.endsWith('/login'))?.body).toEqual({
    email: 'ada@example.com',
    password: 'secret123',
  })
})

test('the phone field accepts only digits, slashes and a leading plus while typing', async () => {
  stubApi()
  renderApp(START)
  useAuthModalStore.setState({ tab: 'signup' })
  const dialog = await screen.findByRole('dialog', { name: 'Create an account' })
  const phone = within(dialog).getByLabelText('Phone')

  type(phone, '+44 (77) abc-00/9+')
  expect((phone as HTMLInputElement).value).toBe('+447700/9')
})

test('sign-up sends the fields without the confirmation; mismatched passwords are refused', async () => {
  const { calls } = stubApi({ 'POST /clients/auth/signup': () => json(USER, 201) })
  renderApp(START)
  useAuthModalStore.setState({ tab: 'signup' })
  const dialog = await screen.findByRole('dialog', { name: 'Create an account' })

  type(within(dialog).getByLabelText('First Name'), 'Ada')
  type(within(dialog).getByLabelText('Last Name'), 'Lovelace')
  type(within(dialog).getByLabelText('Email'), 'ada@example.com')
  type(within(dialog).getByLabelText('Phone'), '+447700900123')
  type(within(dialog).getByLabelText('Password'), 'secret123')
  const confirm = within(dialog).getByLabelText('Confirm password')
  type(confirm, 'secret124')
  fireEvent.blur(confirm)
  expect(await within(dialog).findByText('Passwords do not match')).toBeTruthy()

  type(confirm, 'secret123')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
  await waitForLocation('/account/orders')
  expect(calls.find((call) => call.url.pathname.endsWith('/signup'))?.body).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+447700900123',
    password: 'secret123',
  })
})

test('recovery: the code unlocks after Get Code, a countdown runs, and a right code leads to Change Password', async () => {
  const { calls } = stubApi({
    'POST /clients/auth/recovery': () => new Response(null, { status: 204 }),
    'POST /clients/auth/recovery/confirm': () => new Response(null, { status: 204 }),
    'POST /clients/auth/recovery/change': () => json(USER),
  })
  renderApp(START)
  const login = await openLogin()
  fireEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }))
  const dialog = screen.getByRole('dialog', { name: 'Password Recovery' })

  expect(dialog.textContent).toContain('Enter your email to receive the recovery code')
  const code = within(dialog).getByLabelText<HTMLInputElement>('Code')
  expect(code.readOnly).toBe(true)

  type(within(dialog).getByLabelText('Email'), 'ada@example.com')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Get Code' }))

  expect(
    await within(dialog).findByText(`You can get a new code in ${String(RECOVERY_RESEND_S)}`),
  ).toBeTruthy()
  expect(code.readOnly).toBe(false)
  type(code, '123456')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))

  const change = await screen.findByRole('dialog', { name: 'Change Password' })
  expect(calls.find((call) => call.url.pathname.endsWith('/recovery/confirm'))?.body).toEqual({
    email: 'ada@example.com',
    code: '123456',
  })
  type(within(change).getByLabelText('New Password'), 'brand-new-1')
  type(within(change).getByLabelText('New Password Confirm'), 'brand-new-1')
  fireEvent.click(within(change).getByRole('button', { name: 'Submit' }))

  await waitForLocation('/account/orders')
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('after the countdown a new code can be requested, which restarts it', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let requests = 0
  stubApi({
    'POST /clients/auth/recovery': () => {
      requests += 1
      return new Response(null, { status: 204 })
    },
  })
  renderApp(START)
  useAuthModalStore.setState({ tab: 'recovery' })
  const dialog = await screen.findByRole('dialog', { name: 'Password Recovery' })
  type(within(dialog).getByLabelText('Email'), 'ada@example.com')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Get Code' }))
  await within(dialog).findByText(`You can get a new code in ${String(RECOVERY_RESEND_S)}`)

  await act(async () => {
    await vi.advanceTimersByTimeAsync(RECOVERY_RESEND_S * 1000)
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Get a new code' }))
  expect(
    await within(dialog).findByText(`You can get a new code in ${String(RECOVERY_RESEND_S)}`),
  ).toBeTruthy()
  expect(requests).toBe(2)
})
