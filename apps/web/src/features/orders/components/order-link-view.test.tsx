import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { SEEMS_OFFLINE } from '@sweet-art/domain/messages'
import type { OrderLinkView } from '@sweet-art/domain/schemas/order-link'
import { browserNavigation } from '@/lib/browser-navigation'
import { apiError, json, stubApi } from '@/test/api-stub'
import { renderApp } from '@/test/render-app'
import { shownToastMessages } from '@/test/toasts'

const TOKEN = '4f1c2d3e-aaaa-bbbb-cccc-1234567890ab.abc123.c2lnbmF0dXJl'
const SLOW = { timeout: 15_000 }

const VIEW: OrderLinkView = {
  order: {
    id: '4f1c2d3e-aaaa-bbbb-cccc-1234567890ab',
    createdAt: '2026-11-01T10:00:00.000Z',
    status: 'delivery',
    products: [
      {
        id: 'l-1',
        productId: 'p-1',
        name: 'Bespoke Celebration Cake',
        sectionName: 'Custom Made',
        quantity: '1',
        cost: 85,
        sale: '',
        options: [],
        allergens: [],
      },
    ],
    delivery: {
      method: 'orderCollection',
      date: '2026-12-01',
      time: '11:00',
      secondTime: '',
      cost: null,
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
    message: '',
    total: 85,
  },
  payment: {
    method: 'sandbox',
    status: 'pending',
    amount: 85,
    reference: null,
    isAuthorised: false,
    canPayOnline: true,
  },
  collectionAddress: '12 Example Road, Barking IG11 7AA',
}

test('a guest opens the e-mailed order link without signing in: its number, what happened, where to collect, and Pay', async () => {
  stubApi({
    [`GET /orders/link/${TOKEN}`]: () => json(VIEW),
    [`POST /orders/link/${TOKEN}/pay`]: () => json({ flowLink: '/payment/t-fresh' }),
  })
  renderApp(`/order/${TOKEN}`)

  expect(await screen.findByRole('heading', { name: 'Order № 7890AB' }, SLOW)).toBeTruthy()
  expect(screen.getByText('Your order № 7890AB is ready to collect.')).toBeTruthy()
  expect(screen.getByText('12 Example Road, Barking IG11 7AA')).toBeTruthy()
  expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toBe(
    'Home/Order/Order № 7890AB',
  )
  // Photos are managed from the account; a guest's page does not offer them.
  expect(screen.queryByText('Images')).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Pay: £ 85.00' }))
  await waitFor(() => expect(browserNavigation.goTo).toHaveBeenCalledWith('/payment/t-fresh'))
})

test.each([
  ['pending', 'Your order № 7890AB is in our baking plan.'],
  ['paid', 'Your order № 7890AB is confirmed and in our baking plan.'],
] as const)('an order in the baking plan whose payment is %s reads: %s', async (status, news) => {
  const view = {
    ...VIEW,
    order: { ...VIEW.order, status: 'current' as const },
    payment: { ...VIEW.payment, status, canPayOnline: status === 'pending' },
  }
  stubApi({ [`GET /orders/link/${TOKEN}`]: () => json(view) })
  renderApp(`/order/${TOKEN}`)
  expect(await screen.findByText(news, {}, SLOW)).toBeTruthy()
})

test.each([
  [
    'authorised at the bank',
    { status: 'pending', isAuthorised: true, canPayOnline: false },
    'On its way from your bank: nothing to pay',
  ],
  [
    'failed',
    { status: 'failed', isAuthorised: false, canPayOnline: false },
    'Failed: the money did not reach us',
  ],
  [
    'waiting again after a failure',
    { status: 'pending', isAuthorised: false, canPayOnline: true },
    'Waiting for your payment',
  ],
] as const)(
  'a payment %s reads in plain words, with Pay only while it can be paid',
  async (_, state, words) => {
    const view = { ...VIEW, payment: { ...VIEW.payment, ...state } }
    stubApi({ [`GET /orders/link/${TOKEN}`]: () => json(view) })
    renderApp(`/order/${TOKEN}`)
    expect(await screen.findByText(words, {}, SLOW)).toBeTruthy()
    expect(screen.queryAllByRole('button', { name: /^Pay/ })).toHaveLength(
      state.canPayOnline ? 1 : 0,
    )
  },
)

test('an order link that is not valid says so, and says what to do', async () => {
  stubApi({
    [`GET /orders/link/${TOKEN}`]: () =>
      apiError(404, 'This order link is not valid or has expired.', 'NOT_FOUND'),
  })
  renderApp(`/order/${TOKEN}`)
  expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain(
    'This order link is not valid or has expired.',
  )
})

test('an order that cannot be fetched for want of a connection says the device seems offline, on the page and in one toast', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  stubApi({
    [`GET /orders/link/${TOKEN}`]: () => Promise.reject(new TypeError('Failed to fetch')),
  })
  renderApp(`/order/${TOKEN}`)

  expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(SEEMS_OFFLINE)
  expect(shownToastMessages()).toEqual([SEEMS_OFFLINE])
})
