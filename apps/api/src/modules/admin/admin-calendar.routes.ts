import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import type { AdminCalendarService } from './admin-calendar.service'
import type { AdminRoute } from './admin-route'

const FEED_NOT_FOUND =
  'This calendar address is not in use. Copy the current one from the back office.'

/** The admin routes of the baker's calendar feed: its address, a new one, or none (docs/product.md › The baker's calendar). */
export const ADMIN_CALENDAR_ROUTES: readonly AdminRoute[] = [
  {
    method: 'GET',
    path: '/admin/calendar-feed',
    handler: (services) => () => services.calendar.address(),
  },
  {
    method: 'POST',
    path: '/admin/calendar-feed',
    handler: (services) => (adminId) => services.calendar.renew(adminId),
  },
  {
    method: 'DELETE',
    path: '/admin/calendar-feed',
    handler: (services) => (adminId) => services.calendar.turnOff(adminId),
  },
]

/**
 * The feed itself, read by calendar apps without a session: its secret is the only key, so any
 * other address answers 404, and no copy of it is kept on the way.
 */
export function registerCalendarFeedRoute(
  app: FastifyInstance,
  calendar: Pick<AdminCalendarService, 'feed'>,
): void {
  app.get<{ Params: { token: string } }>('/calendar/:token/orders.ics', async (request, reply) => {
    const text = await calendar.feed(request.params.token)
    if (text === null) throw new AppError('NOT_FOUND', FEED_NOT_FOUND)
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="sweet-art-orders.ics"')
      .send(text)
  })
}
