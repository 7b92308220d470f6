import { AppError } from '@sweet-art/domain/errors'
import { parse } from 'gocardless-nodejs/webhooks'
import type { PaymentEvent, PaymentOutcome } from './payment-provider'

/** The header GoCardless signs its webhooks with; the sandbox signs its own the same way. */
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature'

const INVALID_SIGNATURE = 'The webhook signature is not valid.'

// What each payment event means for the shop's transaction; others are recorded but change nothing.
const PAYMENT_OUTCOMES: Record<string, PaymentOutcome> = {
  confirmed: 'paid',
  paid_out: 'paid',
  failed: 'failed',
  charged_back: 'failed',
  cancelled: 'cancelled',
}

function readString(map: unknown, key: string): string | null {
  if (typeof map !== 'object' || map === null) return null
  const value = (map as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : null
}

/**
 * Verifies a GoCardless-format webhook with the official `parse` (HMAC-SHA256 of the raw body)
 * and reads what each event means for a transaction. A wrong signature is a 498.
 */
export function readGoCardlessWebhook(
  rawBody: Buffer,
  secret: string,
  signature: string,
): PaymentEvent[] {
  let events
  try {
    events = parse(rawBody, secret, signature)
  } catch {
    throw new AppError('INVALID_SIGNATURE', INVALID_SIGNATURE)
  }
  return events.flatMap((event) => {
    if (!event.id) return []
    const isPayment = event.resource_type === 'payments'
    const isDeniedRequest =
      event.resource_type === 'billing_requests' &&
      (event.action === 'cancelled' || event.action === 'customer_approval_denied')
    const outcome = isPayment
      ? (PAYMENT_OUTCOMES[event.action ?? ''] ?? null)
      : isDeniedRequest
        ? 'cancelled'
        : null
    return [
      {
        id: event.id,
        outcome,
        transactionId: readString(event.resource_metadata, 'transactionId'),
        providerRef: readString(event.links, 'billing_request'),
      },
    ]
  })
}
