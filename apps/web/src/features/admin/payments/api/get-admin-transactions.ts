import { useQuery } from '@tanstack/react-query'
import {
  AdminTransactionSchema,
  type AdminTransaction,
} from '@sweet-art/domain/schemas/admin-payments'
import type { TransactionStatus } from '@sweet-art/domain/schemas/orders'
import { apiGet } from '@/lib/api-client'

/** Cache keys of the payments list; under `session`, so signing out drops them. */
export const ADMIN_TRANSACTIONS_QUERY_KEY = ['session', 'admin', 'transactions'] as const

/** `GET /admin/transactions[?status]`: transactions newest first with order and client (docs/product.md › The back office). */
export function getAdminTransactions(
  status: TransactionStatus | null,
  signal?: AbortSignal,
): Promise<AdminTransaction[]> {
  const query = status ? `?${new URLSearchParams({ status }).toString()}` : ''
  return apiGet(`/admin/transactions${query}`, AdminTransactionSchema.array(), signal)
}

/** The payments list, all or of one status. */
export function useAdminTransactions(status: TransactionStatus | null) {
  return useQuery({
    queryKey: [...ADMIN_TRANSACTIONS_QUERY_KEY, status ?? 'all'],
    queryFn: ({ signal }) => getAdminTransactions(status, signal),
  })
}
