import { AdminClientsQuerySchema } from '@sweet-art/domain/schemas/admin-clients'
import { parseWith } from '../../lib/validate'
import type { AdminRoute } from './admin-route'

/** The admin routes of clients: list and search, and one client with their orders (docs/product.md › The back office). */
export const ADMIN_CLIENT_ROUTES: readonly AdminRoute[] = [
  {
    method: 'GET',
    path: '/admin/clients',
    handler: (services) => (_adminId, request) =>
      services.clients.list(parseWith(AdminClientsQuerySchema, request.query).search || undefined),
  },
  {
    method: 'GET',
    path: '/admin/clients/:id',
    handler: (services) => (_adminId, request) => services.clients.detail(request.params.id),
  },
]
