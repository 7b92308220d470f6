import { useMutation } from '@tanstack/react-query'
import { OrderSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { apiRequest } from '@/lib/api-client'
import type { CheckoutRequest } from './checkout-body'

/** A request order: the checkout call and who sends it. */
export interface OrderRequest extends CheckoutRequest {
  isGuest: boolean
}

/**
 * `POST /orders/client` for a signed-in client, `POST /orders/client/clear` for a guest: some line
 * has no price, so the order is created as a request, without payment
 * (docs/product.md › Product prices; › Request orders).
 */
export function createOrder({ body, idempotencyKey, isGuest }: OrderRequest): Promise<Order> {
  return apiRequest(isGuest ? '/orders/client/clear' : '/orders/client', {
    method: 'POST',
    body,
    schema: OrderSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  })
}

/** Send the cart as an order request. */
export function useCreateOrderMutation() {
  return useMutation({ mutationFn: createOrder })
}
