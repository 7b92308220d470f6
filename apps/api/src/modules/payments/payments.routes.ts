import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import {
  ClientCheckoutSchema,
  GuestCheckoutSchema,
  TransactionsRequestSchema,
  type GuestCheckout,
} from '@sweet-art/domain/schemas/forms'
import { paidReturnPath } from '@sweet-art/domain/schemas/payment-receipt'
import type { SandboxOutcome } from '@sweet-art/domain/schemas/payments'
import { assertOwnClientId, isUuid } from '../../lib/ownership'
import { readIdempotencyKey } from '../../lib/idempotency'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import { WEBHOOK_SIGNATURE_HEADER } from '../../providers/payments/gocardless-webhook'
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider'
import type { PaymentWebhookHandler } from './payment-events'
import type { PayLinks } from './pay-link'
import { guestContactOf, type OrdersService } from '../orders/orders.service'
import type { PaymentsService } from './payments.service'

const PAYMENT_NOT_FOUND = 'This payment does not exist.'
const PAYMENT_SETTLED = 'This payment is no longer waiting to be paid.'
// Where the browser goes after cancelling on the test payment page; after paying it goes to
// /cart/isPaid, naming the payment for the thank-you modal.
const RETURN_AFTER_CANCELLING = '/cart'

/** The paid checkout (docs/product.md › Payments): an order and its pending transaction, answered with the flow link. */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    payments: PaymentsService
    sessions: SessionManager
    orders: OrdersService
    payLink: PayLinks
  },
): void {
  const { payments, sessions, orders, payLink } = deps

  app.post('/payments/customer/transactions', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const body = parseWith(TransactionsRequestSchema, request.body ?? {})
    assertOwnClientId(body.clientId, clientId)
    return payments.listForClient(clientId)
  })

  // The thank-you modal after paying: anyone holding the payment's id (a random UUID, carried in the
  // return address like the payment page's own) learns its order number and amount, nothing more.
  app.get<{ Params: { id: string } }>('/payments/receipts/:id', async (request) => {
    const receipt = isUuid(request.params.id) ? await payments.findReceipt(request.params.id) : null
    if (!receipt) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
    return receipt
  })

  app.post<{ Params: { id: string } }>(
    '/payments/customer/transactions/:id/pay',
    async (request, reply) => {
      const clientId = await sessions.requireClientId(request, reply)
      return { flowLink: await payLink.forClient(clientId, request.params.id) }
    },
  )

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
            ip: request.ip,
          })
    return reply.code(201).send(handOff)

    function checkoutAsGuest(body: GuestCheckout) {
      return orders.checkout({
        kind: 'payment',
        body,
        customer: { kind: 'guest', contact: guestContactOf(body) },
        idempotencyKey,
        ip: request.ip,
      })
    }
  })
}

/**
 * Provider webhooks (docs/product.md › Payments): the body is kept raw, because the signature is
 * computed over the exact bytes. A wrong signature is a 498 and changes nothing; each event applies
 * once.
 */
export async function registerPaymentWebhookRoutes(
  app: FastifyInstance,
  deps: { providerName: string; handle: PaymentWebhookHandler },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => {
        done(null, body)
      },
    )
    scope.post<{ Params: { provider: string } }>(
      '/payments/webhooks/:provider',
      async (request, reply) => {
        if (request.params.provider !== deps.providerName)
          throw new AppError('NOT_FOUND', 'Not found.')
        const signature = request.headers[WEBHOOK_SIGNATURE_HEADER]
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          throw new AppError('INVALID_SIGNATURE', 'The webhook signature is not valid.')
        await deps.handle(request.body, signature)
        return reply.code(204).send()
      },
    )
  })
}

/**
 * The sandbox provider's own payment page API (docs/product.md › Payments): anyone holding the link
 * (a random UUID, like a provider's hosted page) sees the amount and pays or cancels a test payment
 * once. Paying or cancelling sends the shop a signed webhook, handled exactly as a provider's would
 * be.
 */
export function registerSandboxPaymentRoutes(
  app: FastifyInstance,
  deps: {
    payments: PaymentsService
    sandbox: SandboxPaymentProvider
    handle: PaymentWebhookHandler
  },
): void {
  const { payments, sandbox, handle } = deps

  async function settle(id: string, outcome: 'paid' | 'cancelled'): Promise<void> {
    const payment = isUuid(id) ? await payments.findSandboxPayment(id) : null
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
    if (payment.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_SETTLED)
    const { rawBody, signature } = sandbox.signEvent(id, outcome)
    await handle(rawBody, signature)
  }

  app.get<{ Params: { id: string } }>('/payments/sandbox/:id', async (request) => {
    const payment = isUuid(request.params.id)
      ? await payments.findSandboxPayment(request.params.id)
      : null
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
    return payment
  })

  app.post<{ Params: { id: string } }>('/payments/sandbox/:id/pay', async (request) => {
    await settle(request.params.id, 'paid')
    return { returnUrl: paidReturnPath(request.params.id) } satisfies SandboxOutcome
  })

  app.post<{ Params: { id: string } }>('/payments/sandbox/:id/cancel', async (request) => {
    await settle(request.params.id, 'cancelled')
    return { returnUrl: RETURN_AFTER_CANCELLING } satisfies SandboxOutcome
  })
}
