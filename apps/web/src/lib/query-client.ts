import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { SEEMS_OFFLINE } from '@sweet-art/domain/messages'
import { showToast, useToastStore } from '@/components/ui/toast-store'
import { ApiError, customerMessageOf } from './api-client'
import { PERSIST_MAX_AGE_MS } from './persist'

function isShowing(message: string): boolean {
  return useToastStore.getState().toasts.some((toast) => toast.message === message)
}

/**
 * The shared error handler (docs/product.md › Error answers; › When something fails): a message
 * from the API's error body becomes an error toast, and so does a call that never got through,
 * saying the device seems offline (once, while that toast shows: several calls fail together);
 * anything else (a proxy's page, contract drift) is only logged, since it means nothing to a
 * customer.
 */
export function reportApiError(error: unknown): void {
  const message = customerMessageOf(error)
  if (message !== undefined && !(message === SEEMS_OFFLINE && isShowing(message))) {
    showToast(message, 'error')
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
      // A customer's action while the browser knows it is offline fails at once and says so,
      // instead of waiting without a word for the connection to come back.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
