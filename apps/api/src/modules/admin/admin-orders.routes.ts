import {
  AdminOrdersQuerySchema,
  OrderStatusChangeSchema,
  ProductionSheetQuerySchema,
} from '@sweet-art/domain/schemas/orders'
import { parseWith } from '../../lib/validate'
import type { AdminRoute } from './admin-route'

/** The admin routes of orders, payments and the admin's own session (docs/product.md › The back office). */
export const ADMIN_ORDER_ROUTES: readonly AdminRoute[] = [
  {
    method: 'GET',
    path: '/admin/session',
    handler: (services) => (adminId) => services.team.identity(adminId),
  },
  {
    method: 'POST',
    path: '/admin/orders/:id/status',
    handler: (services) => (adminId, request) =>
      services.orders.moveOrder(
        adminId,
        request.params.id,
        parseWith(OrderStatusChangeSchema, request.body ?? {}).status,
      ),
  },
  {
    method: 'GET',
    path: '/admin/orders',
    handler: (services) => (_adminId, request) =>
      services.orders.listOrders(parseWith(AdminOrdersQuerySchema, request.query)),
  },
  {
    method: 'GET',
    path: '/admin/production-sheet',
    handler: (services) => (_adminId, request) =>
      services.orders.productionSheet(parseWith(ProductionSheetQuerySchema, request.query).date),
  },
  {
    method: 'POST',
    path: '/admin/transactions/:id/mark-paid',
    handler: (services) => async (adminId, request) => {
      await services.orders.markTransferReceived(adminId, request.params.id)
      return { ok: true }
    },
  },
]
