import { z } from 'zod'
import { ClientCheckoutSchema, GuestCheckoutSchema } from '@sweet-art/domain/schemas/forms'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { clientNetworkOf } from '../../lib/client-network'
import { readIdempotencyKey } from '../../lib/idempotency'
import type { Access } from '../../plugins/access'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { guestContactOf, type OrdersService } from './orders.service'

/** What the order checkouts answer beside the order itself. */
export const CHECKOUT_REFUSED = {
  409: 'The cart no longer matches the catalogue, the day or slot is closed, or the day is fully booked.',
}

/** The orders routes (docs/product.md › Request orders): a client's orders, and orders sent as requests for a price. */
export function registerOrderRoutes(
  app: ZodRoutes,
  deps: { access: Access; orders: OrdersService },
): void {
  const { orders } = deps

  deps.access.clientsOnly(app, (client) => {
    client.get(
      '/orders/client',
      {
        schema: {
          operationId: 'listOrders',
          tags: ['orders'],
          summary: "The signed-in client's orders, newest first",
          response: { 200: z.array(OrderSchema) },
          answers: { 200: 'The orders.' },
        },
      },
      async (request) => orders.listForClient(request.clientId),
    )

    client.post(
      '/orders/client',
      {
        schema: {
          operationId: 'requestOrder',
          tags: ['orders'],
          summary: 'Send an order as a request for a price (signed-in client)',
          description: 'The server prices every line itself; prices sent are hints, never charged.',
          idempotent: true,
          rateLimited: true,
          body: ClientCheckoutSchema,
          response: { 201: OrderSchema },
          answers: { 201: 'The order created.', ...CHECKOUT_REFUSED },
        },
      },
      async (request, reply) => {
        const order = await orders.checkout({
          kind: 'request',
          body: request.body,
          customer: { kind: 'client', clientId: request.clientId },
          idempotencyKey: readIdempotencyKey(request),
          network: clientNetworkOf(request),
        })
        return reply.code(201).send(order)
      },
    )
  })

  app.post(
    '/orders/client/clear',
    {
      schema: {
        operationId: 'requestOrderAsGuest',
        tags: ['orders'],
        summary: 'Send an order as a request for a price (guest)',
        idempotent: true,
        rateLimited: true,
        body: GuestCheckoutSchema,
        response: { 201: OrderSchema },
        answers: { 201: 'The order created.', ...CHECKOUT_REFUSED },
      },
    },
    async (request, reply) => {
      const order = await orders.checkout({
        kind: 'request',
        body: request.body,
        customer: { kind: 'guest', contact: guestContactOf(request.body) },
        idempotencyKey: readIdempotencyKey(request),
        network: clientNetworkOf(request),
      })
      return reply.code(201).send(order)
    },
  )
}
