import { queryOptions, useQuery } from '@tanstack/react-query'
import { SandboxPaymentSchema, type SandboxPayment } from '@sweet-art/domain/schemas/payments'
import { apiGet } from '@/lib/api-client'

/** `GET /payments/sandbox/:id`: the test payment the embedded provider shows (docs/product.md › Payments). */
export function getSandboxPayment(id: string, signal?: AbortSignal): Promise<SandboxPayment> {
  return apiGet(`/payments/sandbox/${encodeURIComponent(id)}`, SandboxPaymentSchema, signal)
}

/** The sandbox payment `id`; never cached across visits, its status changes when paid. */
export function useSandboxPaymentQuery(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['payments', 'sandbox', id],
      queryFn: ({ signal }) => getSandboxPayment(id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  )
}
