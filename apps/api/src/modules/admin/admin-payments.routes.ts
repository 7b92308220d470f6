import {
  AdminTransactionsQuerySchema,
  OrderPricingSchema,
} from '@sweet-art/domain/schemas/admin-payments'
import { parseWith } from '../../lib/validate'
import type { AdminRoute } from './admin-route'

/** The admin routes of payments: the transactions list and pricing a request order (docs/product.md › The back office). */
export const ADMIN_PAYMENT_ROUTES: readonly AdminRoute[] = [
  {
    method: 'GET',
    path: '/admin/transactions',
    handler: (services) => (_adminId, request) =>
      services.payments.listTransactions(parseWith(AdminTransactionsQuerySchema, request.query)),
  },
  {
    method: 'POST',
    path: '/admin/orders/:id/price',
    handler: (services) => (adminId, request) =>
      services.orders.priceOrder(
        adminId,
        request.params.id,
        parseWith(OrderPricingSchema, request.body ?? {}),
      ),
  },
]
