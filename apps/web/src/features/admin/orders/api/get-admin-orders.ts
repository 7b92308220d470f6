import { useQuery } from '@tanstack/react-query'
import { AdminOrderSchema, type AdminOrder } from '@sweet-art/domain/schemas/orders'
import { apiGet } from '../../../../lib/api-client'

/** Delivery dates from and to, inclusive, as `YYYY-MM-DD`. */
export interface DeliveryRange {
  from: string
  to: string
}

/** Cache keys of the board's orders; under `session`, so signing out drops them. */
export const ADMIN_ORDERS_QUERY_KEY = ['session', 'admin', 'orders'] as const

/** `GET /admin/orders?from&to`: the orders delivered between two dates, by date and time (issue 8). */
export function getAdminOrders(range: DeliveryRange, signal?: AbortSignal): Promise<AdminOrder[]> {
  const query = new URLSearchParams({ from: range.from, to: range.to })
  return apiGet(`/admin/orders?${query.toString()}`, AdminOrderSchema.array(), signal)
}

/** The board's orders for a range of delivery dates. */
export function useAdminOrders(range: DeliveryRange) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, range.from, range.to],
    queryFn: ({ signal }) => getAdminOrders(range, signal),
  })
}
