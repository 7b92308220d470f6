import { OptionsInputSchema } from '@sweet-art/domain/schemas/app-options'
import { parseWith } from '../../lib/validate'
import type { AdminRoute } from './admin-route'

/** The admin routes of the shop's options: delivery settings and closed days (docs/product.md › The back office). */
export const ADMIN_OPTIONS_ROUTES: readonly AdminRoute[] = [
  {
    method: 'GET',
    path: '/admin/options',
    handler: (services) => () => services.options.read(),
  },
  {
    method: 'PUT',
    path: '/admin/options',
    handler: (services) => (adminId, request) =>
      services.options.update(adminId, parseWith(OptionsInputSchema, request.body ?? {})),
  },
]
