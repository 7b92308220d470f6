import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  PricedOrderSchema,
  type OrderPricing,
  type PricedOrder,
} from '@sweet-art/domain/schemas/admin-payments'
import { apiPost } from '@/lib/api-client'
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders'

/** `POST /admin/orders/:id/price`: prices a request order and sends the client a pay link (docs/product.md › The back office). */
export function priceOrder(request: {
  orderId: string
  pricing: OrderPricing
}): Promise<PricedOrder> {
  return apiPost(`/admin/orders/${request.orderId}/price`, request.pricing, PricedOrderSchema)
}

/** Prices a request order and refreshes the board. */
export function usePriceOrderMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: priceOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY }),
  })
}
