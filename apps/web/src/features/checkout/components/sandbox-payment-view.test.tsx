import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { SandboxPayment } from '@sweet-art/domain/schemas/payments'
import { apiError, json, stubApi } from '@/test/api-stub'
import { renderApp } from '@/test/render-app'

const PAYMENT: SandboxPayment = {
  id: 't-1',
  orderId: 'o-1',
  status: 'pending',
  amount: 87.5,
  products: [
    {
      id: 'l-1',
      productId: 'p-cake',
      name: 'Lemon Cake',
      sectionName: 'Cakes',
      quantity: '1',
      cost: 60,
      sale: '',
      options: [],
      allergens: [],
    },
  ],
}

// The payment page loads on demand; give its chunk time on a busy machine.
const SLOW = { timeout: 15_000 }

test('a pending test payment is clearly marked and paying it goes where the answer says', async () => {
  const { calls } = stubApi({
    'GET /payments/sandbox/t-1': () => json(PAYMENT),
    'POST /payments/sandbox/t-1/pay': () => json({ returnUrl: '/cart/isPaid' }),
  })
  renderApp('/payment/t-1')

  const pay = await screen.findByRole('button', { name: 'Pay £ 87.50' }, SLOW)
  expect(screen.getByRole('note').textContent).toMatch(/^Test payment: no money moves\./)
  expect(screen.getByRole('cell', { name: 'Lemon Cake' })).toBeTruthy()
  expect(screen.getByRole('row', { name: 'Delivery and charges £ 27.50' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()

  fireEvent.click(pay)
  expect(await screen.findByRole('dialog', { name: 'Thanks for your order' }, SLOW)).toBeTruthy()
  expect(screen.getByTestId('location').textContent).toBe('/cart')
  expect(calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/pay'))).toBe(
    true,
  )
})

test('cancelling a test payment returns to the cart', async () => {
  stubApi({
    'GET /payments/sandbox/t-1': () => json(PAYMENT),
    'POST /payments/sandbox/t-1/cancel': () => json({ returnUrl: '/cart' }),
  })
  renderApp('/payment/t-1')

  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW))
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cart'))
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('a payment that is no longer pending shows its status and a way back', async () => {
  stubApi({ 'GET /payments/sandbox/t-1': () => json({ ...PAYMENT, status: 'paid' }) })
  renderApp('/payment/t-1')

  expect(await screen.findByText('This payment is paid.', {}, SLOW)).toBeTruthy()
  expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/cart')
})

test('an unknown payment says it cannot be found', async () => {
  stubApi({ 'GET /payments/sandbox/nope': () => apiError(404, 'Payment not found', 'NOT_FOUND') })
  renderApp('/payment/nope')

  expect(await screen.findByText(/We could not find this payment/, {}, SLOW)).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy()
})

test('the payment page names the order by its one number, in the heading, the table and the breadcrumbs', async () => {
  const orderId = '4f1c2d3e-aaaa-bbbb-cccc-1234567890ab'
  const transactionId = 'a7b99bb6-0000-4000-8000-000000842c7b'
  stubApi({
    [`GET /payments/sandbox/${transactionId}`]: () =>
      json({ ...PAYMENT, id: transactionId, orderId }),
  })
  renderApp(`/payment/${transactionId}`)

  expect(
    await screen.findByRole('heading', { name: 'Payment for order № 7890AB' }, SLOW),
  ).toBeTruthy()
  expect(screen.getByRole('table', { name: 'Order № 7890AB' })).toBeTruthy()
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
  expect(crumbs.textContent).toBe('Home/Payment/Order № 7890AB')
  expect(screen.getByRole('main').textContent).not.toMatch(/a7b99bb6|4f1c2d3e/i)
})
