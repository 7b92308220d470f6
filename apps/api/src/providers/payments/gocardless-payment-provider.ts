import { AppError } from '@sweet-art/domain/errors'
import { paidReturnPath } from '@sweet-art/domain/schemas/payment-receipt'
import { ApiError, IdempotentCreationConflictError } from 'gocardless-nodejs/errors'
import { checkGoCardlessAccount } from './gocardless-account'
import type { GoCardlessApi, GoCardlessEnvironment } from './gocardless-client'
import { readGoCardlessWebhook } from './gocardless-webhook'
import type { ProviderLog } from '../mail/mail-provider'
import type { PaymentProvider } from './payment-provider'

const PAYMENT_PAGE_UNAVAILABLE =
  'We could not open the payment page. Please try again in a moment, or contact us.'

/** GoCardless refused or failed a request: the customer reads a 503, the log GoCardless's answer. */
class PaymentPageUnavailable extends AppError {
  constructor(cause: unknown) {
    super('UNAVAILABLE', PAYMENT_PAGE_UNAVAILABLE)
    this.cause = cause
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
  accessToken: string
  environment: GoCardlessEnvironment
  webhookSecret: string
  publicOrigin: string
  log: Pick<ProviderLog, 'error'>
}): PaymentProvider {
  const { api, webhookSecret, publicOrigin, log } = options

  /** The request of one attempt: a repeated key (two presses at once, a retry) is the first one's. */
  async function billingRequestOnce(
    body: Parameters<GoCardlessApi['billingRequests']['create']>[0],
    idempotencyKey: string,
  ) {
    try {
      return await api.billingRequests.create(body, idempotencyKey)
    } catch (error) {
      if (!(error instanceof IdempotentCreationConflictError)) throw error
      return api.billingRequests.find(error.conflictingResourceId)
    }
  }

  /**
   * The flow of one attempt. GoCardless cannot read a flow back, so a repeated key gets another
   * flow for the same billing request: either page pays that one request.
   */
  async function flowOnce(
    body: Parameters<GoCardlessApi['billingRequestFlows']['create']>[0],
    idempotencyKey: string,
  ) {
    try {
      return await api.billingRequestFlows.create(body, idempotencyKey)
    } catch (error) {
      if (!(error instanceof IdempotentCreationConflictError)) throw error
      return api.billingRequestFlows.create(body)
    }
  }

  return {
    name: 'gocardless',
    method: 'gocardless',
    checkAccount: () => checkGoCardlessAccount(api, options),
    async createFlow(request) {
      const metadata = { transactionId: request.transactionId, orderId: request.orderId }
      try {
        // The transaction id and attempt make a retried call return the same request instead of a second one.
        const billingRequest = await billingRequestOnce(
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
        const flow = await flowOnce(
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
      } catch (error) {
        throw new PaymentPageUnavailable(error)
      }
    },
    async cancelRequest(providerRef) {
      try {
        await api.billingRequests.cancel(providerRef, {})
      } catch (error) {
        // A request already fulfilled or cancelled is not cancelled again (422 invalid_state):
        // its payment's own events still find the transaction.
        const isSettled = error instanceof ApiError && error.errorType === 'invalid_state'
        log.error(
          { err: error, billingRequest: providerRef, isSettled },
          'a superseded GoCardless billing request was not cancelled',
        )
      }
    },
    readWebhook: (rawBody, signature) => readGoCardlessWebhook(rawBody, webhookSecret, signature),
  }
}
