import type { ZodRoutes } from '../../plugins/route-schemas'
import type { AdminServices } from './admin-route'

/** The admin route of the unpaid orders holding their day (docs/product.md › Unpaid holds). */
export function registerAdminHoldRoutes(team: ZodRoutes, services: AdminServices): void {
  team.get('/admin/holds', () => services.holds.list())
}
