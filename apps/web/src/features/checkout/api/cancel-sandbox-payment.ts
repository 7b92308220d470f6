import { useMutation } from '@tanstack/react-query'
import { SandboxOutcomeSchema, type SandboxOutcome } from '@sweet-art/domain/schemas/payments'
import { apiPost } from '@/lib/api-client'

/** `POST /payments/sandbox/:id/cancel`: the customer gives up the test payment; answers where to go next (docs/product.md › Payments). */
export function cancelSandboxPayment(id: string): Promise<SandboxOutcome> {
  return apiPost(`/payments/sandbox/${encodeURIComponent(id)}/cancel`, {}, SandboxOutcomeSchema)
}

/** Cancel the test payment. */
export function useCancelSandboxPaymentMutation() {
  return useMutation({ mutationFn: cancelSandboxPayment })
}
