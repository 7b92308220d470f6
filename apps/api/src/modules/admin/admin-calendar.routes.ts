import { AppError } from '@sweet-art/domain/errors'
import type { ZodRoutes } from '../../plugins/route-schemas'
import type { AdminCalendarService } from './admin-calendar.service'
import type { AdminServices } from './admin-route'

const FEED_NOT_FOUND =
  'This calendar address is not in use. Copy the current one from the back office.'

/** The admin routes of the baker's calendar feed: its address, a new one, or none (docs/product.md › The baker's calendar). */
export function registerAdminCalendarRoutes(team: ZodRoutes, services: AdminServices): void {
  team.get('/admin/calendar-feed', () => services.calendar.address())
  team.post('/admin/calendar-feed', (request) => services.calendar.renew(request.clientId))
  team.delete('/admin/calendar-feed', (request) => services.calendar.turnOff(request.clientId))
}

/**
 * The feed itself, read by calendar apps without a session: its secret is the only key, so any
 * other address answers 404, and no copy of it is kept on the way.
 */
export function registerCalendarFeedRoute(
  app: ZodRoutes,
  calendar: Pick<AdminCalendarService, 'feed'>,
): void {
  app.get<{ Params: { token: string } }>(
    '/calendar/:token/orders.ics',
    {
      schema: {
        operationId: 'bakerCalendarFeed',
        tags: ['orders'],
        summary: "The baker's calendar feed: every order as an iCalendar event",
        description:
          'The secret token the back office gives is the permission; calendar apps read it without a session.',
        answers: {
          200: { description: 'The orders as iCalendar events.', mediaType: 'text/calendar' },
          404: 'The feed is off, or the address was replaced.',
        },
      },
    },
    async (request, reply) => {
      const text = await calendar.feed(request.params.token)
      if (text === null) throw new AppError('NOT_FOUND', FEED_NOT_FOUND)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="sweet-art-orders.ics"')
        .send(text)
    },
  )
}
