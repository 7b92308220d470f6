import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { PROFILE_POLL_MS } from '@sweet-art/domain/constants'
import { useToastStore } from '@/components/ui/toast-store'
import { apiError, json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { dropSessionHintCookie } from '@/test/session'
import { findSiteHeader, siteHeader } from '@/test/site-header'
import { PROFILE_QUERY_KEY } from '../api/get-profile'
import { hasSessionHint, setSessionHint } from '../api/session-hint'

// A page with no carousel or catalogue of its own: the tests are about the header and modal.
const START = '/payment/test'

beforeEach(() => {
  useToastStore.setState({ toasts: [] })
})

afterEach(() => {
  vi.useRealTimers()
})

function profileCalls(calls: { url: URL }[]): number {
  return calls.filter((call) => call.url.pathname.endsWith('/clients/auth/profile')).length
}

test('the profile is checked at start and then every 30 s while signed in', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { calls } = stubApi({ 'GET /clients/auth/profile': () => json(USER) })
  renderApp(START)

  const header = await findSiteHeader()
  await within(header).findByRole('link', { name: 'Profile' })
  expect(profileCalls(calls)).toBe(1)

  await act(async () => {
    await vi.advanceTimersByTimeAsync(PROFILE_POLL_MS)
  })
  expect(profileCalls(calls)).toBe(2)
})

test('a visitor is never asked for a profile, at start or later', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { calls } = stubApi()
  renderApp(START)

  await screen.findByRole('button', { name: 'Profile' })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(PROFILE_POLL_MS * 2)
  })
  expect(profileCalls(calls)).toBe(0)
})

test('a failed profile fetch signs out locally and silently', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  let isSessionAlive = true
  stubApi({
    'GET /clients/auth/profile': () =>
      isSessionAlive ? json(USER) : apiError(500, 'The kitchen is on fire', 'INTERNAL'),
  })
  renderApp('/account/profile')
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 15_000 })

  isSessionAlive = false
  await act(async () => {
    await vi.advanceTimersByTimeAsync(PROFILE_POLL_MS)
  })

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
  expect(within(siteHeader()).getByRole('button', { name: 'Profile' })).toBeTruthy()
  expect(useToastStore.getState().toasts).toEqual([])
  expect(hasSessionHint()).toBe(false)
})

test('a browser that was signed in waits behind the loading screen for the first profile check', async () => {
  setSessionHint(true)
  let answer: (response: Response) => void = () => undefined
  stubApi({
    'GET /clients/auth/profile': () =>
      new Promise<Response>((resolve) => {
        answer = resolve
      }),
  })
  renderApp(START)

  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.getByText('Welcome to the product')).toBeTruthy()
  expect(screen.queryByRole('banner')).toBeNull()

  act(() => answer(json(USER)))
  const header = await findSiteHeader()
  expect(within(header).getByRole('link', { name: 'Profile' })).toBeTruthy()
})

test('a browser whose session has ended is told once, and then asks no more', async () => {
  setSessionHint(true)
  const { calls } = stubApi({
    'GET /clients/auth/profile': () => apiError(401, 'Please log in to continue.', 'UNAUTHORIZED'),
  })
  // The server clears its hint with the dead session cookie.
  dropSessionHintCookie()
  const { queryClient } = renderApp(START)

  await screen.findByRole('button', { name: 'Profile' })
  expect(profileCalls(calls)).toBe(1)
  expect(hasSessionHint()).toBe(false)
  await act(() => queryClient.refetchQueries({ queryKey: PROFILE_QUERY_KEY }))
  expect(profileCalls(calls)).toBe(1)
})
