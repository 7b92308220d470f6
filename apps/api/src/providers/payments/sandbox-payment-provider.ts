import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { paymentPageHref } from '@sweet-art/domain/app-paths'
import { readGoCardlessWebhook } from './gocardless-webhook'
import type { PaymentOutcome, PaymentProvider } from './payment-provider'

/** The sandbox, which also signs the webhooks it sends itself. */
export interface SandboxPaymentProvider extends PaymentProvider {
  /** A signed webhook saying what happened to a transaction, as GoCardless would send it. */
  signEvent: (
    transactionId: string,
    outcome: PaymentOutcome,
  ) => { rawBody: Buffer; signature: string }
}

/** Whether the configured provider is the sandbox, which brings its own payment page. */
export function isSandboxPaymentProvider(
  provider: PaymentProvider,
): provider is SandboxPaymentProvider {
  return provider.name === 'sandbox' && 'signEvent' in provider
}

const ACTIONS: Record<PaymentOutcome, string> = {
  paid: 'confirmed',
  failed: 'failed',
  cancelled: 'cancelled',
}

/**
 * The embedded default (docs/product.md › Payments): the flow link is the shop's own
 * `/payment/{id}` page, where the customer pays or cancels a clearly marked test payment. Paying
 * sends a webhook signed like GoCardless's, so the offline shop exercises the same verification and
 * event handling.
 */
export function createSandboxPaymentProvider(): SandboxPaymentProvider {
  // The sandbox only ever talks to itself, so a secret of this process is enough.
  const secret = randomBytes(32).toString('hex')
  return {
    name: 'sandbox',
    method: 'sandbox',
    checkAccount: () =>
      Promise.resolve({ ready: 'the offline sandbox takes test payments; no money moves' }),
    createFlow: (request) =>
      Promise.resolve({
        flowLink: paymentPageHref(request.transactionId),
        // The shop's own page works for as long as the payment is pending.
        expiresAt: null,
        providerRef: null,
      }),
    // Its page takes nothing once the transaction is no longer pending.
    cancelRequest: () => Promise.resolve(),
    readWebhook: (rawBody, signature) => readGoCardlessWebhook(rawBody, secret, signature),
    signEvent(transactionId, outcome) {
      const rawBody = Buffer.from(
        JSON.stringify({
          events: [
            {
              id: `EVSANDBOX${randomUUID()}`,
              created_at: new Date().toISOString(),
              resource_type: 'payments',
              action: ACTIONS[outcome],
              links: {},
              resource_metadata: { transactionId },
            },
          ],
        }),
      )
      return { rawBody, signature: createHmac('sha256', secret).update(rawBody).digest('hex') }
    },
  }
}
