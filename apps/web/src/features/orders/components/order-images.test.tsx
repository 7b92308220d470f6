import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import type { ImageFile } from '@sweet-art/domain/schemas/catalog'
import type { Order, OrderStatus } from '@sweet-art/domain/schemas/orders'
import { useToastStore } from '@/components/ui/toast-store'
import { apiError, json, stubApi, type StubRequest } from '@/test/api-stub'
import { USER, makeOrder } from '@/test/fixtures'
import { shownToastMessages } from '@/test/toasts'
import { renderApp, requestUrl } from '@/test/render-app'

beforeEach(() => {
  useToastStore.setState({ toasts: [] })
})

const ORDER_ID = 'o-custom'

function photo(name: string): ImageFile {
  return { path: `uploads/orders/${ORDER_ID}`, name }
}

function customOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    id: ORDER_ID,
    createdAt: '2026-11-01T10:00:00.000Z',
    products: [
      {
        id: 'line-1',
        productId: 'p-bespoke',
        name: 'Bespoke Celebration Cake',
        sectionName: 'Custom Made',
        quantity: '1',
        cost: null,
        sale: '',
        options: [],
        allergens: [],
      },
    ],
    ...overrides,
  })
}

type Route = (request: StubRequest) => Response

/** Signs the client in with this one order, opens it from the list and waits for its Images. */
async function openOrder(order: Order, routes: Record<string, Route> = {}) {
  const api = stubApi({
    'GET /clients/auth/profile': () => json(USER),
    'GET /orders/client': () => json([order]),
    'POST /payments/customer/transactions': () => json([]),
    ...routes,
  })
  renderApp('/account/orders')
  fireEvent.click(await screen.findByRole('button', { name: 'Show' }, { timeout: 15_000 }))
  const images = await screen.findByRole('region', { name: 'Images' }, { timeout: 15_000 })
  return { ...api, images }
}

function pngFile(name: string, bytes = 8): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

function choose(files: File[]) {
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } })
}

/** The body `fetch` was given for a call to `path`; FormData is not JSON, so the stub keeps none. */
function sentBody(fetchMock: ReturnType<typeof stubApi>['fetchMock'], path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => requestUrl(input).endsWith(path))
  return call?.[1]?.body
}

test('uploading sends the order id and the photos as multipart and shows the new photos', async () => {
  const uploaded = customOrder({ images: [photo('a.png'), photo('b.svg')] })
  const { fetchMock, images } = await openOrder(customOrder(), {
    'POST /orders/images': () => json(uploaded),
  })
  expect(within(images).getByText('No photos yet.')).toBeTruthy()

  const files = [pngFile('cake.png'), new File(['<svg/>'], 'sketch.svg', { type: 'image/svg+xml' })]
  choose(files)

  const photos = await within(images).findAllByRole(
    'img',
    { name: /^Photo \d$/ },
    { timeout: 15_000 },
  )
  expect(photos.map((img) => img.getAttribute('src'))).toEqual([
    `/api/uploads/orders/${ORDER_ID}/a.png`,
    `/api/uploads/orders/${ORDER_ID}/b.svg`,
  ])
  const body = sentBody(fetchMock, '/api/orders/images')
  if (!(body instanceof FormData)) throw new Error('the photos were not sent as multipart')
  expect(body.get('orderId')).toBe(ORDER_ID)
  expect(body.getAll('files').map((file) => (file instanceof File ? file.name : file))).toEqual([
    'cake.png',
    'sketch.svg',
  ])
  // The toast follows the saved order in its own callback.
  await waitFor(() => expect(shownToastMessages()).toContain('Photos added'))
  // The count follows the order as it is read again, which may come after the toast.
  expect(await within(images).findByText('2 / 10', {}, { timeout: 15_000 })).toBeTruthy()
})

test('removing a photo calls DELETE with the order and the name, and the photo is gone', async () => {
  const { calls, images } = await openOrder(
    customOrder({ images: [photo('a.png'), photo('b.png')] }),
    { 'DELETE /orders/images': () => json(customOrder({ images: [photo('a.png')] })) },
  )

  const removeSecond = within(images).getByRole('button', { name: 'Remove photo 2' })
  removeSecond.focus()
  fireEvent.click(removeSecond)

  // The keyboard stays in the list: the focus moves to the photo that is left.
  await waitFor(
    () =>
      expect(document.activeElement).toBe(
        within(images).getByRole('button', { name: 'Remove photo 1' }),
      ),
    { timeout: 15_000 },
  )
  expect(within(images).queryByRole('button', { name: 'Remove photo 2' })).toBeNull()
  expect(within(images).getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(1)
  expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
    orderId: ORDER_ID,
    name: 'b.png',
  })
})

for (const status of ['delivery', 'complete'] satisfies OrderStatus[]) {
  test(`an order in ${status} shows its photos without ways to add or remove them`, async () => {
    const { images } = await openOrder(customOrder({ status, images: [photo('a.png')] }))
    expect(within(images).getByRole('img', { name: 'Photo 1' })).toBeTruthy()
    expect(within(images).queryByLabelText('Add photos')).toBeNull()
    expect(within(images).queryByRole('button', { name: /^Remove photo/ })).toBeNull()
    expect(
      within(images).getByText('Photos can be changed only until we start preparing your order.'),
    ).toBeTruthy()
  })
}

test('a photo the server refuses shows its message and leaves the order as it was', async () => {
  // The shared error handler logs every failed call; here the failure is the point.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const { images } = await openOrder(customOrder(), {
    'POST /orders/images': () =>
      apiError(415, 'Only JPEG, PNG and SVG images can be added.', 'UNSUPPORTED_MEDIA_TYPE'),
  })

  choose([pngFile('not-really.png')])

  expect(
    await screen.findByRole('alert', {}, { timeout: 15_000 }).then((alert) => alert.textContent),
  ).toContain('Only JPEG, PNG and SVG images can be added.')
  expect(within(images).getByText('No photos yet.')).toBeTruthy()
})

test('a photo over 10 MB is refused in the browser, before anything is sent', async () => {
  const { calls } = await openOrder(customOrder())
  const huge = pngFile('huge.png')
  Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 })

  choose([pngFile('fine.png'), huge])

  expect(shownToastMessages()).toEqual([
    '“huge.png” is larger than 10 MB. Please choose a smaller photo.',
  ])
  expect(calls.some((call) => call.url.pathname.endsWith('/orders/images'))).toBe(false)
})

test('more photos than the order has room for are refused in the browser', async () => {
  const held = Array.from({ length: 9 }, (_, index) => photo(`p${String(index)}.png`))
  const { calls } = await openOrder(customOrder({ images: held }))

  choose([pngFile('one.png'), pngFile('two.png')])

  expect(shownToastMessages()).toEqual(['An order holds at most 10 photos: you can add 1 more.'])
  expect(calls.some((call) => call.url.pathname.endsWith('/orders/images'))).toBe(false)
})
