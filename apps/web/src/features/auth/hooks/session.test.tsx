import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { PROFILE_POLL_MS } from '@sweet-art/domain/constants'
import { useToastStore } from '@/components/ui/toast-store'
import { apiError, json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { findSiteHeader, siteHeader } from '@/test/site-header'
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

test('a visitor is not polled', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { calls } = stubApi()
  renderApp(START)

  await screen.findByRole('button', { name: 'Profile' })
  await waitFor(() => expect(profileCalls(calls)).toBe(1))
  await act(async () => {
    await vi.advanceTimersByTimeAsync(PROFILE_POLL_MS * 2)
  })
  expect(profileCalls(calls)).toBe(1)
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

test('a visitor sees the shop without waiting for the profile check', async () => {
  stubApi({ 'GET /clients/auth/profile': () => new Promise<Response>(() => undefined) })
  renderApp(START)

  expect(await findSiteHeader()).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Profile' })).toBeTruthy()
})
