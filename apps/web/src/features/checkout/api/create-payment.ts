import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { useMutation } from '@tanstack/react-query'
import { PaymentHandOffSchema, type PaymentHandOff } from '@sweet-art/domain/schemas/payments'
import { apiRequest } from '@/lib/api-client'
import type { CheckoutRequest } from './checkout-body'

/**
 * `POST /payments/customer/transactions/clear`: every line is priced, so the shop creates the order
 * and a pending transaction and answers where the browser goes to pay
 * (docs/product.md › Product prices; › Payments).
 */
export function createPayment({ body, idempotencyKey }: CheckoutRequest): Promise<PaymentHandOff> {
  return apiRequest('/payments/customer/transactions/clear', {
    method: 'POST',
    body,
    schema: PaymentHandOffSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  })
}

/** Start paying for the cart. */
export function useCreatePaymentMutation() {
  return useMutation({ mutationFn: createPayment })
}
