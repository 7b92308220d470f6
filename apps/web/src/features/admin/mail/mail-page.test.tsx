import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { UnsentMail } from '@sweet-art/domain/schemas/admin-mail'
import { json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

// The back office loads on demand; give its chunks time on a busy machine.
const SLOW = { timeout: 15_000 }

const ADMIN_SESSION = { id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }

const FAILED: UnsentMail = {
  id: '00000000-0000-4000-8000-00000000c001',
  recipient: 'ada@example.com',
  subject: 'Your order № 4D2E7A has been received',
  state: 'failed',
  tries: 212,
  reason: '550 5.1.1 Mailbox unavailable',
  writtenAt: '2026-11-20T10:00:00.000Z',
  nextTryAt: null,
  orderId: '00000000-0000-4000-8000-0000004d2e7a',
}
const LATE: UnsentMail = {
  id: '00000000-0000-4000-8000-00000000c002',
  recipient: 'grace@example.com',
  subject: 'Your password recovery code',
  state: 'late',
  tries: 1,
  reason: 'connect ECONNREFUSED 127.0.0.1:1',
  writtenAt: '2026-11-28T09:30:00.000Z',
  nextTryAt: '2026-11-28T09:30:05.000Z',
  orderId: null,
}

test('the E-mail page shows each message that has not gone with the reason, and resends one only once confirmed', async () => {
  let unsent = [FAILED, LATE]
  const { calls } = stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'GET /admin/session': () => json(ADMIN_SESSION),
    'GET /admin/mail': () => json(unsent),
    [`POST /admin/mail/${FAILED.id}/resend`]: () => {
      unsent = [LATE]
      return json({ ok: true })
    },
  })
  renderApp('/admin/e-mail')

  const failed = await screen.findByRole(
    'row',
    { name: 'E-mail to ada@example.com: Your order № 4D2E7A has been received' },
    SLOW,
  )
  expect(within(failed).getByText('Failed')).toBeTruthy()
  expect(within(failed).getByText('212 tries')).toBeTruthy()
  expect(within(failed).getByText('550 5.1.1 Mailbox unavailable')).toBeTruthy()
  expect(within(failed).getByText('Written 20.11.2026 10:00')).toBeTruthy()
  expect(within(failed).getByText('Given up')).toBeTruthy()
  expect(within(failed).getByRole('link', { name: '№ 4D2E7A' }).getAttribute('href')).toBe(
    '/admin/orders?q=4D2E7A',
  )

  const late = screen.getByRole('row', {
    name: 'E-mail to grace@example.com: Your password recovery code',
  })
  expect(within(late).getByText('Late')).toBeTruthy()
  expect(within(late).getByText('1 try')).toBeTruthy()
  expect(within(late).getByText('connect ECONNREFUSED 127.0.0.1:1')).toBeTruthy()
  expect(within(late).getByText('Next try 28.11.2026 09:30')).toBeTruthy()

  const resends = () => calls.filter((call) => call.url.pathname.startsWith('/api/admin/mail/'))
  fireEvent.click(within(failed).getByRole('button', { name: 'Resend' }))
  const dialog = await screen.findByRole('dialog', { name: 'Resend this message?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(resends()).toEqual([])

  fireEvent.click(within(failed).getByRole('button', { name: 'Resend' }))
  const confirm = await screen.findByRole('dialog', { name: 'Resend this message?' })
  expect(confirm.textContent).toContain('ada@example.com')
  fireEvent.click(within(confirm).getByRole('button', { name: 'Resend it' }))
  expect(await screen.findByText('The e-mail to ada@example.com is being sent again')).toBeTruthy()
  await waitFor(() => expect(screen.queryByRole('row', { name: /ada@example\.com/ })).toBeNull())
  expect(resends().map((call) => call.url.pathname)).toEqual([
    `/api/admin/mail/${FAILED.id}/resend`,
  ])
  expect(screen.getByRole('row', { name: /grace@example\.com/ })).toBeTruthy()
}, 30_000)

test('when every e-mail has gone the page says so, and the menu leads to it', async () => {
  stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'GET /admin/session': () => json(ADMIN_SESSION),
    'GET /admin/mail': () => json([]),
  })
  renderApp('/admin/e-mail')
  expect(await screen.findByText('Every e-mail has gone.', {}, SLOW)).toBeTruthy()
  const menu = screen.getByRole('navigation', { name: 'Back office' })
  expect(within(menu).getByRole('link', { name: 'E-mail' }).getAttribute('aria-current')).toBe(
    'page',
  )
}, 20_000)
