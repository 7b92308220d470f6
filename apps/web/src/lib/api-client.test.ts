import { afterEach, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, apiFileUrl, apiGet, apiPost } from './api-client'

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

test('file URLs are built from the API prefix, path and name', () => {
  expect(apiFileUrl({ path: 'images/products', name: 'cake.webp' })).toBe(
    '/api/images/products/cake.webp',
  )
})
