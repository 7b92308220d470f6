import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import { json, stubApi } from '@/test/api-stub'
import { storeCart } from '@/test/cart'
import { CHECKOUT_SECTIONS, fillCart, line, typeDate } from '@/test/checkout-fixtures'
import { renderApp } from '@/test/render-app'

// The checkout's date picker and the kitchen's daily capacity (docs/product.md › Daily capacity).

const REASON = '5 July 2030 is fully booked'

beforeEach(() => {
  storeCart(EMPTY_CART)
  // Wednesday 3 July 2030 in London; only the clock is fixed, timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-07-03T10:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

async function openCheckout() {
  const stub = stubApi({
    'GET /products-sections/client': () => json(CHECKOUT_SECTIONS),
    'GET /calendar/availability': ({ url }) =>
      json({
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        unavailable:
          url.searchParams.get('from') === '2030-07-04'
            ? [{ date: '2030-07-05', kind: 'full', reason: REASON }]
            : [],
      }),
  })
  renderApp('/cart')
  await screen.findByRole('form', { name: 'Checkout' }, { timeout: 15_000 })
  return stub
}

test('the calendar asks the server about the cart’s month, and a full day is disabled with its reason', async () => {
  fillCart(line('p-cake', { quantity: '2' }))
  const { calls } = await openCheckout()
  fireEvent.click(screen.getByRole('button', { name: 'Choose date from calendar' }))
  const calendar = screen.getByRole('dialog', { name: 'Calendar' })
  expect(await within(calendar).findByText(REASON)).toBeTruthy()
  const day = (label: RegExp) => within(calendar).getByRole('button', { name: label })
  expect(day(/\b5 July 2030/).hasAttribute('disabled')).toBe(true)
  expect(day(/\b6 July 2030/).hasAttribute('disabled')).toBe(false)

  const asked = calls.find((call) => call.url.pathname === '/api/calendar/availability')
  expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
    from: '2030-07-04',
    to: '2030-07-31',
    products: 'p-cake:2',
  })
})

test('a full day typed by hand is refused in the server’s words, and offers no time', async () => {
  fillCart(line('p-cake'))
  await openCheckout()
  typeDate('2030-07-05')
  fireEvent.blur(screen.getByLabelText('Date'))
  expect(
    await screen.findByText('5 July 2030 is fully booked. Please choose another day.'),
  ).toBeTruthy()
  expect(screen.queryByLabelText('From')).toBeNull()

  typeDate('2030-07-06')
  await waitFor(() => expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBeNull())
  expect(screen.getByLabelText('From')).toBeTruthy()
})

test('the next month is asked for when the calendar moves to it', async () => {
  fillCart(line('p-cake'))
  const { calls } = await openCheckout()
  fireEvent.click(screen.getByRole('button', { name: 'Choose date from calendar' }))
  const calendar = screen.getByRole('dialog', { name: 'Calendar' })
  fireEvent.click(within(calendar).getByRole('button', { name: /next month/i }))
  await waitFor(() =>
    expect(calls.some((call) => call.url.searchParams.get('from') === '2030-08-01')).toBe(true),
  )
  expect(within(calendar).queryByText(REASON)).toBeNull()
})
