import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import { json, stubApi } from '@/test/api-stub'
import { renderApp } from '@/test/render-app'
import { storeCart, storedCart } from '@/test/cart'
import { CHECKOUT_SECTIONS, line } from '@/test/checkout-fixtures'

beforeEach(() => {
  storeCart(EMPTY_CART)
  stubApi({ 'GET /products-sections/client': () => json(CHECKOUT_SECTIONS) })
})

test('coming back paid on /cart/isPaid clears the cart, goes to /cart and thanks the customer', async () => {
  storeCart({ products: [line('p-cake')], flowLink: '/payment/t-1' })
  renderApp('/cart/isPaid')

  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Thanks for your order' },
    { timeout: 15_000 },
  )
  expect(screen.getByTestId('location').textContent).toBe('/cart')
  expect(storedCart()).toEqual(EMPTY_CART)
  expect(screen.getByText('Cart is empty')).toBeTruthy()

  expect(dialog.textContent).toContain('Monday to Friday, 10AM to 6PM')
  expect(dialog.textContent).toContain(
    'after 12PM on Friday or at the weekend are handled on Monday',
  )
  expect(dialog.textContent).toContain('do not submit a second order for an ongoing event enquiry')
  expect(within(dialog).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toMatch(
    /^https:\/\//,
  )
  expect(within(dialog).getByRole('link', { name: 'Facebook' })).toBeTruthy()

  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(screen.getByTestId('location').textContent).toBe('/cart')
})

test('an ordinary visit to the cart does not thank anyone or touch the cart', async () => {
  storeCart({ products: [line('p-cake')], flowLink: '' })
  renderApp('/cart')
  await screen.findByRole('form', { name: 'Checkout' }, { timeout: 15_000 })
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(storedCart().products).toHaveLength(1)
})

test('coming back from paying, the thanks name the order by its number and say what was paid', async () => {
  const paymentId = 'a7b99bb6-0000-4000-8000-000000842c7b'
  stubApi({
    'GET /products-sections/client': () => json(CHECKOUT_SECTIONS),
    [`GET /payments/receipts/${paymentId}`]: () =>
      json({ orderId: '4f1c2d3e-aaaa-bbbb-cccc-1234567890ab', amount: 87.5, status: 'paid' }),
  })
  storeCart({ products: [line('p-cake')], flowLink: '/payment/x' })
  renderApp(`/cart/isPaid?payment=${paymentId}`)

  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Thanks for your order' },
    { timeout: 15_000 },
  )
  await waitFor(() => expect(dialog.textContent).toContain('Order number№ 7890AB'), {
    timeout: 15_000,
  })
  expect(dialog.textContent).toContain('Paid£ 87.50')
  expect(screen.getByTestId('location').textContent).toBe('/cart')
})
