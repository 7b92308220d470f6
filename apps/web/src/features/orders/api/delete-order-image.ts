import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OrderSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { apiRequest } from '@/lib/api-client'
import { setCachedOrder } from './get-orders'

/** Which photo to remove from which order. */
export interface OrderImageRemoval {
  orderId: string
  name: string
}

/** `DELETE /orders/images` with `{ orderId, name }`; answers the updated order (docs/product.md › Photos on custom orders). */
export function deleteOrderImage(removal: OrderImageRemoval): Promise<Order> {
  return apiRequest('/orders/images', { method: 'DELETE', body: removal, schema: OrderSchema })
}

/** Remove a photo from an order that is still created or current. */
export function useDeleteOrderImageMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteOrderImage,
    onSuccess: (order) => setCachedOrder(queryClient, order),
  })
}
