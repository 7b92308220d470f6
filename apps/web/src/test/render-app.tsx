import { render } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import type { Persister } from '@tanstack/react-query-persist-client'
import { vi } from 'vitest'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import type { User } from '@sweet-art/domain/schemas/users'
import { AppProviders } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'
import { APP_OPTIONS, SECTIONS } from './fixtures'
import { holdSessionHintCookie } from './session'

/** A persister that holds nothing and restores at once, so tests start from an empty cache. */
export const emptyPersister: Persister = {
  persistClient: () => undefined,
  restoreClient: () => Promise.resolve(undefined),
  removeClient: () => undefined,
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The URL a `fetch` call was made with, whatever form it took. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

/**
 * Stubs `fetch` with the calls the layout makes (catalogue, options, profile check); returns the
 * mock to inspect calls. `user` signs the browser in; without it the profile check answers 401;
 * `options` stands for settings the baker changed in the back office.
 */
export function mockApi({
  sections = SECTIONS,
  user,
  options = APP_OPTIONS,
}: { sections?: Section[]; user?: User; options?: AppOptions } = {}) {
  if (user) holdSessionHintCookie()
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = requestUrl(input)
    if (url.endsWith('/api/products-sections/client'))
      return Promise.resolve(jsonResponse(sections))
    if (url.endsWith('/api/app-options')) return Promise.resolve(jsonResponse(options))
    if (url.endsWith('/api/clients/auth/profile'))
      return Promise.resolve(
        user
          ? jsonResponse(user)
          : jsonResponse({ message: 'Please log in to continue.', code: 'UNAUTHORIZED' }, 401),
      )
    return Promise.resolve(jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function LocationProbe() {
  const location = useLocation()
  return (
    <output data-testid="location" data-search={location.search}>
      {location.pathname}
    </output>
  )
}

/** Renders the whole app (providers, layout, routes) at `path`. */
export function renderApp(
  path = '/',
  { persister = emptyPersister }: { persister?: Persister } = {},
) {
  const queryClient = createQueryClient()
  const utils = render(
    <AppProviders queryClient={queryClient} persister={persister}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  )
  return { ...utils, queryClient }
}
