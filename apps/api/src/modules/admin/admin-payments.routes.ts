import {
  AdminTransactionsQuerySchema,
  OrderPricingSchema,
} from '@sweet-art/domain/schemas/admin-payments'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { pathId, type AdminServices } from './admin-route'

/** The admin routes of payments: the transactions list and pricing a request order (docs/product.md › The back office). */
export function registerAdminPaymentRoutes(team: ZodRoutes, services: AdminServices): void {
  team.get(
    '/admin/transactions',
    { schema: { querystring: AdminTransactionsQuerySchema } },
    (request) => services.payments.listTransactions(request.query),
  )

  team.post('/admin/orders/:id/price', { schema: { body: OrderPricingSchema } }, (request) =>
    services.orders.priceOrder(request.clientId, pathId(request), request.body),
  )
}
