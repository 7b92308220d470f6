import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import { json, stubApi } from '@/test/api-stub'
import { renderApp } from '@/test/render-app'
import { CHECKOUT_SECTIONS, fillCart, line } from '@/test/checkout-fixtures'
import { useCartStore } from '../stores/cart-store'

beforeEach(() => {
  useCartStore.setState({ cart: EMPTY_CART })
  stubApi({ 'GET /products-sections/client': () => json(CHECKOUT_SECTIONS) })
})

// The cart page loads on demand; give its chunk time on a busy machine.
function findLine(name: string) {
  return screen.findByRole('article', { name }, { timeout: 15_000 })
}

test('an empty cart says Cart is empty and offers no checkout', async () => {
  renderApp('/cart')
  expect(await screen.findByText('Cart is empty', {}, { timeout: 15_000 })).toBeTruthy()
  expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull()
})

test('a line shows its options, its price and a stepper that stops at the minimum', async () => {
  fillCart(
    line('p-cookies', {
      options: [
        { title: 'priceVariant', value: 'box of 12' },
        { title: 'variants', value: 'Soft pink' },
      ],
      cost: 4,
    }),
  )
  renderApp('/cart')
  const cookies = await findLine('Name Cookies')

  expect(within(cookies).getByText('box of 12')).toBeTruthy()
  expect(within(cookies).getByText('Soft pink')).toBeTruthy()
  expect(within(cookies).getByText('£ 48.00')).toBeTruthy()
  // The minimum comes from the catalogue, which loads after the saved cart.
  expect(await within(cookies).findByText('Minimum order quantity 12')).toBeTruthy()

  fireEvent.click(within(cookies).getByRole('button', { name: 'Decrease quantity' }))
  expect(within(cookies).getByLabelText<HTMLInputElement>('Quantity').value).toBe('12')
  fireEvent.click(within(cookies).getByRole('button', { name: 'Increase quantity' }))
  expect(within(cookies).getByLabelText<HTMLInputElement>('Quantity').value).toBe('13')
  expect(within(cookies).getByText('£ 52.00')).toBeTruthy()
  expect(useCartStore.getState().cart.products[0]?.quantity).toBe('13')
})

test('a line without a price reads Awaiting', async () => {
  fillCart(line('p-bespoke'))
  renderApp('/cart')
  expect(within(await findLine('Bespoke Cake')).getByText('Awaiting')).toBeTruthy()
})

test('the cart total shows only for more than one line, all priced', async () => {
  fillCart(line('p-cake'))
  renderApp('/cart')
  await findLine('Lemon Cake')
  expect(screen.queryByText('Cart total')).toBeNull()

  fillCart(line('p-cake'), line('p-cookies', { cost: 4 }))
  const total = (await screen.findByText('Cart total')).parentElement
  expect(total?.textContent).toContain('£ 108.00')

  fillCart(line('p-cake'), line('p-bespoke'))
  expect((await screen.findByText('Cart total')).parentElement?.textContent).toContain(
    'Price on request',
  )
})

test('removing a line takes it out of the cart', async () => {
  fillCart(line('p-cake'), line('p-bespoke'))
  renderApp('/cart')
  fireEvent.click(
    within(await findLine('Lemon Cake')).getByRole('button', { name: 'Remove Lemon Cake' }),
  )
  expect(screen.queryByRole('article', { name: 'Lemon Cake' })).toBeNull()
  expect(useCartStore.getState().cart.products.map((entry) => entry.productId)).toEqual([
    'p-bespoke',
  ])
})

test('each line says what it contains with its chosen filling, in the cart and the checkout summary', async () => {
  const [cakes, ...others] = CHECKOUT_SECTIONS
  if (!cakes) throw new Error('the checkout catalogue starts with its cakes')
  const lemonCake = {
    ...cakes.products[0],
    allergens: ['gluten', 'eggs', 'milk'],
    filings: [
      {
        id: 'f-praline',
        title: 'Praline',
        photo: [],
        structure: [],
        ingredients: 'Hazelnuts.',
        allergens: ['treeNuts'],
      },
    ],
  }
  stubApi({
    'GET /products-sections/client': () =>
      json([{ ...cakes, products: [lemonCake, ...cakes.products.slice(1)] }, ...others]),
  })
  fillCart(line('p-cake', { options: [{ title: 'filings', value: 'Praline' }] }), line('p-bespoke'))
  renderApp('/cart')

  const contains = 'Contains: Cereals containing gluten, Eggs, Milk, Tree nuts'
  const cake = await findLine('Lemon Cake')
  // The product's allergens come from the catalogue, which loads after the saved cart.
  await waitFor(() => expect(cake.textContent).toContain(contains))
  // A product that declares nothing says nothing, rather than an empty "Contains".
  expect(within(await findLine('Bespoke Cake')).queryByText(/Contains/)).toBeNull()

  const summary = await screen.findByRole('list', { name: 'Allergens in your order' })
  expect(within(summary).getAllByRole('listitem')).toHaveLength(1)
  expect(summary.textContent).toBe(`Lemon Cake${contains}`)
})
