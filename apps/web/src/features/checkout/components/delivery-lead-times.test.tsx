import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { json, stubApi } from '@/test/api-stub'
import { storeCart } from '@/test/cart'
import { CHECKOUT_SECTIONS, fillCart, line, typeDate } from '@/test/checkout-fixtures'
import { makeProduct, makeSection } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

// The checkout's date picker and a cart with a lead time (docs/product.md › Lead times).

const REASON = 'The earliest date for Wedding Cake is 8 July 2030'

// Lemon Cake can come tomorrow; the Wedding Cake needs five days' notice.
const SECTIONS: Section[] = [
  ...CHECKOUT_SECTIONS,
  makeSection({
    id: 's-wedding',
    title: 'Wedding Cakes',
    products: [
      makeProduct({
        id: 'p-wedding',
        sectionId: 's-wedding',
        title: 'Wedding Cake',
        leadTimeDays: 5,
        delivery: ['delivery', 'orderCollection'],
      }),
    ],
  }),
]

const weddingLine = line('p-wedding', {
  sectionId: 's-wedding',
  sectionName: 'Wedding Cakes',
  name: 'Wedding Cake',
})

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
  stubApi({ 'GET /products-sections/client': () => json(SECTIONS) })
  renderApp('/cart')
  // The cart page loads on demand; give its chunk time on a busy machine.
  return screen.findByRole('form', { name: 'Checkout' }, { timeout: 15_000 })
}

function openCalendar() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose date from calendar' }))
  return screen.getByRole('dialog', { name: 'Calendar' })
}

test('the days before the slowest product is ready are greyed out, and the calendar says why', async () => {
  fillCart(line('p-cake'), weddingLine)
  await openCheckout()
  const dateField = screen.getByLabelText('Date')
  expect(screen.getByText(REASON).id).toBe(dateField.getAttribute('aria-describedby'))

  const calendar = openCalendar()
  const day = (label: RegExp) => within(calendar).getByRole('button', { name: label })
  for (const tooSoon of [/\b4 July 2030/, /\b5 July 2030/, /\b7 July 2030/])
    expect(day(tooSoon).hasAttribute('disabled')).toBe(true)
  expect(day(/\b8 July 2030/).hasAttribute('disabled')).toBe(false)
  expect(within(calendar).getByText(REASON)).toBeTruthy()

  fireEvent.click(day(/\b8 July 2030/))
  expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('08.07.2030')
  expect(screen.getByLabelText('From')).toBeTruthy()
})

test('a day too soon typed by hand is refused on the date in the same words, said once', async () => {
  fillCart(line('p-cake'), weddingLine)
  await openCheckout()
  typeDate('2030-07-07')
  fireEvent.blur(screen.getByLabelText('Date'))
  // The reason is on screen as the calendar's hint before the check ends: wait for the refusal.
  await waitFor(() =>
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true'),
  )
  expect(screen.getAllByText(REASON)).toHaveLength(1)
  // No time is offered for a day that cannot be ordered.
  expect(screen.queryByLabelText('From')).toBeNull()

  typeDate('2030-07-08')
  await waitFor(() => expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBeNull())
  expect(screen.getAllByText(REASON)).toHaveLength(1)
  expect(screen.getByLabelText('From')).toBeTruthy()
})

test('a cart without a lead time starts tomorrow and gives no reason; removing the slow product brings tomorrow back', async () => {
  fillCart(line('p-cake'), weddingLine)
  await openCheckout()
  expect(screen.getByText(REASON)).toBeTruthy()

  act(() => fillCart(line('p-cake')))
  await waitFor(() => expect(screen.queryByText(REASON)).toBeNull())
  const calendar = openCalendar()
  expect(
    within(calendar)
      .getByRole('button', { name: /\b4 July 2030/ })
      .hasAttribute('disabled'),
  ).toBe(false)
  expect(within(calendar).queryByText(/The earliest date/)).toBeNull()
})
