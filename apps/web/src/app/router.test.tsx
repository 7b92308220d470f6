import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { USER } from '@/test/fixtures'
import { mockApi, renderApp } from '@/test/render-app'

test('an unknown path redirects to the home page', async () => {
  mockApi()
  renderApp('/no/such/page')

  expect(await screen.findByRole('heading', { level: 1, name: /brought to life/ })).toBeTruthy()
  expect(screen.getByTestId('location').textContent).toBe('/')
})

test('/account redirects to /account/orders', async () => {
  mockApi({ user: USER })
  renderApp('/account')

  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy()
  expect(screen.getByTestId('location').textContent).toBe('/account/orders')
})

test('a section link written without its leading slash still opens the section', async () => {
  mockApi()
  // `sections/s-cakes` followed from /about resolves to /about/sections/s-cakes.
  renderApp('/about/sections/s-cakes')

  expect(await screen.findByRole('heading', { level: 1, name: 'Cakes' })).toBeTruthy()
  expect(screen.getByTestId('location').textContent).toBe('/sections/s-cakes')
})

test('a product page shows the product from the catalogue', async () => {
  mockApi()
  renderApp('/sections/s-cakes/p-cake')

  expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Cake' })).toBeTruthy()
})

test('an unknown section goes to the home page', async () => {
  mockApi()
  renderApp('/sections/no-such-section')

  expect(await screen.findByRole('heading', { level: 1, name: /brought to life/ })).toBeTruthy()
  expect(screen.getByTestId('location').textContent).toBe('/')
})

test.each([
  ['/about', 'About Us'],
  ['/contacts', 'Contacts'],
  ['/f_a_q', 'FAQ'],
  ['/price', 'Prices'],
  ['/privacy_policy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
  ['/delivery', 'Delivery'],
  ['/custom_made', 'Custom Made'],
  ['/shop/tasting_box', 'Tasting Box'],
  ['/sections/s-cupcakes', 'Cupcakes'],
  // /cart/isPaid moves on to /cart; the thank-you modal's test covers it.
  ['/cart', 'Cart'],
  ['/payment/abc', 'Payment'],
])('%s shows its page titled %s', async (path, title) => {
  mockApi()
  renderApp(path)

  // The pages load on demand; the cart's chunk brings the checkout form, its zod schemas and zod.
  expect(
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 }),
  ).toBeTruthy()
  expect(screen.getByTestId('location').textContent).toBe(path)
})

test.each([
  ['/account/profile', 'Profile'],
  ['/account/orders', 'Orders'],
  // Reached without an order id in its navigation state, the order page says so
  // (docs/product.md › Account area).
  ['/account/order', 'Order not found'],
  ['/account/transactions', 'Transactions'],
])('for a signed-in client %s shows its page titled %s', async (path, title) => {
  mockApi({ user: USER })
  renderApp(path)

  // The account pages load on demand; the profile's date picker makes its chunk the largest.
  expect(
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 }),
  ).toBeTruthy()
  expect(screen.getByTestId('location').textContent).toBe(path)
})

test.each([
  '/account',
  '/account/profile',
  '/account/orders',
  '/account/order',
  '/account/transactions',
])('without a session %s goes to the home page', async (path) => {
  mockApi()
  renderApp(path)

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), {
    timeout: 15_000,
  })
})
