import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { OrderSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { apiGet } from '@/lib/api-client'

/** Cache key of the signed-in client's orders; under `session`, so signing out drops them. */
export const ORDERS_QUERY_KEY = ['session', 'orders'] as const

/** `GET /orders/client`: the signed-in client's orders, newest first (docs/product.md › Accounts). */
export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet('/orders/client', OrderSchema.array(), signal)
}

const ordersQueryOptions = queryOptions({
  queryKey: ORDERS_QUERY_KEY,
  queryFn: ({ signal }) => getOrders(signal),
  // Entering the orders pages always shows what the bakery has done since.
  refetchOnMount: 'always',
})

/** The signed-in client's orders. */
export function useOrders() {
  return useQuery(ordersQueryOptions)
}

/** Puts an order the API answered with into the cached list, so every view of it updates at once. */
export function setCachedOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData<Order[]>(ORDERS_QUERY_KEY, (orders) =>
    orders?.map((cached) => (cached.id === order.id ? order : cached)),
  )
}
