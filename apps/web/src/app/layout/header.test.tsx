import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import { useAuthModalStore } from '@/features/auth/stores/auth-modal-store'
import { useCartStore } from '@/features/cart/stores/cart-store'
import { makeCartLine } from '@/test/fixtures'
import { mockApi, renderApp } from '@/test/render-app'

beforeEach(() => {
  useCartStore.setState({ cart: EMPTY_CART })
  useAuthModalStore.setState({ tab: 'close' })
})

test('the header links to every regular section from the API, then Contacts', async () => {
  mockApi()
  renderApp('/')

  const nav = await screen.findByRole('navigation', { name: 'Main' })
  await within(nav).findByRole('link', { name: 'Cakes' })
  const links = within(nav).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual([
    'Cakes',
    'Cupcakes',
    'Custom Made',
    'Contacts',
  ])
  expect(within(nav).getByRole('link', { name: 'Cakes' }).getAttribute('href')).toBe(
    '/sections/s-cakes',
  )
})

test('the tread section is not a navigation link', async () => {
  mockApi()
  renderApp('/')

  const nav = await screen.findByRole('navigation', { name: 'Main' })
  await within(nav).findByRole('link', { name: 'Cakes' })
  expect(within(nav).queryByRole('link', { name: 'Special Offer' })).toBeNull()
})

test('the cart icon names and shows the number of products in the cart', async () => {
  mockApi()
  useCartStore.setState({
    cart: { products: [makeCartLine('p-cake', 'a'), makeCartLine('p-cup', 'b')], flowLink: '' },
  })
  renderApp('/')

  const cart = await screen.findByRole('link', { name: 'Cart, 2 products' })
  expect(cart.getAttribute('href')).toBe('/cart')
  expect(within(cart).getByText('2')).toBeTruthy()
})

test('an empty cart is announced as zero products and shows no badge', async () => {
  mockApi()
  renderApp('/')

  const cart = await screen.findByRole('link', { name: 'Cart, 0 products' })
  expect(within(cart).queryByTestId('cart-badge')).toBeNull()
})

test('cart lines of products no longer in the catalogue are dropped when sections load', async () => {
  mockApi()
  useCartStore.setState({
    cart: {
      products: [makeCartLine('p-cake', 'a'), makeCartLine('p-withdrawn', 'b')],
      flowLink: '',
    },
  })
  renderApp('/')

  await screen.findByRole('link', { name: 'Cart, 1 product' })
  expect(useCartStore.getState().cart.products.map((line) => line.productId)).toEqual(['p-cake'])
})

test('the profile icon opens the login modal for a visitor', async () => {
  mockApi()
  renderApp('/')

  fireEvent.click(await screen.findByRole('button', { name: 'Profile' }))
  // The modal's code is fetched on the first open, which can take a moment on a busy machine.
  expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 15_000 })).toBeTruthy()
})

test('the mobile menu lists sections, Contacts and the legal pages, and locks page scroll', async () => {
  mockApi()
  renderApp('/')

  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
  // The overlay's code loads on first use.
  const menu = await screen.findByRole('navigation', { name: 'Main menu' })
  await within(menu).findByRole('link', { name: 'Cakes' })
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Cakes',
    'Cupcakes',
    'Custom Made',
    'Contacts',
    'Privacy Policy',
    'Terms & Conditions',
  ])
  expect(document.body.style.overflow).toBe('hidden')
})

test('the mobile menu closes and unlocks scroll on route change', async () => {
  mockApi()
  renderApp('/')

  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
  // The overlay's code loads on first use.
  const menu = await screen.findByRole('navigation', { name: 'Main menu' })
  fireEvent.click(within(menu).getByRole('link', { name: 'Privacy Policy' }))

  // Navigation runs in a transition: the new location commits once the lazy page has loaded.
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/privacy_policy'))
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
    'false',
  )
  expect(document.body.style.overflow).toBe('')
})

test('the breadcrumbs band is hidden on the home page only', async () => {
  mockApi()
  const home = renderApp('/')
  await screen.findByRole('navigation', { name: 'Main' })
  expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull()
  home.unmount()

  renderApp('/privacy_policy')
  const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' })
  expect(within(crumbs).getByRole('link', { name: 'Home' })).toBeTruthy()
  expect(within(crumbs).getByText('Privacy Policy')).toBeTruthy()
})
