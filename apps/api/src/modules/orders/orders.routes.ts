import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import { ClientCheckoutSchema, GuestCheckoutSchema } from '@sweet-art/domain/schemas/forms'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { IdempotencyKeySchema } from '@sweet-art/domain/schemas/payments'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import { guestContactOf, type OrdersService } from './orders.service'

const MISSING_KEY = `Please send a fresh ${IDEMPOTENCY_KEY_HEADER} (a UUID) with each checkout.`

/** The checkout's `Idempotency-Key` header, required so a retried checkout never creates two orders (decisions §2). */
export function readIdempotencyKey(request: FastifyRequest): string {
  const parsed = IdempotencyKeySchema.safeParse(
    request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
  )
  if (!parsed.success) throw new AppError('BAD_REQUEST', MISSING_KEY)
  return parsed.data
}

/** The orders routes of decisions §2: a client's orders, and orders sent as requests for a price. */
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
    })
    return reply.code(201).send(order)
  })
}
