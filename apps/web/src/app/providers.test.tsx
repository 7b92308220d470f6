import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import type { Persister } from '@tanstack/react-query-persist-client'
import { PERSIST_RESTORE_TIMEOUT_MS } from '@sweet-art/domain/constants'
import { EMPTY_CART } from '@sweet-art/domain/cart'
import { useCartStore } from '@/features/cart/stores/cart-store'
import { sectionsQueryOptions } from '@/features/catalog/api/get-sections'
import { CART_STORAGE_KEY, QUERY_CACHE_BUSTER } from '@/lib/persist'
import { makeCartLine, SECTIONS } from '@/test/fixtures'
import { mockApi, renderApp, requestUrl } from '@/test/render-app'
import { findSiteHeader } from '@/test/site-header'
import { AppProviders, createAppQueryClient } from './providers'

afterEach(() => {
  vi.useRealTimers()
  useCartStore.setState({ cart: EMPTY_CART })
})

/** A persister whose restore finishes, with nothing saved, only when the test says so. */
function createSlowPersister() {
  let finish: (() => void) | undefined
  const persister: Persister = {
    persistClient: () => undefined,
    restoreClient: () =>
      new Promise((resolve) => {
        finish = () => resolve(undefined)
      }),
    removeClient: () => undefined,
  }
  const finishRestore = () =>
    act(async () => {
      finish?.()
      await Promise.resolve()
    })
  return { persister, finishRestore }
}

test('the loading screen shows until the saved state is restored', async () => {
  mockApi()
  const { persister, finishRestore } = createSlowPersister()
  renderApp('/', { persister })

  expect(screen.getByText('Welcome to the product')).toBeTruthy()
  expect(screen.getByText('Please wait, app is loading...')).toBeTruthy()
  expect(screen.queryByRole('banner')).toBeNull()

  await finishRestore()
  expect(await findSiteHeader()).toBeTruthy()
  expect(screen.queryByText('Welcome to the product')).toBeNull()
})

test('the app asks for the catalogue while the saved state is still being restored', async () => {
  const fetchMock = mockApi()
  const { persister, finishRestore } = createSlowPersister()
  render(
    <AppProviders queryClient={createAppQueryClient()} persister={persister}>
      <p>The shop</p>
    </AppProviders>,
  )

  expect(screen.getByText('Welcome to the product')).toBeTruthy()
  const urls = fetchMock.mock.calls.map(([input]) => requestUrl(input))
  expect(urls.filter((url) => url.endsWith('/products-sections/client'))).toHaveLength(1)

  await finishRestore()
  expect(await screen.findByText('The shop')).toBeTruthy()
})

test('catalogue sections restored from the browser show without a request', async () => {
  const fetchMock = mockApi()
  const source = new QueryClient()
  source.setQueryData(sectionsQueryOptions.queryKey, SECTIONS)
  const clientState = dehydrate(source, { shouldDehydrateQuery: () => true })
  const restoredPersister: Persister = {
    persistClient: () => undefined,
    restoreClient: () =>
      Promise.resolve({ timestamp: Date.now(), buster: QUERY_CACHE_BUSTER, clientState }),
    removeClient: () => undefined,
  }
  renderApp('/', { persister: restoredPersister })

  expect(await screen.findByRole('link', { name: 'Cupcakes' })).toBeTruthy()
  const urls = fetchMock.mock.calls.map(([input]) => requestUrl(input))
  expect(urls.some((url) => url.endsWith('/products-sections/client'))).toBe(false)
})

test('a cart saved in localStorage is restored into the header badge', async () => {
  mockApi()
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      state: { cart: { products: [makeCartLine('p-cake')], flowLink: '' } },
      version: 1,
    }),
  )
  await useCartStore.persist.rehydrate()
  renderApp('/')

  expect(await screen.findByRole('link', { name: 'Cart, 1 product' })).toBeTruthy()
})

test('an unreadable saved cart is discarded instead of breaking the page', async () => {
  mockApi()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ state: { cart: { products: 'oops' } }, version: 1 }),
  )
  await useCartStore.persist.rehydrate()
  renderApp('/')

  expect(await screen.findByRole('link', { name: 'Cart, 0 products' })).toBeTruthy()
})

test('after the restore timeout the app renders anyway, logs an error and fetches afresh', async () => {
  vi.useFakeTimers()
  mockApi()
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const stuckPersister: Persister = {
    persistClient: () => undefined,
    restoreClient: () => new Promise(() => undefined),
    removeClient: () => undefined,
  }
  renderApp('/', { persister: stuckPersister })
  expect(screen.getByText('Welcome to the product')).toBeTruthy()

  await act(async () => {
    await vi.advanceTimersByTimeAsync(PERSIST_RESTORE_TIMEOUT_MS - 1)
  })
  expect(screen.getByText('Welcome to the product')).toBeTruthy()

  await act(async () => {
    await vi.advanceTimersByTimeAsync(1)
  })
  expect(screen.queryByText('Welcome to the product')).toBeNull()
  // Let the catalogue request that starts now complete.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100)
  })
  expect(screen.getByRole('link', { name: 'Cakes' })).toBeTruthy()
  const logged: unknown[] = consoleError.mock.calls.flat()
  expect(logged.some((entry) => entry instanceof Error && entry.message.includes('5000 ms'))).toBe(
    true,
  )
})
