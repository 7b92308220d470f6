import { afterEach, expect, test, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { APP_OPTIONS } from '@/test/fixtures'
import { appOptionsQueryOptions, getAppOptions } from './get-app-options'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubAnswer(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    ),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

test('without a held copy it asks with a null updatedAt and keeps the answer', async () => {
  const fetchMock = stubAnswer(APP_OPTIONS)
  const client = new QueryClient()

  await expect(getAppOptions(client)).resolves.toEqual(APP_OPTIONS)
  expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ updatedAt: null }))
})

test('with a held copy it sends its updatedAt and keeps the copy when the answer is actual', async () => {
  const fetchMock = stubAnswer('actual')
  const client = new QueryClient()
  client.setQueryData(appOptionsQueryOptions.queryKey, APP_OPTIONS)

  await expect(getAppOptions(client)).resolves.toBe(APP_OPTIONS)
  expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
    JSON.stringify({ updatedAt: APP_OPTIONS.updatedAt }),
  )
})

test('a plain-text actual answer is understood too', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response('actual', { headers: { 'Content-Type': 'text/plain' } })),
    ),
  )
  const client = new QueryClient()
  client.setQueryData(appOptionsQueryOptions.queryKey, APP_OPTIONS)

  await expect(getAppOptions(client)).resolves.toBe(APP_OPTIONS)
})

test('newer options replace the held copy', async () => {
  const newer = { ...APP_OPTIONS, updatedAt: '2025-06-01T00:00:00.000Z' }
  stubAnswer(newer)
  const client = new QueryClient()
  client.setQueryData(appOptionsQueryOptions.queryKey, APP_OPTIONS)

  await expect(getAppOptions(client)).resolves.toEqual(newer)
})

test('options that lack their delivery settings are refused as a bad answer', async () => {
  stubAnswer({ ...APP_OPTIONS, appDelivery: undefined })
  await expect(getAppOptions(new QueryClient())).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
})
