import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test, vi } from 'vitest'
import { ALLERGEN_NOTICE } from '@sweet-art/domain/constants'
import { ALLERGENS_SO_FAR_NOTE, type Allergen } from '@sweet-art/domain/allergens'
import { INGREDIENTS_PLACEHOLDER } from '@sweet-art/domain/product-config'
import type { Filling, Product } from '@sweet-art/domain/schemas/catalog'
import { makeProduct, makeSection } from '@/test/fixtures'
import { ProductView } from './product-view'

function filling(title: string, ingredients: string, allergens: Allergen[] = []): Filling {
  return {
    id: title,
    title,
    photo: [{ path: 'images/catalog', name: `${title}.webp` }],
    structure: [`${title} sponge`, `${title} cream`],
    ingredients,
    allergens,
  }
}

const cake = makeProduct({
  id: 'p-cake',
  sectionId: 's-cakes',
  title: 'Truffle Cake',
  photo: [
    { path: 'images/catalog', name: 'truffle-1.webp' },
    { path: 'images/catalog', name: 'truffle-2.webp' },
  ],
  price: {
    type: 'variants',
    value: null,
    text: '',
    currency: '£',
    unit: '',
    intervals: [],
    variants: [
      { cost: 65, unit: '8 inch' },
      { cost: 75, unit: '9 inch' },
    ],
  },
  extraFilings: {
    sectionTitle: 'Sponge cake-filling',
    filings: [
      filling('Biscoff', 'Biscoff biscuits.', ['gluten', 'soya']),
      filling('Red Velvet', 'Cocoa.', ['milk']),
    ],
  },
  filings: [filling('Jam', 'Strawberries.')],
  collections: [{ id: 'c1', title: 'Lemon', ingredients: 'Lemons.', allergens: [] }],
  variants: [
    { id: 'v1', title: 'Gold leaf', photo: [], allergens: [] },
    { id: 'v2', title: 'Praline crunch', photo: [], allergens: ['treeNuts'] },
  ],
  allergens: ['gluten', 'eggs', 'milk'],
  storage: 'Keep chilled.',
})
const section = makeSection({ id: 's-cakes', title: 'Cakes', products: [cake] })

function renderProduct(product: Product = cake, onAddToCart = vi.fn()) {
  render(
    <MemoryRouter>
      <ProductView product={product} section={section} onAddToCart={onAddToCart} />
    </MemoryRouter>,
  )
  return onAddToCart
}

function openIngredients(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Ingredients' }))
  return screen.getByRole('region', { name: 'Ingredients' })
}

test('shows title, the variant buttons with the first pressed, and the total for it', () => {
  renderProduct()
  expect(screen.getByRole('heading', { level: 1, name: 'Truffle Cake' })).toBeTruthy()
  const first = screen.getByRole('button', { name: '£ 65.00 / 8 inch' })
  expect(first.getAttribute('aria-pressed')).toBe('true')
  expect(screen.getByText('£ 65.00')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: '£ 75.00 / 9 inch' }))
  expect(first.getAttribute('aria-pressed')).toBe('false')
  expect(screen.getByText('£ 75.00')).toBeTruthy()
})

test('ingredients follow the last chosen option and return to the placeholder when it is un-chosen', () => {
  renderProduct()
  const panel = openIngredients()
  expect(panel.textContent).toBe(INGREDIENTS_PLACEHOLDER)

  fireEvent.click(screen.getByRole('button', { name: /^Jam/ }))
  expect(panel.textContent).toBe('Strawberries.')
  fireEvent.click(screen.getByRole('button', { name: 'Lemon' }))
  expect(panel.textContent).toBe('Lemons.')
  fireEvent.click(screen.getByRole('button', { name: 'Lemon' }))
  expect(panel.textContent).toBe(INGREDIENTS_PLACEHOLDER)
})

test('choosing a sponge collapses the list behind a summary that reopens it', () => {
  renderProduct()
  const picker = screen.getByRole('region', { name: 'Sponge cake-filling' })
  fireEvent.click(within(picker).getByRole('button', { name: /^Biscoff/ }))

  expect(within(picker).queryByRole('button', { name: /^Red Velvet/ })).toBeNull()
  const summary = within(picker).getByRole('button', { name: /Biscoff.*Change/ })
  expect(summary.getAttribute('aria-expanded')).toBe('false')
  fireEvent.click(summary)
  expect(within(picker).getByRole('button', { name: /^Red Velvet/ })).toBeTruthy()
  expect(openIngredients().textContent).toBe('Biscoff biscuits.')
})

test('the Add to cart button hands over the configured choice', () => {
  const onAddToCart = renderProduct()
  fireEvent.click(screen.getByRole('button', { name: /^Jam/ }))
  fireEvent.click(screen.getByRole('button', { name: /Gold leaf/ }))
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))

  expect(onAddToCart).toHaveBeenCalledWith(
    cake,
    expect.objectContaining({
      quantity: 1,
      options: [
        { title: 'priceVariant', value: '8 inch' },
        { title: 'filings', value: 'Jam' },
        { title: 'variants', value: 'Gold leaf' },
      ],
    }),
    'Cakes',
  )
})

test('quantity starts at the minimum, which is announced, and minus does nothing there', () => {
  renderProduct(makeProduct({ id: 'p-pops', sectionId: 's-cakes', minimalQuantity: 12 }))
  expect(screen.getByText('Minimum order quantity 12')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
  expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('12')
  expect(screen.getByText('£ 720.00')).toBeTruthy()
})

test('an interval price opens a list of its rows', () => {
  renderProduct(
    makeProduct({
      id: 'p-box',
      sectionId: 's-cakes',
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
    }),
  )
  const toggle = screen.getByRole('button', { name: 'From £ 4.00 per cupcake' })
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(screen.getByText('From 6 To 11 - £ 4.50 per cupcake')).toBeTruthy()
  expect(screen.getByText('From 12 To 48 - £ 4.00 per cupcake')).toBeTruthy()
})

test('a price by quantity totals the row of the quantity chosen, and hands over that row’s price', () => {
  const box = makeProduct({
    id: 'p-box',
    sectionId: 's-cakes',
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
  const onAddToCart = renderProduct(box)
  expect(screen.getByText('£ 27.00')).toBeTruthy()
  const more = screen.getByRole('button', { name: 'Increase quantity' })
  for (let quantity = 6; quantity < 12; quantity += 1) fireEvent.click(more)
  expect(screen.getByText('£ 48.00')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))

  expect(onAddToCart).toHaveBeenCalledWith(
    box,
    { options: [], quantity: 12, unitCost: 400 },
    'Cakes',
  )
})

test('a price on request shows its text and no total', () => {
  renderProduct(
    makeProduct({
      id: 'p-custom',
      sectionId: 's-cakes',
      price: {
        type: 'custom',
        value: null,
        text: 'Price on request after consultation',
        currency: '£',
        unit: '',
        intervals: [],
        variants: [],
      },
    }),
  )
  expect(screen.getByText('Price on request after consultation')).toBeTruthy()
  expect(screen.queryByText('Total')).toBeNull()
})

test('a product without options shows its own ingredients; allergens and delivery have their texts', () => {
  renderProduct(makeProduct({ id: 'p-plain', sectionId: 's-cakes', ingredients: 'Flour, sugar.' }))
  expect(openIngredients().textContent).toBe('Flour, sugar.')
  fireEvent.click(screen.getByRole('button', { name: 'Allergens Present' }))
  expect(screen.getByRole('region', { name: 'Allergens Present' }).textContent).toBe(
    ALLERGEN_NOTICE,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Delivery Information' }))
  const link = screen.getByRole('link', { name: /Learn more/ })
  expect(link.getAttribute('href')).toBe('/delivery')
})

function openAllergens(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Allergens Present' }))
  return screen.getByRole('region', { name: 'Allergens Present' })
}

const boldIn = (panel: HTMLElement) =>
  Array.from(panel.querySelectorAll('strong'), (bold) => bold.textContent)

test('the allergen line follows the chosen options, in bold, beside the kitchen’s statement', () => {
  renderProduct()
  const panel = openAllergens()
  expect(panel.textContent).toContain('Contains: Cereals containing gluten, Eggs, Milk')
  expect(boldIn(panel)).toEqual(['Cereals containing gluten', 'Eggs', 'Milk'])
  expect(panel.textContent).toContain(ALLERGENS_SO_FAR_NOTE)
  expect(panel.textContent).toContain(ALLERGEN_NOTICE)

  fireEvent.click(screen.getByRole('button', { name: /^Biscoff/ }))
  expect(boldIn(panel)).toEqual(['Cereals containing gluten', 'Eggs', 'Soya', 'Milk'])
  fireEvent.click(screen.getByRole('button', { name: /Praline crunch/ }))
  expect(panel.textContent).toContain(
    'Contains: Cereals containing gluten, Eggs, Soya, Milk, Tree nuts',
  )
  // Every choice that could add an allergen is made: no more "may add".
  expect(panel.textContent).not.toContain(ALLERGENS_SO_FAR_NOTE)

  fireEvent.click(screen.getByRole('button', { name: /Gold leaf/ }))
  expect(boldIn(panel)).toEqual(['Cereals containing gluten', 'Eggs', 'Soya', 'Milk'])
  expect(panel.textContent).toContain(ALLERGEN_NOTICE)
})

test('a product declaring no allergens shows only the kitchen’s statement, never an empty “Contains”', () => {
  renderProduct(makeProduct({ id: 'p-quote', sectionId: 's-cakes', allergens: [] }))
  const panel = openAllergens()
  expect(panel.textContent).not.toContain('Contains')
  expect(panel.textContent).toBe(ALLERGEN_NOTICE)
})

test('pressing a thumbnail makes that photo the main one', () => {
  renderProduct()
  expect(screen.getByRole('img', { name: 'Truffle Cake, photo 1 of 2' })).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }))
  const main = screen.getByRole('img', { name: 'Truffle Cake, photo 2 of 2' })
  expect(main.getAttribute('src')).toBe('/api/images/catalog/truffle-2.webp')
})

test('a product that needs weeks of notice names its earliest delivery date; one without says nothing of it', () => {
  // Monday 2 March 2026, 10:00 in London.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:00Z') })
  try {
    renderProduct({ ...cake, title: 'Wedding Cake', leadTimeDays: 42 })
    expect(screen.getByText('The earliest date for Wedding Cake is 13 April 2026')).toBeTruthy()
    cleanup()

    renderProduct({ ...cake, leadTimeDays: null })
    expect(screen.queryByText(/The earliest date for/)).toBeNull()
  } finally {
    vi.useRealTimers()
  }
})
