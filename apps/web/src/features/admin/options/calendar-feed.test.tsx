import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { json, stubApi } from '@/test/api-stub'
import { APP_OPTIONS, USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

const FIRST = 'https://shop.example/api/calendar/first-secret/orders.ics'
const SECOND = 'https://shop.example/api/calendar/second-secret/orders.ics'

// The back office and its pages are lazy chunks, which the test runner transforms on first use.
const LAZY_PAGE_MS = 15_000

function stubOptionsPage(
  feed: { isOn: boolean; url: string | null },
  answers: Parameters<typeof stubApi>[0],
) {
  return stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'GET /admin/session': () =>
      json({ id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }),
    'GET /admin/options': () => json(APP_OPTIONS),
    'GET /admin/calendar-feed': () => json(feed),
    ...answers,
  })
}

// The shop around the back office makes calls of its own (its options, the session).
const feedChanges = (calls: ReturnType<typeof stubApi>['calls']) =>
  calls
    .filter((call) => call.url.pathname.endsWith('/calendar-feed') && call.method !== 'GET')
    .map((call) => call.method)

const feedSection = () =>
  screen.findByRole('region', { name: 'Calendar feed' }, { timeout: LAZY_PAGE_MS })

test('the baker turns the calendar feed on and copies its address', async () => {
  const writeText = vi.fn(() => Promise.resolve())
  // jsdom has no clipboard; the page only writes to it.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const { calls } = stubOptionsPage(
    { isOn: false, url: null },
    { 'POST /admin/calendar-feed': () => json({ isOn: true, url: FIRST }) },
  )
  renderApp('/admin/options')
  const section = await feedSection()
  expect(await within(section).findByText('The calendar feed is off.')).toBeTruthy()

  fireEvent.click(within(section).getByRole('button', { name: 'Turn on the calendar feed' }))
  const address = await within(section).findByLabelText('Calendar address')
  expect(address).toHaveProperty('value', FIRST)
  expect(await screen.findByText('The calendar feed is on')).toBeTruthy()
  expect(feedChanges(calls)).toEqual(['POST'])
  expect(
    within(section).getByRole('link', { name: 'Open in a calendar app' }).getAttribute('href'),
  ).toBe('webcal://shop.example/api/calendar/first-secret/orders.ics')

  fireEvent.click(within(section).getByRole('button', { name: 'Copy address' }))
  expect(await screen.findByText('The calendar address is copied')).toBeTruthy()
  expect(writeText).toHaveBeenCalledWith(FIRST)
})

test('a new address and turning off each ask first, and nothing changes on Cancel', async () => {
  const { calls } = stubOptionsPage(
    { isOn: true, url: null },
    {
      'POST /admin/calendar-feed': () => json({ isOn: true, url: SECOND }),
      'DELETE /admin/calendar-feed': () => json({ isOn: false, url: null }),
    },
  )
  renderApp('/admin/options')
  const section = await feedSection()
  // Only a hash of the secret is kept: an address made earlier is not shown again.
  expect(
    await within(section).findByText(/The calendar feed is on\. Its address was shown once/),
  ).toBeTruthy()
  expect(within(section).queryByLabelText('Calendar address')).toBeNull()

  fireEvent.click(within(section).getByRole('button', { name: 'Make a new address' }))
  const asked = await screen.findByRole('dialog', { name: 'Make a new address?' })
  fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(feedChanges(calls)).toEqual([])

  fireEvent.click(within(section).getByRole('button', { name: 'Make a new address' }))
  const renew = await screen.findByRole('dialog', { name: 'Make a new address?' })
  expect(renew.textContent).toContain('The address in use stops working at once')
  fireEvent.click(within(renew).getByRole('button', { name: 'Make a new address' }))
  await waitFor(() =>
    expect(within(section).getByLabelText('Calendar address')).toHaveProperty('value', SECOND),
  )
  expect(await screen.findByText('The calendar feed has a new address')).toBeTruthy()

  fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }))
  const turnOff = await screen.findByRole('dialog', { name: 'Turn the calendar feed off?' })
  fireEvent.click(within(turnOff).getByRole('button', { name: 'Turn off' }))
  expect(await within(section).findByText('The calendar feed is off.')).toBeTruthy()
  expect(feedChanges(calls)).toEqual(['POST', 'DELETE'])
})
