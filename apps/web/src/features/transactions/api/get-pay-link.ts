import { useMutation } from '@tanstack/react-query'
import { PayLinkSchema } from '@sweet-art/domain/schemas/payments'
import { apiPost } from '@/lib/api-client'

/** `POST /payments/customer/transactions/:id/pay`: the payment page to go to now, fresh if the old one expired (docs/product.md › Payments). */
export async function getPayLink(transactionId: string): Promise<string> {
  const { flowLink } = await apiPost(
    `/payments/customer/transactions/${encodeURIComponent(transactionId)}/pay`,
    {},
    PayLinkSchema,
  )
  return flowLink
}

/** Asks for the pay link of a transaction. */
export function usePayLinkMutation() {
  return useMutation({ mutationFn: getPayLink })
}
