import type { Access } from '../../plugins/access'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { registerAdminCatalogueRoutes } from './admin-catalog.routes'
import { registerAdminClientRoutes } from './admin-clients.routes'
import { registerAdminOptionsRoutes } from './admin-options.routes'
import { registerAdminOrderRoutes } from './admin-orders.routes'
import { registerAdminPaymentRoutes } from './admin-payments.routes'
import { registerAdminCalendarRoutes } from './admin-calendar.routes'
import { registerAdminCapacityRoutes } from './admin-capacity.routes'
import { registerAdminMailRoutes } from './admin-mail.routes'
import { registerAdminHoldRoutes } from './admin-holds.routes'
import type { AdminServices } from './admin-route'

/**
 * Every `/admin/*` route of the API (docs/product.md › The back office), in one scope that checks
 * the session's role on the server before anything else.
 */
export function registerAdminRoutes(
  app: ZodRoutes,
  deps: { access: Access; services: AdminServices },
): void {
  deps.access.teamOnly(app, (team) => {
    registerAdminOrderRoutes(team, deps.services)
    registerAdminPaymentRoutes(team, deps.services)
    registerAdminClientRoutes(team, deps.services)
    registerAdminCatalogueRoutes(team, deps.services)
    registerAdminOptionsRoutes(team, deps.services)
    registerAdminCalendarRoutes(team, deps.services)
    registerAdminCapacityRoutes(team, deps.services)
    registerAdminMailRoutes(team, deps.services)
    registerAdminHoldRoutes(team, deps.services)
  })
}
