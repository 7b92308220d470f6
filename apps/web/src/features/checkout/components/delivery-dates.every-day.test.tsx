import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import {
  addDays,
  formatDisplayDate,
  formatLongDate,
  londonToday,
  londonTomorrow,
} from '@sweet-art/domain/dates'
import { leadTimeMessage, productEarliestDate } from '@sweet-art/domain/lead-times'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { json, stubApi } from '@/test/api-stub'
import { storeCart } from '@/test/cart'
import { CHECKOUT_SECTIONS, fillCart, line } from '@/test/checkout-fixtures'
import { makeProduct, makeSection } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { DAYS_TO_TEST, liveOn } from '@/test/test-days'

// The checkout's calendar counts from today in London (docs/product.md › Dates and time slots;
// › Lead times), whatever the browser's own zone: on every test day, today is past and tomorrow
// the first free day, and a lead time greys out the days before its first.

const LEAD_TIME_DAYS = 5
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
        leadTimeDays: LEAD_TIME_DAYS,
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

async function openCalendar(timeout = 15_000): Promise<HTMLElement> {
  stubApi({ 'GET /products-sections/client': () => json(SECTIONS) })
  renderApp('/cart')
  // The cart page loads on demand; give its chunk time on a busy machine.
  await screen.findByRole('form', { name: 'Checkout' }, { timeout })
  return openCalendarAgain()
}

function openCalendarAgain(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Choose date from calendar' }))
  return screen.getByRole('dialog', { name: 'Calendar' })
}

/** The calendar's button for a date, turning to the next month until it shows. */
function dayButton(calendar: HTMLElement, date: string): HTMLElement {
  const name = new RegExp(`\\b${formatLongDate(date)}\\b`)
  for (let turns = 0; turns < 2 && !within(calendar).queryByRole('button', { name }); turns++)
    fireEvent.click(within(calendar).getByRole('button', { name: /next month/i }))
  return within(calendar).getByRole('button', { name })
}

/** Whether the calendar shows a date's day in the month it is on. */
function shows(calendar: HTMLElement, date: string): boolean {
  const name = new RegExp(`\\b${formatLongDate(date)}\\b`)
  return within(calendar).queryByRole('button', { name }) !== null
}

// The cart page and its calendar load on demand, each compiled on its first import: the first
// day's test would otherwise pay for them inside its own time. Opened once here, they are waited
// for, not raced.
beforeAll(async () => {
  storeCart(EMPTY_CART)
  fillCart(line('p-cake'))
  await openCalendar(120_000)
  cleanup()
}, 180_000)

describe.each(DAYS_TO_TEST)('on $name', (day) => {
  beforeEach(() => {
    liveOn(day)
    storeCart(EMPTY_CART)
  })

  test('a lead time greys out the days before its first; without it today is past and tomorrow the first free day', async () => {
    const now = new Date()
    const [today, tomorrow] = [londonToday(now), londonTomorrow(now)]
    const first = productEarliestDate(LEAD_TIME_DAYS, now)
    fillCart(line('p-cake'), weddingLine)
    let calendar = await openCalendar()
    expect(within(calendar).getByText(leadTimeMessage('Wedding Cake', first))).toBeTruthy()
    const dayBefore = addDays(first, -1)
    if (shows(calendar, dayBefore))
      expect(dayButton(calendar, dayBefore).hasAttribute('disabled')).toBe(true)
    const firstButton = dayButton(calendar, first)
    expect(firstButton.hasAttribute('disabled')).toBe(false)
    fireEvent.click(firstButton)
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe(formatDisplayDate(first))

    act(() => fillCart(line('p-cake')))
    await waitFor(() => expect(screen.queryByText(/The earliest date/)).toBeNull())
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } })
    calendar = openCalendarAgain()
    expect(shows(calendar, tomorrow)).toBe(true)
    if (shows(calendar, today))
      expect(dayButton(calendar, today).hasAttribute('disabled')).toBe(true)
    const tomorrowButton = dayButton(calendar, tomorrow)
    expect(tomorrowButton.hasAttribute('disabled')).toBe(false)
    fireEvent.click(tomorrowButton)
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe(formatDisplayDate(tomorrow))
  })
})
