import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { OrderLinkViewSchema, type OrderLinkView } from '@sweet-art/domain/schemas/order-link'
import { PayLinkSchema } from '@sweet-art/domain/schemas/payments'
import { apiGet, apiPost } from '@/lib/api-client'

const linkPath = (token: string) => `/orders/link/${encodeURIComponent(token)}`

/** `GET /orders/link/:token`: the order an e-mailed link names; the token is the permission. */
export function getOrderLink(token: string, signal?: AbortSignal): Promise<OrderLinkView> {
  return apiGet(linkPath(token), OrderLinkViewSchema, signal)
}

/** The order behind an e-mailed link; fresh on every visit, since the bakery moves it along. */
export function useOrderLinkQuery(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['order-link', token],
      queryFn: ({ signal }) => getOrderLink(token, signal),
      staleTime: 0,
      retry: false,
    }),
  )
}

/** `POST /orders/link/:token/pay`: the payment page for the order's pending payment, fresh if it expired. */
export function useOrderLinkPayMutation() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiPost(`${linkPath(token)}/pay`, {}, PayLinkSchema)).flowLink,
  })
}
