import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test, vi } from 'vitest'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { makeProduct, makeSection } from '@/test/fixtures'
import { OurProducts } from './our-products'
import { SpecialOffer } from './special-offer'

function useMobileLayout(isMobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: isMobile && query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
}

function sectionWith(id: string, title: string, order: number, productCount: number): Section {
  return makeSection({
    id,
    title,
    order,
    products: Array.from({ length: productCount }, (_, index) =>
      makeProduct({
        id: `${id}-p${String(index)}`,
        sectionId: id,
        title: `${title} ${String(index)}`,
      }),
    ),
  })
}

const regular = [
  sectionWith('s-cakes', 'Cakes', 0, 5),
  sectionWith('s-cupcakes', 'Cupcakes', 1, 4),
  sectionWith('s-pops', 'Cake Pops', 2, 3),
]

test('desktop: the first two sections, three photos each, tile placed by order parity', () => {
  useMobileLayout(false)
  render(<OurProducts regular={regular} />, { wrapper: MemoryRouter })

  expect(screen.getByRole('heading', { level: 2, name: 'Our products' })).toBeTruthy()
  const cakes = screen.getByRole('article', { name: 'Cakes' })
  const cupcakes = screen.getByRole('article', { name: 'Cupcakes' })
  expect(screen.queryByRole('article', { name: 'Cake Pops' })).toBeNull()

  expect(within(cakes).getAllByRole('link', { name: /^Cakes \d$/ })).toHaveLength(3)
  expect(cakes.querySelector('[data-tile]')?.getAttribute('data-tile')).toBe('left')
  expect(cupcakes.querySelector('[data-tile]')?.getAttribute('data-tile')).toBe('first')
  const seeAll = within(cakes).getByRole('link', { name: /See all Categories/ })
  expect(seeAll.getAttribute('href')).toBe('/sections/s-cakes')
})

test('mobile: each section is a carousel of all its products', () => {
  useMobileLayout(true)
  render(<OurProducts regular={regular} />, { wrapper: MemoryRouter })

  const carousel = screen.getByRole('region', { name: 'Cakes: all products' })
  expect(within(carousel).getAllByRole('group')).toHaveLength(5)
  expect(within(carousel).getByRole('link', { name: /Cakes 4/ })).toBeTruthy()
})

test('Special Offer is not shown when the tread section has no products', () => {
  useMobileLayout(false)
  const { container } = render(
    <SpecialOffer
      treads={[makeSection({ id: 's-offer', title: 'Special Offer', isTreads: true })]}
      onAddToCart={vi.fn()}
    />,
    { wrapper: MemoryRouter },
  )
  expect(container.innerHTML).toBe('')
})

test('Special Offer shows each offer with tread title, price and an Add to cart button', () => {
  useMobileLayout(false)
  const offer = makeProduct({
    id: 'p-bundle',
    sectionId: 's-offer',
    title: 'Birthday Party Bundle',
    treadTitle: 'Birthday cake and 12 cupcakes for £99',
    description: 'Everything for the party.',
  })
  const onAddToCart = vi.fn()
  render(
    <SpecialOffer
      treads={[
        makeSection({ id: 's-offer', title: 'Special Offer', isTreads: true, products: [offer] }),
      ]}
      onAddToCart={onAddToCart}
    />,
    { wrapper: MemoryRouter },
  )

  const card = screen.getByRole('article', { name: 'Birthday Party Bundle' })
  expect(
    within(card).getByRole('heading', { name: 'Birthday cake and 12 cupcakes for £99' }),
  ).toBeTruthy()
  expect(within(card).getByText('Everything for the party.')).toBeTruthy()
  expect(within(card).getByText('£ 60.00 per cake')).toBeTruthy()
  fireEvent.click(within(card).getByRole('button', { name: 'Add to cart' }))
  expect(onAddToCart).toHaveBeenCalledWith(
    offer,
    expect.objectContaining({ quantity: 1, options: [] }),
    'Special Offer',
  )
})
