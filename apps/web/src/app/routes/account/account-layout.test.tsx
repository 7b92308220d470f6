import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ORDERS_LIST_EMPTY } from '@sweet-art/domain/messages'
import { json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { shownToastMessages } from '@/test/toasts'

function openAccountAs(adminCheck?: () => Response) {
  const api = stubApi({
    'GET /clients/auth/profile': () => json({ ...USER, isStaff: adminCheck !== undefined }),
    'GET /orders/client': () => json([]),
    'POST /payments/customer/transactions': () => json([]),
    ...(adminCheck && { 'GET /admin/session': adminCheck }),
  })
  return { ...api, ...renderApp('/account/orders') }
}

const accountMenu = () => screen.findByRole('navigation', { name: 'Account' })

test('a client opens their account without a word about the back office, nor a refused call in the console', async () => {
  const { calls } = openAccountAs()
  const menu = await accountMenu()
  await screen.findByText(ORDERS_LIST_EMPTY)
  await waitFor(() =>
    expect(calls.some((call) => call.url.pathname === '/api/orders/client')).toBe(true),
  )
  expect(calls.filter((call) => call.url.pathname === '/api/admin/session')).toEqual([])
  expect(within(menu).queryByRole('link', { name: 'Back office' })).toBeNull()
  expect(shownToastMessages()).toEqual([])
})

test('an admin finds the back office in the account menu', async () => {
  openAccountAs(() =>
    json({ id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }),
  )
  const menu = await accountMenu()
  expect(await within(menu).findByRole('link', { name: 'Back office' })).toBeTruthy()
})
