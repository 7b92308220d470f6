import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Order, OrderLine, Transaction } from '@sweet-art/domain/schemas/orders'
import { browserNavigation } from '@/lib/browser-navigation'
import { json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

const CAKE_LINE: OrderLine = {
  id: 'line-1',
  productId: 'p-1',
  name: 'Chocolate Truffle Cake',
  sectionName: 'Cakes',
  quantity: '2',
  cost: 65,
  sale: '',
  options: [{ title: 'priceVariant', value: '8 inch' }],
  allergens: ['gluten', 'eggs', 'soya', 'milk'],
}

function makeOrder(overrides: Partial<Order> & { id: string }): Order {
  return {
    createdAt: '2026-11-01T10:00:00.000Z',
    status: 'created',
    products: [{ ...CAKE_LINE, id: `${overrides.id}-line` }],
    delivery: {
      method: 'delivery',
      date: '2026-12-01',
      time: '11:00',
      secondTime: '12:00',
      cost: 13,
      congestion: 15,
    },
    deliveryPlace: {
      address: '10 Downing Street, London SW1A 2AA, UK',
      postCode: 'SW1A 2AA',
      floor: '',
      flat: '',
      deliveryDistance: { origin: 'Barking', distance: 10 },
      isPaidParking: false,
    },
    images: [],
    message: '',
    total: 158,
    ...overrides,
  }
}

function signedInWith(orders: Order[], transactions: Transaction[] = []) {
  return stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'POST /payments/customer/transactions/tx-0000-pend01/pay': () =>
      json({ flowLink: '/payment/tx-0000-pend01-fresh' }),
    'GET /orders/client': () => json(orders),
    'POST /payments/customer/transactions': () => json(transactions),
  })
}

test('a client with no orders reads that the list is empty', async () => {
  signedInWith([])
  renderApp('/account/orders')
  expect(await screen.findByText('Orders list is empty', {}, { timeout: 15_000 })).toBeTruthy()
  expect(screen.queryByText('Current Orders')).toBeNull()
})

test('current orders come sorted by delivery, and completed ones only when some exist', async () => {
  signedInWith([
    makeOrder({
      id: 'o-late',
      delivery: { ...makeOrder({ id: 'x' }).delivery, date: '2026-12-09' },
    }),
    makeOrder({ id: 'o-early', status: 'current' }),
  ])
  renderApp('/account/orders')
  const current = await screen.findByRole('region', { name: 'Current Orders' }, { timeout: 15_000 })
  expect(
    within(current)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([expect.stringContaining('Current'), expect.stringContaining('Created')])
  expect(screen.queryByText('Completed Orders')).toBeNull()
})

test('Show opens the order with its table, delivery info and, for a custom cake, its images', async () => {
  signedInWith([
    makeOrder({ id: 'o-1', status: 'complete' }),
    makeOrder({
      id: 'o-2',
      products: [
        {
          ...CAKE_LINE,
          name: 'Bespoke Cake',
          sectionName: 'Custom Made',
          cost: null,
        },
      ],
      total: null,
    }),
  ])
  renderApp('/account/orders')
  const completed = await screen.findByRole(
    'region',
    { name: 'Completed Orders' },
    { timeout: 15_000 },
  )
  fireEvent.click(within(completed).getByRole('button', { name: 'Show' }))

  const table = await screen.findByRole('table', {}, { timeout: 15_000 })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Product', 'Options', 'Quantity', 'Cost', 'Sum'])
  expect(table.textContent).toContain('£ 130.00')
  expect(table.textContent).toContain('£ 158.00')
  expect(screen.getByText('Delivery Info')).toBeTruthy()
  expect(screen.getByText('11:00 - 12:00')).toBeTruthy()
  expect(screen.queryByText('Images')).toBeNull()

  fireEvent.click(screen.getByRole('link', { name: 'Orders' }))
  const current = await screen.findByRole('region', { name: 'Current Orders' })
  fireEvent.click(within(current).getByRole('button', { name: 'Show' }))
  expect(await screen.findByText('Images')).toBeTruthy()
  expect(screen.getByText('Price on request')).toBeTruthy()
})

test('an order page opened from its address, as a bookmark or a reload does, shows that order', async () => {
  signedInWith([makeOrder({ id: 'o-1' }), makeOrder({ id: 'o-2' })])
  renderApp('/account/order/o-2')
  expect(
    await screen.findByRole('heading', { name: /^Order № O-2/ }, { timeout: 15_000 }),
  ).toBeTruthy()
})

test("an order page naming another client's order, or none, says Order not found", async () => {
  signedInWith([makeOrder({ id: 'o-1' })])
  renderApp('/account/order/someone-elses')
  expect(
    await screen.findByRole('heading', { name: 'Order not found' }, { timeout: 15_000 }),
  ).toBeTruthy()
})

test('an order page reached without an order says Order not found', async () => {
  signedInWith([makeOrder({ id: 'o-1' })])
  renderApp('/account/order')
  expect(
    await screen.findByRole('heading', { name: 'Order not found' }, { timeout: 15_000 }),
  ).toBeTruthy()
})

test('transactions list pending first with its Pay button, and Show Order opens the order', async () => {
  const line = makeOrder({ id: 'o-1' }).products
  signedInWith(
    [makeOrder({ id: 'o-1' })],
    [
      {
        id: 'tx-0000-paid01',
        method: 'sandbox',
        status: 'paid',
        createdAt: '2026-11-03T10:00:00.000Z',
        products: line,
        orderId: 'o-1',
        flowLink: null,
        amount: 158,
        reference: null,
        isAuthorised: false,
      },
      {
        id: 'tx-0000-pend01',
        method: 'sandbox',
        status: 'pending',
        createdAt: '2026-11-01T10:00:00.000Z',
        products: line,
        orderId: 'o-1',
        flowLink: '/payment/tx-0000-pend01',
        amount: 158,
        reference: null,
        isAuthorised: false,
      },
    ],
  )
  renderApp('/account/transactions')
  expect(
    await screen.findByRole('heading', { name: 'Transactions' }, { timeout: 15_000 }),
  ).toBeTruthy()
  const cards = screen.getAllByRole('listitem', { name: /^Payment for order/ })
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
    'Payment for order № O-1 (Waiting for your payment)',
    'Payment for order № O-1 (Paid)',
  ])
  const [pending, paid] = cards
  if (!pending || !paid) throw new Error('two transactions expected')
  expect(within(paid).queryByRole('button', { name: /^Pay/ })).toBeNull()

  fireEvent.click(within(pending).getByRole('button', { name: 'Pay: £ 158.00' }))
  await waitFor(() =>
    expect(browserNavigation.goTo).toHaveBeenCalledWith('/payment/tx-0000-pend01-fresh'),
  )

  fireEvent.click(within(pending).getByRole('button', { name: 'Show Order' }))
  expect(await screen.findByText('Delivery Info')).toBeTruthy()
  // The address names the order, so the page can be bookmarked and reloaded.
  expect(screen.getByTestId('location').textContent).toBe('/account/order/o-1')
})

test('a client with no payments reads that the list is empty', async () => {
  signedInWith([])
  renderApp('/account/transactions')
  expect(
    await screen.findByRole('heading', { name: 'Transactions list is empty' }, { timeout: 15_000 }),
  ).toBeTruthy()
})

test('one order number finds the order in the orders list, on its page and under Transactions', async () => {
  const orderId = '4f1c2d3e-aaaa-bbbb-cccc-1234567890ab'
  signedInWith(
    [makeOrder({ id: orderId })],
    [
      {
        id: 'a7b99bb6-0000-4000-8000-00000091bdbb',
        method: 'bankTransfer',
        status: 'pending',
        createdAt: '2026-11-01T10:00:00.000Z',
        products: makeOrder({ id: orderId }).products,
        orderId,
        flowLink: null,
        amount: 158,
        reference: 'SAJY6DS5683B',
        isAuthorised: false,
      },
    ],
  )
  renderApp('/account/orders')
  const row = await screen.findByRole('listitem', { name: 'Order № 7890AB' }, { timeout: 15_000 })
  fireEvent.click(within(row).getByRole('button', { name: 'Show' }))
  expect(await screen.findByRole('heading', { name: 'Order № 7890AB' })).toBeTruthy()

  fireEvent.click(screen.getByRole('link', { name: 'Transactions' }))
  const payment = await screen.findByRole('listitem', {
    name: 'Payment for order № 7890AB (Waiting for your bank transfer)',
  })
  expect(payment.textContent).toContain('№ 7890AB')
  // The bank's reference stays, labelled as what it is; the payment's own id is never shown.
  expect(payment.textContent).toContain('Payment reference')
  expect(payment.textContent).toContain('SAJY6DS5683B')
  expect(payment.textContent).not.toMatch(/91bdbb/i)
})
