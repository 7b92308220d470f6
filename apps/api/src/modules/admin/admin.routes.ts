import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import {
  AdminOrdersQuerySchema,
  OrderStatusChangeSchema,
  ProductionSheetQuerySchema,
} from '@sweet-art/domain/schemas/orders'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import { isAdmin } from './admin.repository'
import type { AdminService } from './admin.service'

const TEAM_ONLY = 'This part of the shop is for the bakery team only.'

type AdminHandler = (
  adminId: string,
  request: FastifyRequest<{ Params: { id: string } }>,
) => Promise<unknown>

/** One admin route; the table lets a test try every one of them as a client and as a visitor. */
export interface AdminRoute {
  method: 'GET' | 'POST'
  path: string
  handler: (service: AdminService) => AdminHandler
}

/** Every `/admin/*` route of the API (issue 8). */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  {
    method: 'POST',
    path: '/admin/orders/:id/status',
    handler: (service) => (adminId, request) =>
      service.moveOrder(
        adminId,
        request.params.id,
        parseWith(OrderStatusChangeSchema, request.body ?? {}).status,
      ),
  },
  {
    method: 'GET',
    path: '/admin/orders',
    handler: (service) => (_adminId, request) =>
      service.listOrders(parseWith(AdminOrdersQuerySchema, request.query)),
  },
  {
    method: 'GET',
    path: '/admin/production-sheet',
    handler: (service) => (_adminId, request) =>
      service.productionSheet(parseWith(ProductionSheetQuerySchema, request.query).date),
  },
  {
    method: 'POST',
    path: '/admin/transactions/:id/mark-paid',
    handler: (service) => async (adminId, request) => {
      await service.markTransferReceived(adminId, request.params.id)
      return { ok: true }
    },
  },
]

/** Registers the admin routes; each checks the session's role on the server before anything else. */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { db: Database; sessions: SessionManager; admin: AdminService },
): void {
  async function requireAdminId(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const clientId = await deps.sessions.requireClientId(request, reply)
    if (!(await isAdmin(deps.db, clientId))) throw new AppError('FORBIDDEN', TEAM_ONLY)
    return clientId
  }

  for (const route of ADMIN_ROUTES) {
    const handle = route.handler(deps.admin)
    app.route<{ Params: { id: string } }>({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => handle(await requireAdminId(request, reply), request),
    })
  }
}
