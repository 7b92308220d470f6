import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import type { SessionManager } from '../../plugins/session'
import { ADMIN_ORDER_ROUTES } from './admin-orders.routes'
import { ADMIN_CLIENT_ROUTES } from './admin-clients.routes'
import { ADMIN_PAYMENT_ROUTES } from './admin-payments.routes'
import { ADMIN_CATALOGUE_ROUTES } from './admin-catalog.routes'
import { ADMIN_OPTIONS_ROUTES } from './admin-options.routes'
import { ADMIN_CALENDAR_ROUTES } from './admin-calendar.routes'
import type { AdminRoute, AdminServices } from './admin-route'

const TEAM_ONLY = 'This part of the shop is for the bakery team only.'

/** Every `/admin/*` route of the API (docs/product.md › The back office). */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  ...ADMIN_ORDER_ROUTES,
  ...ADMIN_PAYMENT_ROUTES,
  ...ADMIN_CLIENT_ROUTES,
  ...ADMIN_CATALOGUE_ROUTES,
  ...ADMIN_OPTIONS_ROUTES,
  ...ADMIN_CALENDAR_ROUTES,
]

/** Registers the admin routes; each checks the session's role on the server before anything else. */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionManager; services: AdminServices },
): void {
  async function requireAdminId(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const clientId = await deps.sessions.requireClientId(request, reply)
    if (!(await deps.services.team.isAdmin(clientId))) throw new AppError('FORBIDDEN', TEAM_ONLY)
    return clientId
  }

  for (const route of ADMIN_ROUTES) {
    const handle = route.handler(deps.services)
    app.route<{ Params: { id: string } }>({
      method: route.method,
      url: route.path,
      handler: async (request, reply) =>
        handle(await requireAdminId(request, reply), request, reply),
    })
  }
}
