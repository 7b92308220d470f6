import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import type { Product, Section } from '@sweet-art/domain/schemas/catalog'
import { json, stubApi } from '@/test/api-stub'
import { makeProduct, makeSection } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { CHECKOUT_SECTIONS, fillCart, line } from '@/test/checkout-fixtures'
import { useCartStore } from '../stores/cart-store'

// The checkout's catalogue, with its name cookies sold by the box in colours, and a box of
// cupcakes priced by quantity rows (docs/product.md › Product prices).
const NAME_COOKIES_BY_THE_BOX: Partial<Product> = {
  price: {
    type: 'variants',
    value: null,
    text: '',
    currency: '£',
    unit: '',
    intervals: [],
    variants: [{ cost: 4, unit: 'box of 12' }],
  },
  variants: [{ id: 'v-pink', title: 'Soft pink', photo: [], allergens: [] }],
}
const CUPCAKE_BOX = makeProduct({
  id: 'p-box',
  sectionId: 's-cupcakes',
  title: 'Cupcake Box',
  minimalQuantity: 6,
  price: {
    type: 'interval',
    value: null,
    text: '',
    currency: '£',
    unit: 'cupcake',
    intervals: [
      { from: 6, to: 11, cost: 4.5 },
      { from: 12, to: 48, cost: 4 },
    ],
    variants: [],
  },
})
const CART_SECTIONS: Section[] = [
  ...CHECKOUT_SECTIONS.map((section) => ({
    ...section,
    products: section.products.map((product) =>
      product.id === 'p-cookies' ? { ...product, ...NAME_COOKIES_BY_THE_BOX } : product,
    ),
  })),
  makeSection({ id: 's-cupcakes', title: 'Cupcakes', products: [CUPCAKE_BOX] }),
]

beforeEach(() => {
  useCartStore.setState({ cart: EMPTY_CART })
  stubApi({ 'GET /products-sections/client': () => json(CART_SECTIONS) })
})

/** A line of the cupcake box, as its product page adds it at `quantity`. */
function cupcakeLine(quantity: string, cost: number | null) {
  return line('p-box', {
    sectionId: 's-cupcakes',
    sectionName: 'Cupcakes',
    name: 'Cupcake Box',
    quantity,
    cost,
  })
}

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

test('a line priced by quantity costs the row of its quantity, and follows the rows as the quantity changes', async () => {
  fillCart(cupcakeLine('11', 4.5))
  renderApp('/cart')
  const box = await findLine('Cupcake Box')
  expect(within(box).getByText('£ 49.50')).toBeTruthy()
  // The product's price comes with the catalogue, which loads after the saved cart.
  await within(box).findByText('Minimum order quantity 6')

  fireEvent.click(within(box).getByRole('button', { name: 'Increase quantity' }))
  expect(within(box).getByText('£ 48.00')).toBeTruthy()
  expect(within(box).getByText('£ 4.00 each')).toBeTruthy()
  fireEvent.click(within(box).getByRole('button', { name: 'Decrease quantity' }))
  expect(within(box).getByText('£ 49.50')).toBeTruthy()
  expect(useCartStore.getState().cart.products[0]).toMatchObject({ quantity: '11', cost: 4.5 })
})

test('a saved line priced by quantity that was kept without a price is priced once the catalogue loads, and is paid at once', async () => {
  fillCart(cupcakeLine('12', null), line('p-cake'))
  renderApp('/cart')
  const box = await findLine('Cupcake Box')
  expect(await within(box).findByText('£ 48.00')).toBeTruthy()
  expect((await screen.findByText('Cart total')).parentElement?.textContent).toContain('£ 108.00')
  const form = await screen.findByRole('form', { name: 'Checkout' })
  expect(within(form).getByRole('button', { name: 'Pay' })).toBeTruthy()
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
