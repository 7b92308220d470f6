import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client'
import { PERSIST_RESTORE_TIMEOUT_MS } from '@sweet-art/domain/constants'
import { profileQueryOptions } from '@/features/auth/api/get-profile'
import { sectionsQueryOptions } from '@/features/catalog/api/get-sections'
import { maySessionExist } from '@/features/auth/api/session-hint'
import { useCartHydrated } from '@/features/cart/hooks/use-cart-hydrated'
import { createQueryClient } from '@/lib/query-client'
import {
  createQueryPersister,
  PERSIST_MAX_AGE_MS,
  QUERY_CACHE_BUSTER,
  shouldPersistQuery,
  withRestoreTimeout,
} from '@/lib/persist'
import { LoadingScreen } from './layout/loading-screen'

interface AppProvidersProps {
  children: ReactNode
  /** main.tsx passes the app's client (createAppQueryClient), tests their own. */
  queryClient?: QueryClient
  persister?: Persister
}

/**
 * The app's own client, already fetching the catalogue that every page starts from, while the saved
 * state is restored: the page's first render then has it, instead of rendering empty and again when
 * it comes. The request takes over the HTML's preload of it, so a restored copy costs nothing more.
 */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient()
  // A failure is the query's own, reported by the cache's error handler and retried like any other.
  client.query(sectionsQueryOptions).catch(() => undefined)
  return client
}

/**
 * Server state with its browser copy, and the gates that keep the app behind the loading screen
 * until the saved cart, sections and options are back and, for a signed-in browser, the first
 * profile check has answered (docs/product.md › Loading and restoring state).
 */
export function AppProviders({ children, queryClient, persister }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [queryPersister] = useState(() =>
    withRestoreTimeout(persister ?? createQueryPersister(), PERSIST_RESTORE_TIMEOUT_MS),
  )
  const [isQueryCacheRestored, setQueryCacheRestored] = useState(false)

  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister: queryPersister,
        maxAge: PERSIST_MAX_AGE_MS,
        buster: QUERY_CACHE_BUSTER,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      }}
      // The whole shop renders once the gate opens: as a transition React renders it in slices,
      // so the browser can answer a tap between them (total blocking time,
      // docs/product.md › Speed and resilience).
      onSuccess={() => startTransition(() => setQueryCacheRestored(true))}
      onError={() => {
        // The persister has already dropped the unreadable copy; start with an empty cache.
        console.error('Could not restore the saved catalogue and options')
        setQueryCacheRestored(true)
      }}
    >
      <PersistedStateGate isQueryCacheRestored={isQueryCacheRestored}>
        <SessionGate>{children}</SessionGate>
      </PersistedStateGate>
    </PersistQueryClientProvider>
  )
}

function PersistedStateGate({
  isQueryCacheRestored,
  children,
}: {
  isQueryCacheRestored: boolean
  children: ReactNode
}) {
  const isCartRestored = useCartHydrated()
  const [hasCartTimedOut, setCartTimedOut] = useState(false)

  useEffect(() => {
    if (isCartRestored) return
    // The query cache has its own timeout (withRestoreTimeout); this one covers the cart.
    const timer = window.setTimeout(() => {
      console.error(
        new Error(
          `The saved cart was not restored within ${String(PERSIST_RESTORE_TIMEOUT_MS)} ms; starting without it`,
        ),
      )
      setCartTimedOut(true)
    }, PERSIST_RESTORE_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [isCartRestored])

  if (!isQueryCacheRestored || !(isCartRestored || hasCartTimedOut)) return <LoadingScreen />
  return children
}

/**
 * Routes render only after the first profile check, or at once when the user is not
 * signed in (docs/product.md › Loading and restoring state). Only a browser that may hold a
 * session asks and waits (the session cookie is HttpOnly; its readable hint says whether one may
 * exist), so visitors see the shop at once.
 */
function SessionGate({ children }: { children: ReactNode }) {
  const { isPending } = useQuery(profileQueryOptions)
  const [mayBeSignedIn] = useState(maySessionExist)
  if (mayBeSignedIn && isPending) return <LoadingScreen />
  return children
}
