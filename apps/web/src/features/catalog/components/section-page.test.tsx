import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makeProduct, makeSection } from '@/test/fixtures'
import { mockApi, renderApp } from '@/test/render-app'

const sections = [
  makeSection({
    id: 's-cakes',
    title: 'Cakes',
    description: 'Layer cakes baked to order.',
    order: 0,
    products: ['a', 'b', 'c'].map((id) =>
      makeProduct({ id: `cake-${id}`, sectionId: 's-cakes', title: `Cake ${id}` }),
    ),
  }),
  makeSection({
    id: 's-pops',
    title: 'Cake Pops',
    order: 1,
    products: ['a', 'b', 'c'].map((id) =>
      makeProduct({ id: `pop-${id}`, sectionId: 's-pops', title: `Pop ${id}` }),
    ),
  }),
]

test('a section page lists its products as cards and four best sellers', async () => {
  mockApi({ sections })
  renderApp('/sections/s-cakes')

  expect(await screen.findByRole('heading', { level: 1, name: 'Cakes' })).toBeTruthy()
  expect(screen.getByText('Layer cakes baked to order.')).toBeTruthy()

  const list = screen.getByRole('list', { name: 'Cakes products' })
  const cards = within(list).getAllByRole('article')
  expect(cards).toHaveLength(3)
  const first = within(list).getByRole('article', { name: 'Cake a' })
  expect(within(first).getByText('£ 60.00 per cake')).toBeTruthy()
  expect(within(first).getByText('A lovely thing.')).toBeTruthy()
  // The card's words stay "Learn More"; its name tells a crawler and a screen reader where it goes.
  const learnMore = within(first).getByRole('link', { name: 'Learn More about Cake a' })
  expect(learnMore.getAttribute('href')).toBe('/sections/s-cakes/cake-a')
  expect(learnMore.textContent).toBe('Learn More about Cake a')
  expect(learnMore.querySelector('.visually-hidden')?.textContent).toBe('about Cake a')

  const bestSellers = screen.getByRole('region', { name: 'Our Best Sellers' })
  expect(
    within(bestSellers)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Cake a', 'Cake b', 'Pop a', 'Pop b'])
  await screen.findByRole('heading', { level: 1, name: 'Cakes' })
  expect(document.title).toBe('Cakes · Sweet Art')
})

test('only the first photo is fetched at high priority; the first row loads at once, the rest near the view', async () => {
  const cakes = makeSection({
    id: 's-cakes',
    title: 'Cakes',
    order: 0,
    products: ['a', 'b', 'c', 'd'].map((id) =>
      makeProduct({ id: `cake-${id}`, sectionId: 's-cakes', title: `Cake ${id}` }),
    ),
  })
  mockApi({ sections: [cakes] })
  renderApp('/sections/s-cakes')

  const list = await screen.findByRole('list', { name: 'Cakes products' })
  const photos = within(list)
    .getAllByRole('article')
    .map((card) => card.querySelector('img'))
  expect(
    photos.map((photo) => [photo?.getAttribute('loading'), photo?.getAttribute('fetchpriority')]),
  ).toEqual([
    ['eager', 'high'],
    ['eager', null],
    ['eager', null],
    ['lazy', null],
  ])
})
