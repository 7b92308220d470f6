import { z } from 'zod'
import { AppError } from '@sweet-art/domain/errors'
import {
  ClientCheckoutSchema,
  GuestCheckoutSchema,
  TransactionsRequestSchema,
  type GuestCheckout,
} from '@sweet-art/domain/schemas/forms'
import { TransactionSchema } from '@sweet-art/domain/schemas/orders'
import { paidReturnPath, PaymentReceiptSchema } from '@sweet-art/domain/schemas/payment-receipt'
import {
  PayLinkSchema,
  PaymentHandOffSchema,
  SandboxOutcomeSchema,
  SandboxPaymentSchema,
} from '@sweet-art/domain/schemas/payments'
import { clientNetworkOf } from '../../lib/client-network'
import { assertOwnClientId, isUuid } from '../../lib/ownership'
import { readIdempotencyKey } from '../../lib/idempotency'
import { parseWith } from '../../lib/validate'
import type { Access } from '../../plugins/access'
import { zodRoutes, type ZodRoutes } from '../../plugins/route-schemas'
import type { SessionManager } from '../../plugins/session'
import { WEBHOOK_SIGNATURE_HEADER } from '../../providers/payments/gocardless-webhook'
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider'
import type { PaymentWebhookHandler } from './payment-events'
import type { PayLinks } from './pay-link'
import { CHECKOUT_REFUSED } from '../orders/orders.routes'
import { guestContactOf, type OrdersService } from '../orders/orders.service'
import type { PaymentsService } from './payments.service'

const PAYMENT_NOT_FOUND = 'This payment does not exist.'
const NO_PAYMENT = 'No such payment.'
const PAYMENT_SETTLED = 'This payment is no longer waiting to be paid.'
// Where the browser goes after cancelling on the test payment page; after paying it goes to
// /cart/isPaid, naming the payment for the thank-you modal.
const RETURN_AFTER_CANCELLING = '/cart'

/** The paid checkout (docs/product.md › Payments): an order and its pending transaction, answered with the flow link. */
export function registerPaymentRoutes(
  app: ZodRoutes,
  deps: {
    access: Access
    payments: PaymentsService
    sessions: SessionManager
    orders: OrdersService
    payLink: PayLinks
  },
): void {
  const { payments, sessions, orders, payLink } = deps

  deps.access.clientsOnly(app, (client) => {
    client.post(
      '/payments/customer/transactions',
      {
        schema: {
          operationId: 'listTransactions',
          tags: ['payments'],
          summary: "The signed-in client's transactions",
          body: TransactionsRequestSchema,
          response: { 200: z.array(TransactionSchema) },
          answers: { 200: 'The transactions.' },
        },
      },
      async (request) => {
        assertOwnClientId(request.body.clientId, request.clientId)
        return payments.listForClient(request.clientId)
      },
    )

    client.post<{ Params: { id: string } }>(
      '/payments/customer/transactions/:id/pay',
      {
        schema: {
          operationId: 'getPayLink',
          tags: ['payments'],
          summary: "A fresh payment page link for the client's pending transaction",
          response: { 200: PayLinkSchema },
          answers: {
            200: 'Where the browser goes to pay.',
            404: 'No such transaction of this client.',
            409: 'The transaction is no longer waiting to be paid.',
          },
        },
      },
      async (request) => ({
        flowLink: await payLink.forClient(request.clientId, request.params.id),
      }),
    )
  })

  // The thank-you modal after paying: anyone holding the payment's id (a random UUID, carried in the
  // return address like the payment page's own) learns its order number and amount, nothing more.
  app.get<{ Params: { id: string } }>(
    '/payments/receipts/:id',
    {
      schema: {
        operationId: 'getPaymentReceipt',
        tags: ['payments'],
        summary: "A payment's order number and amount, for the thank-you dialog after paying",
        response: { 200: PaymentReceiptSchema },
        answers: { 200: 'The receipt.', 404: NO_PAYMENT },
      },
    },
    async (request) => {
      const receipt = isUuid(request.params.id)
        ? await payments.findReceipt(request.params.id)
        : null
      if (!receipt) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
      return receipt
    },
  )

  app.post(
    '/payments/customer/transactions/clear',
    {
      schema: {
        operationId: 'checkoutAndPay',
        tags: ['payments'],
        summary: 'Create an order and its pending transaction',
        description:
          'A visitor sends a guest checkout, a signed-in client a client checkout. The answer names ' +
          'the payment page (online) or the bank details (bank transfer).',
        idempotent: true,
        rateLimited: true,
        handlerBody: { client: ClientCheckoutSchema, visitor: GuestCheckoutSchema },
        response: { 201: PaymentHandOffSchema },
        answers: { 201: 'The hand-off to payment.', ...CHECKOUT_REFUSED },
      },
    },
    async (request, reply) => {
      const clientId = await sessions.currentClientId(request, reply)
      const idempotencyKey = readIdempotencyKey(request)
      // Parsed here, not by the route's schema: which body is right depends on the session.
      const handOff =
        clientId === null
          ? await checkoutAsGuest(parseWith(GuestCheckoutSchema, request.body ?? {}))
          : await orders.checkout({
              kind: 'payment',
              body: parseWith(ClientCheckoutSchema, request.body ?? {}),
              customer: { kind: 'client', clientId },
              idempotencyKey,
              network: clientNetworkOf(request),
            })
      return reply.code(201).send(handOff)

      function checkoutAsGuest(body: GuestCheckout) {
        return orders.checkout({
          kind: 'payment',
          body,
          customer: { kind: 'guest', contact: guestContactOf(body) },
          idempotencyKey,
          network: clientNetworkOf(request),
        })
      }
    },
  )
}

/**
 * Provider webhooks (docs/product.md › Payments): the body is kept raw, because the signature is
 * computed over the exact bytes. A wrong signature is a 498 and changes nothing; each event applies
 * once.
 */
export async function registerPaymentWebhookRoutes(
  app: ZodRoutes,
  deps: { providerName: string; handle: PaymentWebhookHandler },
): Promise<void> {
  await app.register(async (instance) => {
    const scope = zodRoutes(instance)
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
      {
        schema: {
          operationId: 'receivePaymentWebhook',
          tags: ['payments'],
          summary: "A payment provider's signed events",
          description: "The provider's own body and signature header, checked over the raw bytes.",
          answers: {
            204: 'Verified; each event applies once.',
            404: 'Not the configured provider.',
            498: 'The signature is not valid; nothing changed.',
          },
        },
      },
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
  app: ZodRoutes,
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

  app.get<{ Params: { id: string } }>(
    '/payments/sandbox/:id',
    {
      schema: {
        operationId: 'getSandboxPayment',
        tags: ['payments'],
        summary: 'A test payment of the offline sandbox provider',
        response: { 200: SandboxPaymentSchema },
        answers: { 200: 'The test payment.', 404: NO_PAYMENT },
      },
    },
    async (request) => {
      const payment = isUuid(request.params.id)
        ? await payments.findSandboxPayment(request.params.id)
        : null
      if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
      return payment
    },
  )

  const outcomes = [
    { path: 'pay', outcome: 'paid', verb: 'Pay', returnUrl: paidReturnPath },
    {
      path: 'cancel',
      outcome: 'cancelled',
      verb: 'Cancel',
      returnUrl: () => RETURN_AFTER_CANCELLING,
    },
  ] as const
  for (const { path, outcome, verb, returnUrl } of outcomes)
    app.post<{ Params: { id: string } }>(
      `/payments/sandbox/:id/${path}`,
      {
        schema: {
          operationId: `${path}SandboxPayment`,
          tags: ['payments'],
          summary: `${verb} a test payment of the offline sandbox`,
          response: { 200: SandboxOutcomeSchema },
          answers: {
            200: 'Where the browser goes next.',
            404: NO_PAYMENT,
            409: 'The payment is no longer waiting to be paid.',
          },
        },
      },
      async (request) => {
        await settle(request.params.id, outcome)
        return { returnUrl: returnUrl(request.params.id) }
      },
    )
}
