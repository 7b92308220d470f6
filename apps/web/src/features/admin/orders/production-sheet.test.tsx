import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { ProductionSheet } from '@sweet-art/domain/schemas/orders'
import { json, stubApi, type StubRequest } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

// The back office is a lazy chunk that jsdom compiles on first use: seconds on a busy machine.
const BACK_OFFICE_LOAD_MS = 15_000

function sheetFor(request: StubRequest): ProductionSheet {
  return {
    date: request.url.searchParams.get('date') ?? '',
    rows: [],
    load: { booked: 0, capacity: null },
    unconfirmed: [],
  }
}

test(
  'the production sheet opens on the day its address names, and a new day goes into the address',
  { timeout: 2 * BACK_OFFICE_LOAD_MS },
  async () => {
    const { calls } = stubApi({
      'GET /clients/auth/profile': () => json({ ...USER, isStaff: true }),
      'GET /admin/session': () =>
        json({ id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }),
      'GET /admin/production-sheet': (request) => json(sheetFor(request)),
    })
    renderApp('/admin/production?date=2027-01-15')
    expect(
      await screen.findByRole(
        'heading',
        { name: 'To bake for 15.01.2027' },
        { timeout: BACK_OFFICE_LOAD_MS },
      ),
    ).toBeTruthy()
    const askedDays = () =>
      calls
        .filter((call) => call.url.pathname.endsWith('/admin/production-sheet'))
        .map((call) => call.url.searchParams.get('date'))
    await waitFor(() => expect(askedDays()).toEqual(['2027-01-15']))

    fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: '2027-01-16' } })
    await screen.findByRole('heading', { name: 'To bake for 16.01.2027' })
    await waitFor(() =>
      expect(screen.getByTestId('location').dataset.search).toBe('?date=2027-01-16'),
    )
    await waitFor(() => expect(askedDays()).toEqual(['2027-01-15', '2027-01-16']))
  },
)
