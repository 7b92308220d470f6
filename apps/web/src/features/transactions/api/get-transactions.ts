import { useQuery } from '@tanstack/react-query'
import { TRANSACTIONS_POLL_MS } from '@sweet-art/domain/constants'
import { TransactionSchema, type Transaction } from '@sweet-art/domain/schemas/orders'
import { apiPost } from '@/lib/api-client'

/** Cache key of the signed-in client's transactions; under `session`, so signing out drops them. */
export const TRANSACTIONS_QUERY_KEY = ['session', 'transactions'] as const

/** `POST /payments/customer/transactions`: the signed-in client's transactions. */
export function getTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  return apiPost('/payments/customer/transactions', {}, TransactionSchema.array(), signal)
}

/** The client's transactions, fetched on entering the account area and every 20 s there (docs/product.md › Staying current). */
export function useTransactions({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    enabled: isEnabled,
    queryKey: TRANSACTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getTransactions(signal),
    refetchOnMount: 'always',
    refetchInterval: TRANSACTIONS_POLL_MS,
  })
}
