import { AvailabilityQuerySchema, AvailabilitySchema } from '@sweet-art/domain/schemas/capacity'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { BOOKED_CACHE_MS, type CapacityService } from './capacity.service'

// Browsers and proxies may keep an answer as long as an instance keeps its bookings: the order's
// own check is the truth (docs/product.md › Daily capacity).
const CACHE_CONTROL = `public, max-age=${String(BOOKED_CACHE_MS / 1000)}`

/** `GET /calendar/availability`: the days a cart cannot be delivered on, and why (docs/product.md › Daily capacity). */
export function registerCapacityRoutes(
  app: ZodRoutes,
  capacity: Pick<CapacityService, 'availability'>,
): void {
  app.get(
    '/calendar/availability',
    {
      schema: {
        operationId: 'getDeliveryAvailability',
        tags: ['options'],
        summary: 'Which delivery days a cart cannot have, and why',
        description:
          'Days from `from` to `to` (at most 62) that are closed, too soon for the products or fully booked for the cart `products=<id>:<quantity>,…`; days not listed are open. The order is checked again when placed.',
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilitySchema },
        answers: { 200: 'The days that cannot be chosen, each with its reason.' },
      },
    },
    async (request, reply) => {
      const answer = await capacity.availability(request.query)
      return reply.header('cache-control', CACHE_CONTROL).send(answer)
    },
  )
}
