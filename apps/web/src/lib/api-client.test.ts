import { afterEach, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { SEEMS_OFFLINE } from '@sweet-art/domain/messages'
import { ApiError, apiFileUrl, apiGet, apiPost, customerMessageOf } from './api-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubFetch(response: Response) {
  const fetchMock = vi.fn(() => Promise.resolve(response))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

test('calls go to the API prefix with the session cookie and JSON', async () => {
  const fetchMock = stubFetch(
    new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } }),
  )

  await expect(apiPost('/app-options', { updatedAt: null })).resolves.toEqual({ ok: true })

  expect(fetchMock).toHaveBeenCalledWith(
    '/api/app-options',
    expect.objectContaining({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ updatedAt: null }),
      headers: expect.objectContaining({ 'Content-Type': 'application/json' }) as unknown,
    }),
  )
})

test('an error body becomes an ApiError carrying its customer-safe message', async () => {
  stubFetch(
    new Response(
      JSON.stringify({
        message: 'Email already used',
        code: 'CONFLICT',
        fields: { email: 'Taken' },
      }),
      {
        status: 409,
        headers: { 'Content-Type': 'application/json' },
      },
    ),
  )

  const error = await apiGet('/clients').catch((caught: unknown) => caught)

  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({
    status: 409,
    code: 'CONFLICT',
    message: 'Email already used',
    fields: { email: 'Taken' },
    hasServerMessage: true,
  })
})

test('a failure without a message is not marked as showable', async () => {
  stubFetch(new Response('Bad gateway', { status: 502 }))

  await expect(apiGet('/health')).rejects.toMatchObject({ status: 502, hasServerMessage: false })
})

test('an unreachable server becomes a NETWORK ApiError', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  )

  await expect(apiGet('/health')).rejects.toMatchObject({
    code: 'NETWORK',
    hasServerMessage: false,
  })
})

test('an answer that breaks the schema is rejected', async () => {
  stubFetch(
    new Response(JSON.stringify({ id: 1 }), { headers: { 'Content-Type': 'application/json' } }),
  )

  await expect(apiGet('/x', z.object({ id: z.string() }))).rejects.toMatchObject({
    code: 'BAD_RESPONSE',
  })
})

test('a failed answer carries the request id the server gave it, for the error reference', async () => {
  stubFetch(
    new Response(
      JSON.stringify({ message: 'Something went wrong on our side.', code: 'INTERNAL' }),
      {
        status: 500,
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-5b7e2a4c' },
      },
    ),
  )

  await expect(apiGet('/clients')).rejects.toMatchObject({ requestId: 'req-5b7e2a4c' })
})

// Every way a call can fail, and what the customer is told of it (docs/product.md › Error
// answers; › When something fails): the server's own words, that the device seems offline, or
// nothing here (the caller says what failed).
const OFFLINE_FETCH = () => Promise.reject(new TypeError('Failed to fetch'))
test.each([
  {
    failure: 'an error answer with a message',
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Email already used', code: 'CONFLICT' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    told: 'Email already used',
  },
  { failure: 'a request that never got through', fetch: OFFLINE_FETCH, told: SEEMS_OFFLINE },
  {
    failure: 'a proxy’s page instead of an answer',
    fetch: () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
    told: undefined,
  },
  {
    failure: 'an answer that breaks the schema',
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify({ id: 1 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    told: undefined,
  },
])('$failure tells the customer: $told', async ({ fetch, told }) => {
  vi.stubGlobal('fetch', vi.fn(fetch))

  const error = await apiGet('/x', z.object({ id: z.string() })).catch((caught: unknown) => caught)
  expect(customerMessageOf(error)).toBe(told)
})

test('a request that never got through while the browser knows it is offline says so too', async () => {
  vi.stubGlobal('fetch', vi.fn(OFFLINE_FETCH))
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

  const error = await apiGet('/x').catch((caught: unknown) => caught)
  expect(customerMessageOf(error)).toBe(SEEMS_OFFLINE)
})

test('an aborted call tells the customer nothing: it was the shop that stopped it', async () => {
  const controller = new AbortController()
  controller.abort()
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
  )

  const error = await apiGet('/x', undefined, controller.signal).catch((caught: unknown) => caught)
  expect(customerMessageOf(error)).toBeUndefined()
})

test('file URLs are built from the API prefix, path and name', () => {
  expect(apiFileUrl({ path: 'images/products', name: 'cake.webp' })).toBe(
    '/api/images/products/cake.webp',
  )
})
