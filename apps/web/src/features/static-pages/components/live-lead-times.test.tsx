import { act, screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { makeProduct, makeSection, SECTIONS } from '@/test/fixtures'
import { mockApi, renderApp, requestUrl } from '@/test/render-app'

// The notice the pages ask for must be the notice checkout applies: the lead times the baker sets
// on each product. A page asking weeks of a cake checkout offers for tomorrow turns customers
// away; one promising tomorrow for a product that needs weeks disappoints them at checkout.

/** Every page that speaks of notice, and whose lead times it quotes: the shop's or the bespoke designs'. */
const PAGES = [
  { path: '/', quotes: 'shop' },
  { path: '/about', quotes: 'shop' },
  { path: '/contacts', quotes: 'shop' },
  { path: '/terms', quotes: 'shop' },
  { path: '/delivery', quotes: 'shop' },
  { path: '/f_a_q', quotes: 'shop' },
  { path: '/price', quotes: 'customMade' },
  { path: '/custom_made', quotes: 'customMade' },
  { path: '/shop/tasting_box', quotes: 'customMade' },
] as const

/** The fixture's catalogue with 0 and 1 day's notice on two products: both mean tomorrow. */
const WITHOUT_LEAD_TIMES: Section[] = SECTIONS.map((section) => ({
  ...section,
  products: section.products.map((product, index) => ({ ...product, leadTimeDays: index })),
}))

function catalogueWith(weddingDays: number | null, dessertTableDays: number | null): Section[] {
  const [cakes, cupcakes, , offers] = SECTIONS as [Section, Section, Section, Section]
  const wedding = makeProduct({
    id: 'p-wedding',
    sectionId: 's-cakes',
    title: 'Wedding Cake',
    leadTimeDays: weddingDays,
  })
  // Off sale, its lead time asks nothing of anyone.
  const retired = makeProduct({
    id: 'p-retired',
    sectionId: 's-cakes',
    title: 'Croquembouche',
    leadTimeDays: 60,
    isActive: false,
  })
  const custom = makeSection({
    id: 's-custom',
    title: 'Custom Made',
    order: 3,
    products: [
      makeProduct({ id: 'p-bespoke', sectionId: 's-custom', title: 'Bespoke Cake' }),
      makeProduct({
        id: 'p-table',
        sectionId: 's-custom',
        title: 'Dessert Table',
        leadTimeDays: dessertTableDays,
      }),
    ],
  })
  return [{ ...cakes, products: [...cakes.products, wedding, retired] }, cupcakes, custom, offers]
}

async function mainText(): Promise<HTMLElement> {
  return screen.findByRole('main')
}

test.each(PAGES)('$path asks no weeks when no product has a lead time', async ({ path }) => {
  mockApi({ sections: WITHOUT_LEAD_TIMES })
  renderApp(path)
  const main = await mainText()
  await waitFor(() =>
    expect(main.textContent).toContain('Everything can be delivered from tomorrow.'),
  )
  expect(main.textContent).not.toMatch(/\bweeks?’|\bweeks\b/)
})

const SHOP_WORDS =
  'Most of our bakes can be delivered from tomorrow, but please allow 3 weeks’ notice for the Dessert Table and 6 weeks’ for the Wedding Cake.'
const CUSTOM_MADE_WORDS =
  'Some of our bakes can be delivered from tomorrow, but please allow 3 weeks’ notice for the Dessert Table.'

test.each(PAGES)('$path quotes the lead times the catalogue holds', async ({ path, quotes }) => {
  mockApi({ sections: catalogueWith(42, 21) })
  renderApp(path)
  const main = await mainText()
  const words = quotes === 'shop' ? SHOP_WORDS : CUSTOM_MADE_WORDS
  await waitFor(() => expect(main.textContent).toContain(words))
  expect(main.textContent).not.toContain('Croquembouche')
})

test.each(PAGES)('$path follows a lead time the baker changes', async ({ path, quotes }) => {
  mockApi({ sections: catalogueWith(42, 21) })
  const { queryClient } = renderApp(path)
  const main = await mainText()
  await waitFor(() => expect(main.textContent).toContain('3 weeks’ notice for the Dessert Table'))

  // The wedding cake now takes none, the dessert table ten days: the next check of the catalogue
  // brings them.
  mockApi({ sections: catalogueWith(null, 10) })
  await act(() => queryClient.refetchQueries())
  const words =
    quotes === 'shop'
      ? 'Most of our bakes can be delivered from tomorrow, but please allow 10 days’ notice for the Dessert Table.'
      : 'Some of our bakes can be delivered from tomorrow, but please allow 10 days’ notice for the Dessert Table.'
  await waitFor(() => expect(main.textContent).toContain(words))
  expect(main.textContent).not.toMatch(/\bweeks?’|\bweeks\b/)
})

test.each(PAGES.filter(({ path }) => path !== '/'))(
  '$path is drawn before the catalogue arrives, promising nothing it has not seen',
  async ({ path }) => {
    const api = mockApi()
    // The catalogue never answers; everything else does.
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      requestUrl(input).endsWith('/api/products-sections/client')
        ? new Promise<Response>(() => undefined)
        : api(input),
    )
    renderApp(path)
    await screen.findByRole('heading', { level: 1 })
    const main = await mainText()
    expect(main.textContent).toContain('Checkout shows the first day your order can be delivered.')
    expect(main.textContent).not.toMatch(/tomorrow|\bweeks\b/)
  },
)
