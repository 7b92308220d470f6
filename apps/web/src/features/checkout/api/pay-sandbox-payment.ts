import { useMutation } from '@tanstack/react-query'
import { SandboxOutcomeSchema, type SandboxOutcome } from '@sweet-art/domain/schemas/payments'
import { apiPost } from '@/lib/api-client'

/** `POST /payments/sandbox/:id/pay`: the test payment succeeds; answers where the browser goes next (docs/product.md › Payments). */
export function paySandboxPayment(id: string): Promise<SandboxOutcome> {
  return apiPost(`/payments/sandbox/${encodeURIComponent(id)}/pay`, {}, SandboxOutcomeSchema)
}

/** Pay the test payment. */
export function usePaySandboxPaymentMutation() {
  return useMutation({ mutationFn: paySandboxPayment })
}
