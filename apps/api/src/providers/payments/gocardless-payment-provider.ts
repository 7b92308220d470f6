import { paidReturnPath } from '@sweet-art/domain/schemas/payment-receipt'
import type { PaymentProvider } from './payment-provider'
import { readGoCardlessWebhook } from './gocardless-webhook'

/** The part of the GoCardless client the shop uses; the official SDK fits, and tests pass a fake. */
export interface GoCardlessApi {
  billingRequests: {
    create: (
      body: {
        payment_request: {
          amount: number
          currency: string
          description: string
          metadata: Record<string, string>
        }
        metadata: Record<string, string>
      },
      idempotencyKey?: string,
    ) => Promise<{ id?: string }>
  }
  billingRequestFlows: {
    create: (
      body: {
        links: { billing_request: string }
        redirect_uri: string
        exit_uri: string
        prefilled_customer: { email: string; given_name: string; family_name: string }
      },
      idempotencyKey?: string,
    ) => Promise<{ authorisation_url?: string | null; expires_at?: string | null }>
  }
}

/**
 * GoCardless (docs/product.md › Payments): a one-off Billing Request for the amount in pence, GBP,
 * with the shop's transaction and order ids in its metadata, and a Billing Request Flow whose
 * `authorisation_url` is the flow link; the customer comes back to `/cart/isPaid?payment={id}`, or
 * to `/cart` on exit.
 */
export function createGoCardlessPaymentProvider(options: {
  api: GoCardlessApi
  webhookSecret: string
  publicOrigin: string
}): PaymentProvider {
  const { api, webhookSecret, publicOrigin } = options
  return {
    name: 'gocardless',
    method: 'gocardless',
    async createFlow(request) {
      const metadata = { transactionId: request.transactionId, orderId: request.orderId }
      // The transaction id makes a retried call return the same request instead of a second one.
      const billingRequest = await api.billingRequests.create(
        {
          payment_request: {
            amount: request.amount,
            currency: 'GBP',
            description: request.description,
            metadata,
          },
          metadata,
        },
        `br-${request.transactionId}-${request.attempt}`,
      )
      if (!billingRequest.id) throw new Error('GoCardless answered a billing request without an id')
      const flow = await api.billingRequestFlows.create(
        {
          links: { billing_request: billingRequest.id },
          redirect_uri: new URL(paidReturnPath(request.transactionId), publicOrigin).href,
          exit_uri: new URL('/cart', publicOrigin).href,
          prefilled_customer: {
            email: request.customer.email,
            given_name: request.customer.firstName,
            family_name: request.customer.lastName,
          },
        },
        `brf-${request.transactionId}-${request.attempt}`,
      )
      if (!flow.authorisation_url) throw new Error('GoCardless answered a flow without a link')
      return {
        flowLink: flow.authorisation_url,
        expiresAt: flow.expires_at ? new Date(flow.expires_at) : null,
        providerRef: billingRequest.id,
      }
    },
    readWebhook: (rawBody, signature) => readGoCardlessWebhook(rawBody, webhookSecret, signature),
  }
}
