import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AdminOrder } from '@sweet-art/domain/schemas/orders'
import { json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

/** The API as a signed-in baker's browser meets it, with the board's own routes. */
function stubBakerApi(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    'GET /clients/auth/profile': () => json({ ...USER, isStaff: true }),
    'GET /admin/session': () =>
      json({ id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }),
    ...routes,
  })
}

// The back office is a lazy chunk that jsdom compiles on first use: seconds on a busy machine.
const BACK_OFFICE_LOAD_MS = 15_000

const REQUEST_ORDER: AdminOrder = {
  id: '00000000-0000-4000-8000-0000004d2e7a',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'created',
  products: [
    {
      id: 'line-1',
      productId: 'p-1',
      name: 'Bespoke Celebration Cake',
      sectionName: 'Custom Made',
      quantity: '1',
      cost: null,
      sale: '',
      options: [{ title: 'filings', value: 'Biscoff' }],
      allergens: ['gluten', 'eggs', 'soya', 'milk'],
    },
  ],
  delivery: {
    method: 'orderCollection',
    date: '2026-11-24',
    time: '11:00',
    secondTime: '',
    cost: 0,
    congestion: 0,
  },
  deliveryPlace: {
    address: '',
    postCode: '',
    floor: '',
    flat: '',
    deliveryDistance: null,
    isPaidParking: false,
  },
  images: [],
  message: 'Gold letters, please',
  total: null,
  clientId: 'c-1',
  pricedByBakery: [],
  payment: 'priceToSet',
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '07700 900123',
  },
  mailNotGone: null,
}

test(
  'the board shows an order with its options and message, prices it and moves it on',
  { timeout: 2 * BACK_OFFICE_LOAD_MS },
  async () => {
    const { calls } = stubBakerApi({
      'GET /admin/orders': () => json([REQUEST_ORDER]),
      [`POST /admin/orders/${REQUEST_ORDER.id}/price`]: () =>
        json({
          order: { ...REQUEST_ORDER, total: 120 },
          transactionId: 't-1',
          flowLink: '/payment/t-1',
        }),
      [`POST /admin/orders/${REQUEST_ORDER.id}/status`]: () =>
        json({ ...REQUEST_ORDER, status: 'current' }),
    })
    renderApp('/admin/orders')
    const card = await screen.findByRole(
      'listitem',
      { name: 'Order № 4D2E7A' },
      { timeout: BACK_OFFICE_LOAD_MS },
    )
    expect(card.textContent).toContain('Filling: Biscoff')
    expect(card.textContent).toContain('Gold letters, please')

    const form = within(card).getByRole('form', { name: 'Price order № 4D2E7A' })
    fireEvent.click(within(form).getByRole('button', { name: 'Send pay link' }))
    expect(await within(form).findByText('Please enter a price.')).toBeTruthy()
    fireEvent.change(within(form).getByLabelText(/^Bespoke Celebration Cake/), {
      target: { value: '120' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Send pay link' }))
    // A second look at what the client will be asked to pay, before anything is sent.
    const check = await screen.findByRole('dialog', { name: 'Send the price?' })
    expect(check.textContent).toContain('Order № 4D2E7A comes to £ 120.00 with delivery.')
    expect(calls.some((call) => call.url.pathname.endsWith('/price'))).toBe(false)
    fireEvent.click(within(check).getByRole('button', { name: 'Send pay link' }))
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/price'))?.body).toEqual({
        lines: [{ id: 'line-1', cost: 120 }],
      }),
    )
    expect(await screen.findByText(/Order № 4D2E7A priced/)).toBeTruthy()

    fireEvent.click(within(card).getByRole('button', { name: 'Move to Current' }))
    const warning = await screen.findByRole('dialog', { name: 'This order is not paid' })
    expect(calls.some((call) => call.url.pathname.endsWith('/status'))).toBe(false)
    fireEvent.click(within(warning).getByRole('button', { name: 'Move to Current unpaid' }))
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/status'))?.body).toEqual({
        status: 'current',
      }),
    )
  },
)

test(
  'the requests awaiting a price are asked for on every date, whatever dates the URL holds',
  { timeout: 2 * BACK_OFFICE_LOAD_MS },
  async () => {
    const { calls } = stubBakerApi({
      'GET /admin/orders': () => json([REQUEST_ORDER]),
    })
    renderApp('/admin/orders?from=2026-12-20&to=2027-01-10&awaiting=price')
    expect(
      await screen.findByText(/1 order on any date, awaiting a price/, undefined, {
        timeout: BACK_OFFICE_LOAD_MS,
      }),
    ).toBeTruthy()
    const asked = calls.find((call) => call.url.pathname.endsWith('/admin/orders'))?.url
      .searchParams
    expect(Object.fromEntries(asked ?? [])).toEqual({ awaitingPrice: 'true' })
  },
)

test(
  'the board asks the server for the dates its URL holds',
  { timeout: 2 * BACK_OFFICE_LOAD_MS },
  async () => {
    const { calls } = stubBakerApi({
      'GET /admin/orders': () => json([REQUEST_ORDER]),
    })
    renderApp('/admin/orders?from=2026-12-20&to=2027-01-10')
    expect(
      await screen.findByText(/1 order for 20.12.2026 – 10.01.2027/, undefined, {
        timeout: BACK_OFFICE_LOAD_MS,
      }),
    ).toBeTruthy()
    const asked = calls.find((call) => call.url.pathname.endsWith('/admin/orders'))?.url
      .searchParams
    expect(Object.fromEntries(asked ?? [])).toEqual({ from: '2026-12-20', to: '2027-01-10' })
  },
)

test(
  'until the client pays, the baker corrects her price after a second look',
  { timeout: 2 * BACK_OFFICE_LOAD_MS },
  async () => {
    const priced: AdminOrder = {
      ...REQUEST_ORDER,
      products: REQUEST_ORDER.products.map((line) => ({ ...line, cost: 120 })),
      total: 120,
      payment: 'awaitingPayment',
      pricedByBakery: ['line-1'],
    }
    const { calls } = stubBakerApi({
      'GET /admin/orders': () => json([priced]),
      [`POST /admin/orders/${priced.id}/price`]: () =>
        json({ order: { ...priced, total: 95 }, transactionId: 't-2', flowLink: '/payment/t-2' }),
    })
    renderApp('/admin/orders')
    const card = await screen.findByRole(
      'listitem',
      { name: 'Order № 4D2E7A' },
      { timeout: BACK_OFFICE_LOAD_MS },
    )
    expect(within(card).queryByRole('form')).toBeNull()
    fireEvent.click(within(card).getByRole('button', { name: 'Correct the price' }))
    const form = within(card).getByRole('form', { name: 'Correct the price of order № 4D2E7A' })
    const field = within(form).getByLabelText(/^Bespoke Celebration Cake/)
    expect((field as HTMLInputElement).value).toBe('120')
    fireEvent.change(field, { target: { value: '95' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send the new price' }))
    const check = await screen.findByRole('dialog', { name: 'Send the corrected price?' })
    expect(check.textContent).toContain('comes to £ 95.00 with delivery')
    expect(check.textContent).toContain('the earlier link stops working')
    fireEvent.click(within(check).getByRole('button', { name: 'Send the new price' }))
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/price'))?.body).toEqual({
        lines: [{ id: 'line-1', cost: 95 }],
      }),
    )
    expect(await screen.findByText(/Order № 4D2E7A has its new price/)).toBeTruthy()
  },
)

test(
  "a price the server refuses shows its reason beside the price, as the form's own checks do",
  { timeout: 2 * BACK_OFFICE_LOAD_MS },
  async () => {
    const tooLarge = 'With these prices the order comes to more than the shop takes as one order.'
    stubBakerApi({
      'GET /admin/orders': () => json([REQUEST_ORDER]),
      [`POST /admin/orders/${REQUEST_ORDER.id}/price`]: () =>
        json({ code: 'VALIDATION', message: tooLarge, fields: { 'lines.0.cost': tooLarge } }, 400),
    })
    renderApp('/admin/orders')
    const card = await screen.findByRole(
      'listitem',
      { name: 'Order № 4D2E7A' },
      { timeout: BACK_OFFICE_LOAD_MS },
    )
    const form = within(card).getByRole('form', { name: 'Price order № 4D2E7A' })
    fireEvent.change(within(form).getByLabelText(/^Bespoke Celebration Cake/), {
      target: { value: '100000' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Send pay link' }))
    const check = await screen.findByRole('dialog', { name: 'Send the price?' })
    fireEvent.click(within(check).getByRole('button', { name: 'Send pay link' }))
    expect(await within(form).findByText(tooLarge)).toBeTruthy()
  },
)

test(
  "a card says when its customer's e-mail has not gone, with the mail server's answer and the way to the E-mail page",
  { timeout: 2 * BACK_OFFICE_LOAD_MS },
  async () => {
    const card = (id: string, mailNotGone: AdminOrder['mailNotGone']): AdminOrder => ({
      ...REQUEST_ORDER,
      id,
      mailNotGone,
    })
    stubApi({
      'GET /clients/auth/profile': () => json(USER),
      'GET /admin/session': () =>
        json({ id: 'a-1', firstName: 'Bea', lastName: 'Baker', email: 'bea@example.com' }),
      'GET /admin/orders': () =>
        json([
          card('00000000-0000-4000-8000-0000000a1a7e', {
            id: 'm-1',
            state: 'late',
            reason: 'connect ECONNREFUSED 127.0.0.1:1',
          }),
          card('00000000-0000-4000-8000-0000000f4a11', {
            id: 'm-2',
            state: 'failed',
            reason: '550 5.1.1 Mailbox unavailable',
          }),
          card('00000000-0000-4000-8000-0000000a0a0a', { id: 'm-3', state: 'late', reason: null }),
          card('00000000-0000-4000-8000-00000000600e', null),
        ]),
    })
    renderApp('/admin/orders')
    const said = {
      '№ 0A1A7E': "The customer's e-mail has not gone yet: connect ECONNREFUSED 127.0.0.1:1",
      '№ 0F4A11': "The customer's e-mail could not be sent: 550 5.1.1 Mailbox unavailable",
      '№ 0A0A0A': "The customer's e-mail has not gone yet.",
    }
    for (const [reference, line] of Object.entries(said)) {
      const order = await screen.findByRole(
        'listitem',
        { name: `Order ${reference}` },
        { timeout: BACK_OFFICE_LOAD_MS },
      )
      expect(within(order).getByText(line)).toBeTruthy()
      const link = within(order).getByRole('link', { name: 'Resend it from the E-mail page' })
      expect(link.getAttribute('href')).toBe('/admin/e-mail')
    }
    const allWent = screen.getByRole('listitem', { name: 'Order № 00600E' })
    expect(within(allWent).queryByText(/e-mail has not gone|could not be sent/)).toBeNull()
    expect(within(allWent).queryByRole('link', { name: /E-mail page/ })).toBeNull()
  },
)
