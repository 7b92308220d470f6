import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'
import { ADMIN_ORDERS_QUERY_KEY } from '@/features/admin/orders/api/get-admin-orders'
import { UNSENT_MAIL_QUERY_KEY } from './get-unsent-mail'

/** `POST /admin/mail/:id/resend`: the message is owed again, due now (docs/product.md › The back office). */
export async function resendMail(mailId: string): Promise<void> {
  await apiPost(`/admin/mail/${mailId}/resend`, {})
}

/** Resends a message and refreshes the list and the board, whose cards say when a mail has not gone. */
export function useResendMailMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendMail,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: UNSENT_MAIL_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY }),
      ]),
  })
}
