import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { UnpaidHoldAnswer } from '@sweet-art/domain/schemas/admin-holds'
import { json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

// The back office loads on demand; give its chunks time on a busy machine.
const SLOW = { timeout: 15_000 }

const ADMIN_SESSION = { id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }

const hold = (overrides: Partial<UnpaidHoldAnswer>): UnpaidHoldAnswer => ({
  orderId: '00000000-0000-4000-8000-0000004d2e7a',
  status: 'created',
  customer: 'Ada Lovelace',
  deliveryDate: '2027-04-02',
  units: 2,
  total: 45,
  waitsFor: 'payment',
  endsAt: '2027-03-27T12:00:00.000Z',
  ...overrides,
})

test('the Holds page lists what each unpaid order waits for and when its day goes back', async () => {
  stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'GET /admin/session': () => json(ADMIN_SESSION),
    'GET /admin/holds': () =>
      json([
        hold({}),
        hold({
          orderId: '00000000-0000-4000-8000-0000008b1c2d',
          waitsFor: 'bankTransfer',
          // London's midnight ending Wednesday 31 March 2027 (summer time).
          endsAt: '2027-03-31T23:00:00.000Z',
          units: 1,
        }),
        hold({
          orderId: '00000000-0000-4000-8000-0000009f0e1d',
          waitsFor: 'price',
          endsAt: null,
          total: null,
        }),
        hold({
          orderId: '00000000-0000-4000-8000-000000aa0e1d',
          status: 'current',
          waitsFor: 'baker',
          endsAt: null,
        }),
      ]),
  })
  renderApp('/admin/holds')

  const online = await screen.findByRole('row', { name: 'Order № 4D2E7A' }, SLOW)
  expect(within(online).getByText('Online payment')).toBeTruthy()
  expect(within(online).getByText('Released at 27.03.2027 12:00 unless paid')).toBeTruthy()
  expect(within(online).getByText('2 units')).toBeTruthy()
  expect(within(online).getByText('£ 45.00')).toBeTruthy()
  expect(within(online).getByRole('link', { name: '№ 4D2E7A' }).getAttribute('href')).toBe(
    '/admin/orders?q=4D2E7A',
  )

  const transfer = screen.getByRole('row', { name: 'Order № 8B1C2D' })
  expect(within(transfer).getByText('Bank transfer')).toBeTruthy()
  expect(within(transfer).getByText('Released at the end of 31.03.2027 unless paid')).toBeTruthy()
  expect(within(transfer).getByText('1 unit')).toBeTruthy()

  const request = screen.getByRole('row', { name: 'Order № 9F0E1D' })
  expect(within(request).getByText('Held until you price or cancel it')).toBeTruthy()
  expect(within(request).getByText('Price to set')).toBeTruthy()

  const movedOn = screen.getByRole('row', { name: 'Order № AA0E1D' })
  expect(within(movedOn).getByText('You: moved on unpaid')).toBeTruthy()
  expect(within(movedOn).getByText('Held until you decide')).toBeTruthy()
})

test('the Holds page says when no unpaid order holds a day', async () => {
  stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'GET /admin/session': () => json(ADMIN_SESSION),
    'GET /admin/holds': () => json([]),
  })
  renderApp('/admin/holds')
  expect(await screen.findByText('No unpaid order holds a day.', {}, SLOW)).toBeTruthy()
})
