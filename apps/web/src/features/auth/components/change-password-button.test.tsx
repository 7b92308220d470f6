import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { ChangePasswordButton } from './change-password-button'

function renderButton() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordButton />
    </QueryClientProvider>,
  )
}

test('Change Password: Submit waits for a valid, changed form; the old password is required', async () => {
  const { calls } = stubApi({
    'POST /clients/auth/password': () => new Response(null, { status: 204 }),
    'GET /clients/auth/profile': () => json(USER),
  })
  renderButton()
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }))
  const dialog = screen.getByRole('dialog', { name: 'Change Password' })
  const submit = within(dialog).getByRole('button', { name: 'Submit' })
  expect(submit).toHaveProperty('disabled', true)

  const old = within(dialog).getByLabelText('Old Password')
  fireEvent.blur(old)
  expect(await within(dialog).findByText('This field required')).toBeTruthy()

  fireEvent.change(old, { target: { value: 'old-secret-1' } })
  fireEvent.change(within(dialog).getByLabelText('New Password'), {
    target: { value: 'new-secret-1' },
  })
  fireEvent.change(within(dialog).getByLabelText('New Password Confirm'), {
    target: { value: 'new-secret-1' },
  })
  await waitFor(() => expect(submit).toHaveProperty('disabled', false))
  fireEvent.click(submit)

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(calls.find((call) => call.url.pathname.endsWith('/clients/auth/password'))?.body).toEqual({
    oldPassword: 'old-secret-1',
    newPassword: 'new-secret-1',
  })
})
