import {
  AdminOrdersQuerySchema,
  OrderStatusChangeSchema,
  ProductionSheetQuerySchema,
} from '@sweet-art/domain/schemas/orders'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { pathId, type AdminServices } from './admin-route'

/** The admin routes of orders, payments and the admin's own session (docs/product.md › The back office). */
export function registerAdminOrderRoutes(team: ZodRoutes, services: AdminServices): void {
  team.get('/admin/session', (request) => services.team.identity(request.clientId))

  team.post('/admin/orders/:id/status', { schema: { body: OrderStatusChangeSchema } }, (request) =>
    services.orders.moveOrder(request.clientId, pathId(request), request.body.status),
  )

  team.get('/admin/orders', { schema: { querystring: AdminOrdersQuerySchema } }, (request) =>
    services.orders.listOrders(request.query),
  )

  team.get(
    '/admin/production-sheet',
    { schema: { querystring: ProductionSheetQuerySchema } },
    (request) => services.orders.productionSheet(request.query.date),
  )

  team.post('/admin/transactions/:id/mark-paid', async (request) => {
    await services.orders.markTransferReceived(request.clientId, pathId(request))
    return { ok: true }
  })
}
