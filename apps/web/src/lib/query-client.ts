import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { showToast } from '@/components/ui/toast-store'
import { ApiError } from './api-client'
import { PERSIST_MAX_AGE_MS } from './persist'

/**
 * The shared error handler (docs/product.md › Error answers): a message from the API's error body
 * becomes an error toast; anything else (network, contract drift) is only logged, since it means
 * nothing to a customer.
 */
export function reportApiError(error: unknown): void {
  if (error instanceof ApiError && error.hasServerMessage) {
    showToast(error.message, 'error')
  }
  console.error(error)
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same again; only outages and network blips are worth retrying.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

/** A QueryClient with the shop's defaults. One per app (and one per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.quiet) reportApiError(error)
      },
    }),
    mutationCache: new MutationCache({ onError: reportApiError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Persisted queries must outlive the persister's max age or they vanish before being saved.
        gcTime: PERSIST_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  })
}
