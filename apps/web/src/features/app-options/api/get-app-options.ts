import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import { CATALOG_REFETCH_MS } from '@sweet-art/domain/constants'
import { apiPost } from '@/lib/api-client'
import { answerShape } from '@/lib/answer-shape'
import { isAppOptionsAnswer, OPTIONS_ACTUAL } from './app-options-shape'

const APP_OPTIONS_QUERY_KEY = ['app-options'] as const

// The answer is either the word `actual` or a fresh copy of the options
// (docs/product.md › Wire names).
const AppOptionsAnswerSchema = answerShape(isAppOptionsAnswer, '"actual" or the app options')

/**
 * `POST /app-options` with the `updatedAt` the browser holds (docs/product.md › Wire names). When
 * the server says the copy is `actual`, the held copy is kept; the server only sends the options
 * when they changed.
 */
export async function getAppOptions(
  client: QueryClient,
  signal?: AbortSignal,
): Promise<AppOptions> {
  const held = client.getQueryData<AppOptions>(APP_OPTIONS_QUERY_KEY)
  const answer = await apiPost(
    '/app-options',
    { updatedAt: held?.updatedAt ?? null },
    AppOptionsAnswerSchema,
    signal,
  )
  if (answer !== OPTIONS_ACTUAL) return answer
  if (held) return held
  // `actual` for a browser that holds nothing would leave the shop without delivery settings.
  throw new Error('The API answered "actual" to a request without options')
}

/** The options query: same cadence as the catalogue (docs/product.md › Staying current). */
export const appOptionsQueryOptions = queryOptions({
  queryKey: APP_OPTIONS_QUERY_KEY,
  queryFn: ({ client, signal }) => getAppOptions(client, signal),
  staleTime: CATALOG_REFETCH_MS,
  refetchInterval: CATALOG_REFETCH_MS,
  meta: { persist: true },
})

/** The shop's app options (delivery settings, closed dates). */
export function useAppOptionsQuery() {
  return useQuery(appOptionsQueryOptions)
}
