import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import { addDays } from '@sweet-art/domain/dates'
import { SEEMS_OFFLINE } from '@sweet-art/domain/messages'
import { useToastStore } from '@/components/ui/toast-store'
import { browserNavigation } from '@/lib/browser-navigation'
import { apiError, json, stubApi, type StubRequest } from '@/test/api-stub'
import { APP_OPTIONS, USER, makeOrder } from '@/test/fixtures'
import { shownToastMessages } from '@/test/toasts'
import { renderApp } from '@/test/render-app'
import { storeCart, storedCart } from '@/test/cart'
import {
  CHECKOUT_SECTIONS,
  chooseFrom,
  chooseMethod,
  fillCart,
  fillGuestDetails,
  idempotencyKeysOf,
  line,
  nextWeekday,
  typeDate,
} from '@/test/checkout-fixtures'

type Route = (request: StubRequest) => Response | Promise<Response>

afterEach(() => {
  vi.useRealTimers()
})

beforeEach(() => {
  storeCart(EMPTY_CART)
  useToastStore.setState({ toasts: [] })
})

function openCheckout(routes: Record<string, Route> = {}) {
  const api = stubApi({ 'GET /products-sections/client': () => json(CHECKOUT_SECTIONS), ...routes })
  renderApp('/cart')
  return api
}

// The cart page loads on demand; give its chunk time on a busy machine.
async function findCheckout() {
  return screen.findByRole('form', { name: 'Checkout' }, { timeout: 15_000 })
}

function submitButton(form: HTMLElement) {
  return within(form).getByRole('button', {
    name: /^(Pay|Place order|Create Order|Order created\.\.\.)$/,
  })
}

function methodOptions(): string[] {
  return within(screen.getByLabelText('Delivery method'))
    .getAllByRole('option')
    .map((option) => option.textContent)
}

test('only the delivery methods every product in the cart allows are offered', async () => {
  fillCart(line('p-cake'), line('p-cookies'))
  openCheckout()
  await findCheckout()
  expect(methodOptions()).toEqual(['Choose a method', 'Delivery', 'Order collection'])
})

test('a cart whose products share one method starts with it chosen', async () => {
  fillCart(line('p-table'), line('p-cake'))
  openCheckout()
  await findCheckout()
  expect(methodOptions()).toEqual(['Choose a method', 'Delivery'])
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLSelectElement>('Delivery method').value).toBe('delivery'),
  )
})

test('the time picker asks for a date first and starts again when the date changes', async () => {
  fillCart(line('p-cake'))
  openCheckout()
  await findCheckout()
  expect(screen.getByText('Please select a date')).toBeTruthy()
  expect(screen.queryByLabelText('From')).toBeNull()

  const monday = nextWeekday()
  typeDate(monday)
  const fromOptions = within(screen.getByLabelText('From')).getAllByRole('option')
  expect(fromOptions.map((option) => option.textContent).slice(0, 3)).toEqual([
    '--:--',
    '11:00',
    '11:15',
  ])
  expect(screen.getByLabelText<HTMLSelectElement>('To').disabled).toBe(true)

  chooseFrom('12:30')
  const toOptions = within(screen.getByLabelText('To')).getAllByRole('option')
  // 'To' offers only slots of the same window, none before 'From'.
  expect(toOptions.map((option) => option.textContent)).toEqual([
    '--:--',
    '12:30',
    '12:45',
    '13:00',
  ])
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '13:00' } })

  typeDate(addDays(monday, 1))
  expect(screen.getByLabelText<HTMLSelectElement>('From').value).toBe('')
  expect(screen.getByLabelText<HTMLSelectElement>('To').value).toBe('')
})

test('the calendar starts weeks on Monday and disables today and the closed days', async () => {
  // Wednesday 3 July 2030 in London; only the clock is fixed, timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-07-03T10:00:00Z'))
  fillCart(line('p-cake'))
  openCheckout({
    'POST /app-options': () =>
      json({ ...APP_OPTIONS, closeOrderDates: { closeDates: ['2030-07-05'], closeWeekDays: [1] } }),
  })
  await findCheckout()
  fireEvent.click(screen.getByRole('button', { name: 'Choose date from calendar' }))
  const calendar = screen.getByRole('dialog', { name: 'Calendar' })
  expect(calendar.querySelector('th')?.textContent).toBe('Mo')

  const day = (label: RegExp) => within(calendar).getByRole('button', { name: label })
  expect(day(/\b3 July 2030/).hasAttribute('disabled')).toBe(true)
  expect(day(/\b4 July 2030/).hasAttribute('disabled')).toBe(false)
  expect(day(/\b5 July 2030/).hasAttribute('disabled')).toBe(true)
  expect(day(/\b8 July 2030/).hasAttribute('disabled')).toBe(true)
  fireEvent.click(day(/\b4 July 2030/))
  expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('04.07.2030')

  // A closed date typed by hand is refused on the field.
  typeDate('2030-07-05')
  fireEvent.blur(screen.getByLabelText('Date'))
  expect(
    await screen.findByText('We do not deliver on this date, please choose another one'),
  ).toBeTruthy()
})

test('the button says Pay when every line is priced and Create Order when one is on request', async () => {
  fillCart(line('p-cake'))
  openCheckout()
  const form = await findCheckout()
  expect(submitButton(form).textContent).toBe('Pay')

  act(() => fillCart(line('p-cake'), line('p-bespoke')))
  await waitFor(() => expect(submitButton(form).textContent).toBe('Create Order'))
})

test('an invalid submit shows Fill out of the fields and marks every field', async () => {
  fillCart(line('p-cake'))
  const { calls } = openCheckout()
  const form = await findCheckout()
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Grace!' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'grace@' } })
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+' } })
  fireEvent.click(submitButton(form))

  await waitFor(() => expect(shownToastMessages()).toContain('Fill out of the fields'))
  // The toast comes first; the form marks its fields right after.
  expect(await within(form).findByText('Only letters and spaces')).toBeTruthy()
  expect(within(form).getByText('Enter email')).toBeTruthy()
  expect(within(form).getByText('Only numbers and a sign +')).toBeTruthy()
  // Last Name, method, date and time.
  expect(within(form).getAllByText('The field is required')).toHaveLength(4)
  expect(
    calls.some((call) => call.method === 'POST' && call.url.pathname.includes('/orders')),
  ).toBe(false)
})

test('a guest is asked for First Name, Last Name, Email, Phone and Message', async () => {
  fillCart(line('p-cake'))
  openCheckout()
  await findCheckout()
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Message'])
    expect(screen.getByLabelText(label)).toBeTruthy()
})

test('a signed-in client sees no personal fields and picks a saved address', async () => {
  fillCart(line('p-cake'))
  openCheckout({ 'GET /clients/auth/profile': () => json(USER) })
  expect(await screen.findByText(/Ordering as Ada Lovelace/, {}, { timeout: 15_000 })).toBeTruthy()
  expect(screen.queryByLabelText('First Name')).toBeNull()
  expect(screen.queryByLabelText('Email')).toBeNull()
  expect(screen.getByLabelText('Message')).toBeTruthy()

  chooseMethod('delivery', 'Delivery')
  expect(screen.getByRole('radio', { name: /221B Baker Street/ })).toBeTruthy()
  expect(screen.getByRole('radio', { name: 'A new address' })).toBeTruthy()
})

test('a signed-in client without saved addresses reads Address List Is Empty and types one', async () => {
  fillCart(line('p-cake'))
  openCheckout({ 'GET /clients/auth/profile': () => json({ ...USER, addressesData: [] }) })
  await screen.findByText(/Ordering as Ada Lovelace/, {}, { timeout: 15_000 })
  chooseMethod('delivery', 'Delivery')
  expect(screen.getByText('Address List Is Empty')).toBeTruthy()
  expect(screen.getByRole('combobox', { name: 'Address' })).toBeTruthy()
})

test('a signed-in client orders to a saved address by its id, without personal details', async () => {
  fillCart(line('p-cake'))
  const { calls, fetchMock } = openCheckout({
    'GET /clients/auth/profile': () => json(USER),
    'POST /payments/customer/transactions/clear': () =>
      json(
        { flowLink: '/payment/t-1', bankTransfer: null, orderId: 'o-1', transactionId: 't-1' },
        201,
      ),
  })
  await screen.findByText(/Ordering as Ada Lovelace/, {}, { timeout: 15_000 })
  const form = await findCheckout()
  chooseMethod('delivery', 'Delivery')
  fireEvent.click(screen.getByRole('radio', { name: /221B Baker Street/ }))
  const date = nextWeekday()
  typeDate(date)
  chooseFrom('19:00')
  // 13.2 miles × £ 1.25 = 16.5 → £ 17.00; Baker Street is outside the congestion zone.
  expect(within(form).getByText('£ 17.00')).toBeTruthy()
  fireEvent.click(submitButton(form))

  await waitFor(() => expect(browserNavigation.goTo).toHaveBeenCalledWith('/payment/t-1'))
  const body = calls.find((call) => call.url.pathname.endsWith('/transactions/clear'))?.body
  expect(body).toEqual({
    message: '',
    paymentChoice: 'online',
    delivery: { method: 'delivery', date, time: '19:00', secondTime: '' },
    deliveryPlace: {
      address: '221B Baker Street, London NW1 6XE, UK',
      postCode: 'NW1 6XE',
      floor: '2',
      flat: '',
      addressId: 'a-1',
    },
    products: [line('p-cake')],
  })
  expect(idempotencyKeysOf(fetchMock, '/transactions/clear')[0]).toMatch(/^[0-9a-f-]{36}$/)
})

test('a guest pays for a delivery to a congestion-zone address: the charges, the body and the hand-off', async () => {
  fillCart(line('p-cake'))
  const { calls, fetchMock } = openCheckout({
    'GET /maps/autocomplete': () =>
      json([{ description: 'Royal Opera House, Bow Street, London WC2E 9DD', place_id: 'p-roh' }]),
    // The place's own line differs from the suggestion's text: the shop stores and charges the place's.
    'GET /maps/place/p-roh': () =>
      json({ address: 'Royal Opera House, Bow St, London WC2E 9DD, UK', postCode: 'WC2E 9DD' }),
    'GET /maps/distance': () => json({ origin: 'Barking', distance: 9.8, isEstimate: true }),
    'POST /payments/customer/transactions/clear': () =>
      json(
        { flowLink: '/payment/t-9', bankTransfer: null, orderId: 'o-9', transactionId: 't-9' },
        201,
      ),
  })
  const form = await findCheckout()
  fillGuestDetails()
  chooseMethod('delivery', 'Delivery')
  fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), {
    target: { value: 'Royal Opera' },
  })
  fireEvent.mouseDown(
    await screen.findByRole('option', { name: 'Royal Opera House, Bow Street, London WC2E 9DD' }),
  )
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>('Postal Code').value).toBe('WC2E 9DD'),
  )
  expect(screen.getByText('Congestion charge zone')).toBeTruthy()
  expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Address' }).value).toBe(
    'Royal Opera House, Bow St, London WC2E 9DD, UK',
  )
  fireEvent.change(screen.getByLabelText('Floor'), { target: { value: '1' } })
  const date = nextWeekday()
  typeDate(date)
  chooseFrom('11:00')
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '12:00' } })

  const summary = within(form).getByRole('region', { name: 'Order summary' })
  // 9.8 miles × £ 1.25 = 12.25 → £ 12.50; a weekday 11:00–12:00 in WC2E is charged £ 15.00.
  expect(within(summary).getByText('£ 12.50')).toBeTruthy()
  expect(within(summary).getByText('£ 15.00')).toBeTruthy()
  expect(within(summary).getByText('£ 87.50')).toBeTruthy()

  fireEvent.click(submitButton(form))
  await waitFor(() => expect(browserNavigation.goTo).toHaveBeenCalledWith('/payment/t-9'))
  expect(submitButton(form).textContent).toBe('Order created...')
  expect(storedCart().flowLink).toBe('/payment/t-9')
  expect(calls.find((call) => call.url.pathname.endsWith('/transactions/clear'))?.body).toEqual({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+447700900456',
    message: '',
    paymentChoice: 'online',
    delivery: { method: 'delivery', date, time: '11:00', secondTime: '12:00' },
    deliveryPlace: {
      address: 'Royal Opera House, Bow St, London WC2E 9DD, UK',
      postCode: 'WC2E 9DD',
      floor: '1',
      flat: '',
      placeId: 'p-roh',
    },
    products: [line('p-cake')],
  })
  expect(idempotencyKeysOf(fetchMock, '/transactions/clear')[0]).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
})

test('a typed address that was not chosen from the suggestions is refused', async () => {
  fillCart(line('p-cake'))
  openCheckout()
  const form = await findCheckout()
  chooseMethod('delivery', 'Delivery')
  fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), {
    target: { value: 'Somewhere nice' },
  })
  fireEvent.click(submitButton(form))
  await waitFor(() => expect(shownToastMessages()).toContain('Fill out of the fields'))
  expect(await within(form).findByText('Choose your address from the suggestions')).toBeTruthy()
})

test('a guest request order shows Order created..., ignores repeated clicks and ends with thanks and an empty cart', async () => {
  fillCart(line('p-bespoke'))
  let answer: (response: Response) => void = () => undefined
  const { calls, fetchMock } = openCheckout({
    'POST /orders/client/clear': () =>
      new Promise<Response>((resolve) => {
        answer = resolve
      }),
  })
  const form = await findCheckout()
  fillGuestDetails()
  chooseMethod('orderCollection', 'Order collection')
  typeDate(nextWeekday())
  chooseFrom('11:00')
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A unicorn, please' } })

  const button = submitButton(form)
  expect(button.textContent).toBe('Create Order')
  fireEvent.click(button)
  await waitFor(() => expect(button.textContent).toBe('Order created...'))
  fireEvent.click(button)
  fireEvent.click(button)
  const orderCalls = () =>
    calls.filter((call) => call.url.pathname.endsWith('/orders/client/clear'))
  expect(orderCalls()).toHaveLength(1)
  expect(orderCalls()[0]?.body).toMatchObject({
    firstName: 'Grace',
    message: 'A unicorn, please',
    delivery: { method: 'orderCollection', time: '11:00' },
    deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
    products: [line('p-bespoke')],
  })
  expect(idempotencyKeysOf(fetchMock, '/orders/client/clear')[0]).toMatch(/^[0-9a-f-]{36}$/)

  act(() => answer(json(makeOrder(), 201)))
  expect(await screen.findByRole('dialog', { name: 'Thanks for your order' })).toBeTruthy()
  expect(storedCart().products).toEqual([])
  expect(screen.getByText('Cart is empty')).toBeTruthy()
})

test('a signed-in client sends a request order to the client call', async () => {
  fillCart(line('p-bespoke'))
  const { calls } = openCheckout({
    'GET /clients/auth/profile': () => json(USER),
    'POST /orders/client': () => json(makeOrder(), 201),
  })
  await screen.findByText(/Ordering as Ada Lovelace/, {}, { timeout: 15_000 })
  const form = await findCheckout()
  chooseMethod('orderCollection', 'Order collection')
  typeDate(nextWeekday())
  chooseFrom('11:00')
  fireEvent.click(submitButton(form))

  expect(await screen.findByRole('dialog', { name: 'Thanks for your order' })).toBeTruthy()
  const body = calls.find((call) => call.url.pathname.endsWith('/orders/client'))?.body
  expect(body).not.toHaveProperty('firstName')
  expect(body).not.toHaveProperty('email')
})

test('a retry after a lost connection reuses the Idempotency-Key; a changed form gets a new one', async () => {
  fillCart(line('p-bespoke'))
  let failures = 1
  const { fetchMock } = openCheckout({
    'POST /orders/client/clear': () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch')
      return apiError(400, 'We are closed that day.', 'VALIDATION')
    },
  })
  const form = await findCheckout()
  fillGuestDetails()
  chooseMethod('orderCollection', 'Order collection')
  typeDate(nextWeekday())
  chooseFrom('11:00')

  const keys = () => idempotencyKeysOf(fetchMock, '/orders/client/clear')

  fireEvent.click(submitButton(form))
  await waitFor(() => expect(keys()).toHaveLength(1))
  // The device seems offline: said once, by the shared handler, not again as a failed order.
  await waitFor(() => expect(shownToastMessages()).toEqual([SEEMS_OFFLINE]))
  fireEvent.click(submitButton(form))
  await waitFor(() => expect(keys()).toHaveLength(2))
  expect(keys()[1]).toBe(keys()[0])

  await waitFor(() => expect(shownToastMessages()).toContain('We are closed that day.'))
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Changed my mind' } })
  fireEvent.click(submitButton(form))
  await waitFor(() => expect(keys()).toHaveLength(3))
  expect(keys()[2]).not.toBe(keys()[0])
})

test('an answer that makes no sense (a proxy’s page) says the order was not sent, and a retry reuses its key', async () => {
  fillCart(line('p-bespoke'))
  let failures = 1
  const { fetchMock } = openCheckout({
    'POST /orders/client/clear': () => {
      if (failures-- > 0) return new Response('Bad gateway', { status: 502 })
      return json(makeOrder(), 201)
    },
  })
  const form = await findCheckout()
  fillGuestDetails()
  chooseMethod('orderCollection', 'Order collection')
  typeDate(nextWeekday())
  chooseFrom('11:00')

  const keys = () => idempotencyKeysOf(fetchMock, '/orders/client/clear')
  fireEvent.click(submitButton(form))
  await waitFor(() =>
    expect(shownToastMessages()).toEqual([
      'We could not send your order. Please check your connection and try again.',
    ]),
  )
  fireEvent.click(submitButton(form))
  expect(await screen.findByRole('dialog', { name: 'Thanks for your order' })).toBeTruthy()
  expect(keys()).toHaveLength(2)
  expect(keys()[1]).toBe(keys()[0])
})

test("the server's field messages are shown on their fields", async () => {
  fillCart(line('p-bespoke'))
  openCheckout({
    'POST /orders/client/clear': () =>
      json(
        {
          message: 'Please check the delivery details.',
          code: 'VALIDATION',
          fields: { 'delivery.date': 'We are fully booked that day' },
        },
        400,
      ),
  })
  const form = await findCheckout()
  fillGuestDetails()
  chooseMethod('orderCollection', 'Order collection')
  typeDate(nextWeekday())
  chooseFrom('11:00')
  fireEvent.click(submitButton(form))

  expect(await within(form).findByText('We are fully booked that day')).toBeTruthy()
  await waitFor(() => expect(shownToastMessages()).toContain('Please check the delivery details.'))
})

test('a checkout refused for too many orders shows the server’s message and keeps the form to send later', async () => {
  fillCart(line('p-bespoke'))
  const limit =
    'You have placed a lot of orders in a short time. Please try again in 42 minutes, or contact us and we will take your order.'
  openCheckout({
    'POST /orders/client/clear': () => json({ message: limit, code: 'RATE_LIMITED' }, 429),
  })
  const form = await findCheckout()
  fillGuestDetails()
  chooseMethod('orderCollection', 'Order collection')
  typeDate(nextWeekday())
  chooseFrom('11:00')
  fireEvent.click(submitButton(form))

  await waitFor(() => expect(shownToastMessages()).toContain(limit))
  expect(submitButton(form).textContent).toBe('Create Order')
  expect(storedCart().products).toHaveLength(1)
})

test('a customer who chooses bank transfer stays in the shop and reads the account and reference', async () => {
  fillCart(line('p-cake'))
  const { calls } = openCheckout({
    'GET /clients/auth/profile': () => json(USER),
    'POST /payments/customer/transactions/clear': () =>
      json(
        {
          flowLink: null,
          bankTransfer: {
            accountName: 'Sweet Art Bakery Ltd',
            sortCode: '04-00-75',
            accountNumber: '10293847',
            reference: 'SAK7M2Q9X4PD',
            amount: 60,
            dueBy: '2027-03-31',
          },
          orderId: 'o-2',
          transactionId: 't-2',
        },
        201,
      ),
  })
  await screen.findByText(/Ordering as Ada Lovelace/, {}, { timeout: 15_000 })
  const form = await findCheckout()
  chooseMethod('orderCollection', 'Order collection')
  typeDate(nextWeekday())
  chooseFrom('11:00')
  expect(submitButton(form).textContent).toBe('Pay')
  expect(
    within(form).getByText('You will be taken to our secure payment page to pay.'),
  ).toBeTruthy()
  fireEvent.click(within(form).getByRole('radio', { name: /Bank transfer/ }))
  // Nothing is paid on pressing the button: the order is placed and the transfer details follow.
  expect(submitButton(form).textContent).toBe('Place order')
  expect(
    within(form).queryByText('You will be taken to our secure payment page to pay.'),
  ).toBeNull()
  expect(
    within(form).getByText(
      /show our bank details and your payment reference; please pay within 3 working days/,
    ),
  ).toBeTruthy()
  fireEvent.click(submitButton(form))

  const thanks = await screen.findByRole('dialog', { name: 'Thanks for your order' })
  expect(within(thanks).getByText('SAK7M2Q9X4PD')).toBeTruthy()
  expect(within(thanks).getByText('04-00-75')).toBeTruthy()
  expect(within(thanks).getByText(/Please pay by bank transfer by 31\.03\.2027/)).toBeTruthy()
  expect(browserNavigation.goTo).not.toHaveBeenCalled()
  expect(storedCart().products).toEqual([])
  const body = calls.find((call) => call.url.pathname.endsWith('/transactions/clear'))?.body
  expect(body).toMatchObject({ paymentChoice: 'bankTransfer' })
})
