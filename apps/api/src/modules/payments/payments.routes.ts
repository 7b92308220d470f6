import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import {
  ClientCheckoutSchema,
  GuestCheckoutSchema,
  TransactionsRequestSchema,
  type GuestCheckout,
} from '@sweet-art/domain/schemas/forms'
import type { SandboxOutcome, SandboxPayment } from '@sweet-art/domain/schemas/payments'
import type { Clock } from '../../lib/clock'
import { assertOwnClientId, isUuid } from '../../lib/ownership'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import type { MailQueue } from '../../providers/mail/mail-queue'
import { paymentConfirmedMail } from '../orders/orders.mails'
import { findOrder, findOrderContact } from '../orders/orders.repository'
import { readIdempotencyKey } from '../orders/orders.routes'
import { guestContactOf, type OrdersService } from '../orders/orders.service'
import {
  findSandboxPayment,
  listClientTransactions,
  settleSandboxPayment,
} from './payments.repository'
import type { Database } from '@sweet-art/db/database'

const PAYMENT_NOT_FOUND = 'This payment does not exist.'
const PAYMENT_SETTLED = 'This payment is no longer waiting to be paid.'
// Where the browser goes after the test payment page (spec §2: /cart/isPaid clears the cart).
const RETURN_AFTER_PAYING = '/cart/isPaid'
const RETURN_AFTER_CANCELLING = '/cart'

/** The paid checkout of decisions §2: an order and its pending transaction, answered with the flow link. */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { db: Database; sessions: SessionManager; orders: OrdersService },
): void {
  const { db, sessions, orders } = deps

  app.post('/payments/customer/transactions', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const body = parseWith(TransactionsRequestSchema, request.body ?? {})
    assertOwnClientId(body.clientId, clientId)
    return listClientTransactions(db, clientId)
  })

  app.post('/payments/customer/transactions/clear', async (request, reply) => {
    const clientId = await sessions.currentClientId(request, reply)
    const idempotencyKey = readIdempotencyKey(request)
    const handOff =
      clientId === null
        ? await checkoutAsGuest(parseWith(GuestCheckoutSchema, request.body ?? {}))
        : await orders.checkout({
            kind: 'payment',
            body: parseWith(ClientCheckoutSchema, request.body ?? {}),
            customer: { kind: 'client', clientId },
            idempotencyKey,
          })
    return reply.code(201).send(handOff)

    function checkoutAsGuest(body: GuestCheckout) {
      return orders.checkout({
        kind: 'payment',
        body,
        customer: { kind: 'guest', contact: guestContactOf(body) },
        idempotencyKey,
      })
    }
  })
}

/**
 * The sandbox provider's own payment page API (decisions §4): anyone holding the link (a random
 * UUID, like a provider's hosted page) sees the amount and pays or cancels a test payment once.
 */
export function registerSandboxPaymentRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; mail: MailQueue },
): void {
  const { db, clock, mail } = deps

  async function settle(id: string, status: 'paid' | 'cancelled'): Promise<void> {
    const payment = isUuid(id) ? await findSandboxPayment(db, id) : null
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
    if (!(await settleSandboxPayment(db, id, status, clock())))
      throw new AppError('CONFLICT', PAYMENT_SETTLED)
    if (status === 'paid') await confirmPayment(payment)
  }

  async function confirmPayment(payment: SandboxPayment): Promise<void> {
    const [order, contact] = await Promise.all([
      findOrder(db, payment.orderId),
      findOrderContact(db, payment.orderId),
    ])
    if (order && contact) mail.enqueue(paymentConfirmedMail(order, contact, payment.amount))
  }

  app.get<{ Params: { id: string } }>('/payments/sandbox/:id', async (request) => {
    const payment = isUuid(request.params.id)
      ? await findSandboxPayment(db, request.params.id)
      : null
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
    return payment
  })

  app.post<{ Params: { id: string } }>('/payments/sandbox/:id/pay', async (request) => {
    await settle(request.params.id, 'paid')
    return { returnUrl: RETURN_AFTER_PAYING } satisfies SandboxOutcome
  })

  app.post<{ Params: { id: string } }>('/payments/sandbox/:id/cancel', async (request) => {
    await settle(request.params.id, 'cancelled')
    return { returnUrl: RETURN_AFTER_CANCELLING } satisfies SandboxOutcome
  })
}
