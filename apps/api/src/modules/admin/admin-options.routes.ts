import { OptionsInputSchema } from '@sweet-art/domain/schemas/app-options'
import type { ZodRoutes } from '../../plugins/route-schemas'
import type { AdminServices } from './admin-route'

/** The admin routes of the shop's options: delivery settings and closed days (docs/product.md › The back office). */
export function registerAdminOptionsRoutes(team: ZodRoutes, services: AdminServices): void {
  team.get('/admin/options', () => services.options.read())

  team.put('/admin/options', { schema: { body: OptionsInputSchema } }, (request) =>
    services.options.update(request.clientId, request.body),
  )
}
