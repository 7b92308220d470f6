import type { FastifyInstance } from 'fastify'
import { ClientCheckoutSchema, GuestCheckoutSchema } from '@sweet-art/domain/schemas/forms'
import { readIdempotencyKey } from '../../lib/idempotency'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import { guestContactOf, type OrdersService } from './orders.service'

/** The orders routes (docs/product.md › Request orders): a client's orders, and orders sent as requests for a price. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionManager; orders: OrdersService },
): void {
  const { sessions, orders } = deps

  app.get('/orders/client', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    return orders.listForClient(clientId)
  })

  app.post('/orders/client', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const body = parseWith(ClientCheckoutSchema, request.body ?? {})
    const idempotencyKey = readIdempotencyKey(request)
    const order = await orders.checkout({
      kind: 'request',
      body,
      customer: { kind: 'client', clientId },
      idempotencyKey,
      ip: request.ip,
    })
    return reply.code(201).send(order)
  })

  app.post('/orders/client/clear', async (request, reply) => {
    const body = parseWith(GuestCheckoutSchema, request.body ?? {})
    const idempotencyKey = readIdempotencyKey(request)
    const order = await orders.checkout({
      kind: 'request',
      body,
      customer: { kind: 'guest', contact: guestContactOf(body) },
      idempotencyKey,
      ip: request.ip,
    })
    return reply.code(201).send(order)
  })
}
