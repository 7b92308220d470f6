import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { json, stubApi } from '@/test/api-stub'
import { USER, makeProduct, makeSection } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

const CAKES_ID = '00000000-0000-4000-8000-00000000ca4e'
const PIE_ID = '00000000-0000-4000-8000-0000000000e1'
const TART_ID = '00000000-0000-4000-8000-0000000000e2'

const CATALOGUE: Section[] = [
  makeSection({
    id: CAKES_ID,
    title: 'Cakes',
    products: [
      makeProduct({ id: PIE_ID, sectionId: CAKES_ID, title: 'Apple Pie' }),
      makeProduct({ id: TART_ID, sectionId: CAKES_ID, title: 'Plum Tart', isActive: false }),
    ],
  }),
]

// The back office and its pages are lazy chunks, which the test runner transforms on first use.
const LAZY_PAGE_MS = 15_000

function stubBackOffice(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'GET /admin/session': () =>
      json({ id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }),
    'GET /admin/catalogue': () => json(CATALOGUE),
    ...routes,
  })
}

test(
  'the list marks hidden products, and its buttons move and show them through the API',
  async () => {
    const { calls } = stubBackOffice({
      [`POST /admin/products/${PIE_ID}/move`]: () => json(CATALOGUE),
      [`PATCH /admin/products/${TART_ID}/active`]: () => json({ ...CATALOGUE[0]?.products[1] }),
    })
    renderApp('/admin/catalogue')
    const products = await screen.findByRole(
      'list',
      { name: 'Products of Cakes' },
      { timeout: LAZY_PAGE_MS },
    )
    const [pie, tart] = within(products).getAllByRole('listitem')
    if (!pie || !tart) throw new Error('two products expected')
    expect(tart.textContent).toContain('Hidden')
    expect(within(pie).getByRole('button', { name: 'Move Apple Pie up' })).toHaveProperty(
      'disabled',
      true,
    )

    fireEvent.click(within(pie).getByRole('button', { name: 'Move Apple Pie down' }))
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/move'))?.body).toEqual({
        direction: 'down',
      }),
    )
    fireEvent.click(within(tart).getByRole('button', { name: 'Show Plum Tart' }))
    expect(await screen.findByText('Plum Tart is shown in the shop')).toBeTruthy()
    expect(calls.find((call) => call.url.pathname.endsWith('/active'))?.body).toEqual({
      isActive: true,
    })
  },
  2 * LAZY_PAGE_MS,
)

test(
  'the product form checks the price with the shared schema, sends the product, and shows the server’s field messages',
  async () => {
    const { calls } = stubBackOffice({
      [`PUT /admin/products/${PIE_ID}`]: () =>
        json(
          {
            message: 'Please check the highlighted fields.',
            code: 'VALIDATION',
            fields: { title: 'Taken' },
          },
          400,
        ),
    })
    renderApp(`/admin/catalogue/product?id=${PIE_ID}`)
    const form = await screen.findByRole('form', { name: 'Product' }, { timeout: LAZY_PAGE_MS })
    fireEvent.change(within(form).getByLabelText('Price (£)'), { target: { value: '' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }))
    expect(await within(form).findByText('Enter the price')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    fireEvent.change(within(form).getByLabelText('Price (£)'), { target: { value: '42.5' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        sectionId: CAKES_ID,
        title: 'Apple Pie',
        price: { type: 'only', value: 42.5, unit: 'cake' },
        delivery: ['delivery', 'orderCollection'],
      }),
    )
    expect(await within(form).findByText('Taken')).toBeTruthy()
    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy()
  },
  2 * LAZY_PAGE_MS,
)

test(
  'rows of a price type the baker moved away from do not block saving',
  async () => {
    const { calls } = stubBackOffice({
      [`PUT /admin/products/${PIE_ID}`]: () => json(CATALOGUE[0]?.products[0]),
    })
    renderApp(`/admin/catalogue/product?id=${PIE_ID}`)
    const form = await screen.findByRole('form', { name: 'Product' }, { timeout: LAZY_PAGE_MS })
    const priceType = within(form).getByLabelText('Price type')
    fireEvent.change(priceType, { target: { value: 'variants' } })
    fireEvent.click(await within(form).findByRole('button', { name: 'Add price variant' }))
    fireEvent.change(priceType, { target: { value: 'only' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        price: { type: 'only', value: 60, variants: [] },
      }),
    )
  },
  2 * LAZY_PAGE_MS,
)

test(
  'the baker sets a lead time in days, is held to whole days within a year, and can clear it again',
  async () => {
    const { calls } = stubBackOffice({
      [`PUT /admin/products/${PIE_ID}`]: () =>
        json({ ...CATALOGUE[0]?.products[0], leadTimeDays: 21 }),
    })
    renderApp(`/admin/catalogue/product?id=${PIE_ID}`)
    const form = await screen.findByRole('form', { name: 'Product' }, { timeout: LAZY_PAGE_MS })
    const leadTime = within(form).getByLabelText<HTMLInputElement>('Lead time (days)')
    expect(leadTime.value).toBe('')
    expect(
      within(form).getByText(
        'Days’ notice counted from today. Leave empty to take orders from tomorrow.',
      ).id,
    ).toBe(leadTime.getAttribute('aria-describedby'))

    fireEvent.change(leadTime, { target: { value: '400' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }))
    expect(
      await within(form).findByText('At most 365 days: we take orders up to a year ahead'),
    ).toBeTruthy()
    fireEvent.change(leadTime, { target: { value: '2.5' } })
    expect(await within(form).findByText('Must be an integer')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    fireEvent.change(leadTime, { target: { value: '21' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        leadTimeDays: 21,
      }),
    )
    await waitFor(() => expect(leadTime.value).toBe('21'))

    fireEvent.change(leadTime, { target: { value: '' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }))
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
        leadTimeDays: null,
      }),
    )
  },
  2 * LAZY_PAGE_MS,
)
