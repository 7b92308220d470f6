import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AdminTransaction } from '@sweet-art/domain/schemas/admin-payments'
import { json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

const PAID_BY_CARD: AdminTransaction = {
  id: '00000000-0000-4000-8000-00000000a001',
  method: 'gocardless',
  status: 'paid',
  amount: 87.5,
  createdAt: '2026-11-20T10:00:00.000Z',
  reference: null,
  paidAt: '2026-11-20T10:05:00.000Z',
  paidBy: null,
  orderId: '00000000-0000-4000-8000-00000000b001',
  orderStatus: 'current',
  deliveryDate: '2026-11-24',
  clientId: null,
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' },
}
const PAID_IN_SANDBOX: AdminTransaction = {
  ...PAID_BY_CARD,
  id: '00000000-0000-4000-8000-00000000a002',
  orderId: '00000000-0000-4000-8000-00000000b002',
  method: 'sandbox',
}

// The back office loads on demand; give its chunks time on a busy machine.
const SLOW = { timeout: 15_000 }

test('a sandbox payment is marked as a test payment where no money moved, a real one is not', async () => {
  stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'GET /admin/session': () =>
      json({ id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }),
    'GET /admin/transactions': () => json([PAID_BY_CARD, PAID_IN_SANDBOX]),
  })
  renderApp('/admin/payments')

  const sandboxRow = await screen.findByRole('row', { name: 'Payment for order № 00B002' }, SLOW)
  expect(within(sandboxRow).getByText('Test payment: no money moved')).toBeTruthy()
  const cardRow = screen.getByRole('row', { name: 'Payment for order № 00B001' })
  expect(within(cardRow).queryByText(/no money moved/)).toBeNull()
}, 20_000)
