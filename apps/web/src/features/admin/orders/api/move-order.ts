import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OrderSchema, type Order, type OrderStatus } from '@sweet-art/domain/schemas/orders'
import { apiPost } from '@/lib/api-client'
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders'

/** `POST /admin/orders/:id/status`: moves an order one step on; the client is e-mailed (docs/product.md › The back office). */
export function moveOrder(move: { orderId: string; status: OrderStatus }): Promise<Order> {
  return apiPost(`/admin/orders/${move.orderId}/status`, { status: move.status }, OrderSchema)
}

/** Moves an order to its next status and refreshes the board. */
export function useMoveOrderMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moveOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY }),
  })
}
