import { useQuery } from '@tanstack/react-query'
import { AdminOrderSchema, type AdminOrder } from '@sweet-art/domain/schemas/orders'
import { apiGet } from '@/lib/api-client'

/** What the board asks for: delivery dates from and to (inclusive), a search and a filter. */
export interface BoardRequest {
  from?: string | undefined
  to?: string | undefined
  q?: string | undefined
  awaitingPrice?: boolean | undefined
}

/** Cache keys of the board's orders; under `session`, so signing out drops them. */
export const ADMIN_ORDERS_QUERY_KEY = ['session', 'admin', 'orders'] as const

/** The request as the URL query the API validates. */
export function toSearchParams(request: BoardRequest): URLSearchParams {
  const query = new URLSearchParams()
  if (request.from) query.set('from', request.from)
  if (request.to) query.set('to', request.to)
  if (request.q) query.set('q', request.q)
  if (request.awaitingPrice) query.set('awaitingPrice', 'true')
  return query
}

/** `GET /admin/orders?from&to&q&awaitingPrice`: the matching orders by delivery date and time (docs/product.md › The back office). */
export function getAdminOrders(request: BoardRequest, signal?: AbortSignal): Promise<AdminOrder[]> {
  const query = toSearchParams(request).toString()
  return apiGet(`/admin/orders?${query}`, AdminOrderSchema.array(), signal)
}

/** The board's orders for a request; nothing is asked while `isEnabled` is false. */
export function useAdminOrders(request: BoardRequest, isEnabled = true) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, toSearchParams(request).toString()],
    queryFn: ({ signal }) => getAdminOrders(request, signal),
    enabled: isEnabled,
  })
}
