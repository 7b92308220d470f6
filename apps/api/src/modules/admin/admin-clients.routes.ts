import { AdminClientsQuerySchema } from '@sweet-art/domain/schemas/admin-clients'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { pathId, type AdminServices } from './admin-route'

/** The admin routes of clients: list and search, and one client with their orders (docs/product.md › The back office). */
export function registerAdminClientRoutes(team: ZodRoutes, services: AdminServices): void {
  team.get('/admin/clients', { schema: { querystring: AdminClientsQuerySchema } }, (request) =>
    services.clients.list(request.query.search || undefined),
  )

  team.get('/admin/clients/:id', (request) => services.clients.detail(pathId(request)))
}
