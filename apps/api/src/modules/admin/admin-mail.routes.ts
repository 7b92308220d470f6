import type { ZodRoutes } from '../../plugins/route-schemas'
import { pathId, type AdminServices } from './admin-route'

/** The admin routes of the e-mail that has not gone: the list, and Resend (docs/product.md › The back office). */
export function registerAdminMailRoutes(team: ZodRoutes, services: AdminServices): void {
  team.get('/admin/mail', () => services.mail.listUnsent())

  team.post('/admin/mail/:id/resend', async (request) => {
    await services.mail.resend(request.clientId, pathId(request))
    return { ok: true }
  })
}
