import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  PaymentReceiptSchema,
  type PaymentReceipt,
} from '@sweet-art/domain/schemas/payment-receipt'
import { apiGet } from '@/lib/api-client'

/** `GET /payments/receipts/:id`: which order a payment just made was for, and its amount. */
export function getPaymentReceipt(id: string, signal?: AbortSignal): Promise<PaymentReceipt> {
  return apiGet(`/payments/receipts/${encodeURIComponent(id)}`, PaymentReceiptSchema, signal)
}

/** The receipt of the payment the customer came back from, for the thank-you modal; idle without one. */
export function usePaymentReceiptQuery(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['payments', 'receipt', id],
      queryFn: ({ signal }) => getPaymentReceipt(id ?? '', signal),
      enabled: id !== null,
      retry: false,
    }),
  )
}
