import { AppError } from '@sweet-art/domain/errors'
import { parse } from 'gocardless-nodejs/webhooks'
import type { Event } from 'gocardless-nodejs/types'
import type { PaymentChange, PaymentEvent, PaymentOutcome } from './payment-provider'

/** The header GoCardless signs its webhooks with; the sandbox signs its own the same way. */
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature'

const INVALID_SIGNATURE = 'The webhook signature is not valid.'

// What each payment event means for the shop's transaction (GoCardless's payment statuses): a
// payment can fail after it was confirmed, and a charge-back takes the money back; others are
// recorded but change nothing.
const PAYMENT_OUTCOMES: Record<string, PaymentOutcome> = {
  confirmed: 'paid',
  paid_out: 'paid',
  failed: 'failed',
  charged_back: 'failed',
  customer_approval_denied: 'failed',
  cancelled: 'cancelled',
}

// A billing request ends fulfilled (its payment exists, not yet confirmed), cancelled or failed.
const REQUEST_CHANGES: Record<string, PaymentChange> = {
  fulfilled: { kind: 'authorised' },
  cancelled: { kind: 'outcome', outcome: 'cancelled' },
  failed: { kind: 'outcome', outcome: 'failed' },
}

function readString(map: unknown, key: string): string | null {
  if (typeof map !== 'object' || map === null) return null
  const value = (map as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : null
}

function readEvent(event: Event): PaymentEvent | null {
  if (!event.id) return null
  const action = event.action ?? ''
  const transactionId = readString(event.resource_metadata, 'transactionId')
  const reason = readString(event.details, 'description')
  if (event.resource_type === 'billing_requests') {
    return {
      id: event.id,
      change: REQUEST_CHANGES[action] ?? null,
      requestRef: readString(event.links, 'billing_request'),
      // Named on the fulfilled event: the payment the request created.
      paymentId: readString(event.links, 'payment_request_payment'),
      transactionId,
      reason,
    }
  }
  const outcome = event.resource_type === 'payments' ? PAYMENT_OUTCOMES[action] : undefined
  return {
    id: event.id,
    change: outcome ? { kind: 'outcome', outcome } : null,
    requestRef: null,
    paymentId: event.resource_type === 'payments' ? readString(event.links, 'payment') : null,
    transactionId,
    reason,
  }
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
  return events.flatMap((event) => readEvent(event) ?? [])
}
