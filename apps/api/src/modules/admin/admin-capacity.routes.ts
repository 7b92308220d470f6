import { DailyCapacitySchema } from '@sweet-art/domain/schemas/capacity'
import type { ZodRoutes } from '../../plugins/route-schemas'
import type { AdminServices } from './admin-route'

/** The admin routes of the kitchen's daily capacity (docs/product.md › Daily capacity). */
export function registerAdminCapacityRoutes(team: ZodRoutes, services: AdminServices): void {
  team.get('/admin/capacity', () => services.capacity.read())

  team.put('/admin/capacity', { schema: { body: DailyCapacitySchema } }, (request) =>
    services.capacity.update(request.clientId, request.body),
  )
}
