import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'
import { ADMIN_TRANSACTIONS_QUERY_KEY } from './get-admin-transactions'

/** `POST /admin/transactions/:id/mark-paid`: a pending bank transfer has arrived (docs/product.md › The back office). */
export async function markTransferReceived(transactionId: string): Promise<void> {
  await apiPost(`/admin/transactions/${transactionId}/mark-paid`, {})
}

/** Marks a bank transfer received and refreshes the payments list. */
export function useMarkTransferReceivedMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markTransferReceived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_TRANSACTIONS_QUERY_KEY }),
  })
}
