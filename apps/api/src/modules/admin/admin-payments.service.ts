import type { Database } from '@sweet-art/db/database'
import type { AdminTransaction } from '@sweet-art/domain/schemas/admin-payments'
import type { TransactionStatus } from '@sweet-art/domain/schemas/orders'
import { listTransactionsForBakery } from './admin-payments.repository'

/** The bakery's side of payments (docs/product.md › The back office): what was paid and how. */
export interface AdminPaymentsService {
  listTransactions: (filter: {
    status?: TransactionStatus | undefined
  }) => Promise<AdminTransaction[]>
}

/** Builds the payments side of the back office over the database. */
export function createAdminPaymentsService(deps: { db: Database }): AdminPaymentsService {
  const { db } = deps
  return {
    listTransactions: (filter) => listTransactionsForBakery(db, filter),
  }
}
