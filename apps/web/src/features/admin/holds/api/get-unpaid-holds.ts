import { useQuery } from '@tanstack/react-query'
import {
  UnpaidHoldAnswerSchema,
  type UnpaidHoldAnswer,
} from '@sweet-art/domain/schemas/admin-holds'
import { apiGet } from '@/lib/api-client'

/** Cache key of the unpaid holds; under `session`, so signing out drops it. */
const UNPAID_HOLDS_QUERY_KEY = ['session', 'admin', 'holds'] as const

// While the page is open it follows the shop: a hold that ends, or an order paid, leaves the list.
const REFRESH_MS = 60_000

/** `GET /admin/holds`: every unpaid order holding its day, soonest day first (docs/product.md › Unpaid holds). */
function getUnpaidHolds(signal?: AbortSignal): Promise<UnpaidHoldAnswer[]> {
  return apiGet('/admin/holds', UnpaidHoldAnswerSchema.array(), signal)
}

/** The unpaid holds, refreshed while the page is open. */
export function useUnpaidHolds() {
  return useQuery({
    queryKey: UNPAID_HOLDS_QUERY_KEY,
    queryFn: ({ signal }) => getUnpaidHolds(signal),
    refetchInterval: REFRESH_MS,
  })
}
