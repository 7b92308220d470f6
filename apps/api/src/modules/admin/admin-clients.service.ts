import type { Database } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import type { AdminClient, AdminClientDetail } from '@sweet-art/domain/schemas/admin-clients'
import { isUuid } from '../../lib/ownership'
import type { OrdersService } from '../orders/orders.service'
import { findAdminClient, searchClients } from './admin-clients.repository'

const CLIENT_NOT_FOUND = 'This client does not exist.'

/** The bakery's list of clients and each one's orders (docs/product.md › The back office); reading only, so nothing to audit. */
export interface AdminClientsService {
  list: (search: string | undefined) => Promise<AdminClient[]>
  detail: (clientId: string) => Promise<AdminClientDetail>
}

/** Builds the clients side of the back office over the database and the orders. */
export function createAdminClientsService(deps: {
  db: Database
  orders: Pick<OrdersService, 'listForClient'>
}): AdminClientsService {
  const { db, orders } = deps
  return {
    list: (search) => searchClients(db, search),
    async detail(clientId) {
      const client = isUuid(clientId) ? await findAdminClient(db, clientId) : null
      if (!client) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND)
      return { client, orders: await orders.listForClient(clientId) }
    },
  }
}
