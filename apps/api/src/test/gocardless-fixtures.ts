import { createHmac } from 'node:crypto'
import type {
  BillingRequest,
  BillingRequestFlow,
  Creditor,
  Event,
  JsonMap,
} from 'gocardless-nodejs/types'

/**
 * GoCardless's request and response bodies as its API documents them, typed by the official SDK's
 * own types, for the local server that answers as GoCardless does. Ids follow GoCardless's
 * prefixes (CR creditor, BRQ billing request, BRF flow, PM payment, EV event); texts are the
 * documented ones where GoCardless gives them.
 */

/** A verified creditor that takes Instant Bank Pay (a Faster Payments scheme identifier). */
export function creditorFixture(overrides: Partial<Creditor> = {}): Creditor {
  return {
    id: 'CR000TESTBAKERY',
    created_at: '2026-01-05T09:00:00.000Z',
    name: 'Sweet Art Ltd',
    country_code: 'GB',
    creditor_type: 'company',
    verification_status: 'successful',
    can_create_refunds: true,
    scheme_identifiers: [
      {
        id: 'SU000BACS',
        scheme: 'bacs',
        status: 'active',
        currency: 'GBP',
        name: 'GoCardless',
        reference: '420042',
        minimum_advance_notice: 3,
      },
      {
        id: 'SU000FPS',
        scheme: 'faster_payments',
        status: 'active',
        currency: 'GBP',
        name: 'Sweet Art Ltd',
        reference: null,
        minimum_advance_notice: 0,
      },
    ],
    ...overrides,
  }
}

/** A billing request as `POST /billing_requests` answers it: pending, its payment request as sent. */
export function billingRequestFixture(
  id: string,
  request: { payment_request?: BillingRequest['payment_request']; metadata?: JsonMap },
  createdAt: string,
): BillingRequest {
  return {
    id,
    created_at: createdAt,
    status: 'pending',
    fallback_enabled: false,
    fallback_occurred: false,
    mandate_request: null,
    payment_request: { scheme: 'faster_payments', ...request.payment_request },
    metadata: metadataOf(request.metadata),
    links: { creditor: 'CR000TESTBAKERY', payment_request: `PRQ${id.slice(3)}` },
    actions: [
      { type: 'choose_currency', required: true, status: 'completed' },
      { type: 'collect_customer_details', required: true, status: 'pending' },
      { type: 'collect_bank_account', required: true, status: 'pending' },
      { type: 'bank_authorisation', required: true, status: 'pending' },
    ],
  }
}

/** A flow as `POST /billing_request_flows` answers it: its page lives a week. */
export function billingRequestFlowFixture(
  id: string,
  request: Pick<BillingRequestFlow, 'redirect_uri' | 'exit_uri' | 'prefilled_customer'> & {
    links: { billing_request: string }
  },
  createdAt: Date,
): BillingRequestFlow {
  return {
    id,
    created_at: createdAt.toISOString(),
    authorisation_url: `https://pay-sandbox.gocardless.com/billing/static/flow?id=${id}`,
    expires_at: new Date(createdAt.getTime() + 7 * 24 * 60 * 60_000).toISOString(),
    redirect_uri: request.redirect_uri ?? null,
    exit_uri: request.exit_uri ?? null,
    prefilled_customer: request.prefilled_customer ?? null,
    auto_fulfil: true,
    lock_currency: false,
    lock_customer_details: false,
    lock_bank_account: false,
    show_redirect_buttons: false,
    show_success_redirect_button: false,
    skip_success_screen: false,
    links: { billing_request: request.links.billing_request },
  }
}

function metadataOf(map: JsonMap | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map ?? {}).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  )
}

/** GoCardless's JSON error body, e.g. a 409 for a repeated idempotency key or a 422 for a field. */
export function errorBody(
  code: number,
  type: string,
  message: string,
  errors: { reason: string; message: string; field?: string; links?: Record<string, string> }[],
) {
  return {
    error: {
      message,
      documentation_url: `https://developer.gocardless.com/api-reference#${errors[0]?.reason ?? type}`,
      type,
      request_id: 'deadbeef-0000-4000-8000-000000000000',
      errors,
      code,
    },
  }
}

let eventCount = 0

/** A fresh event id, as GoCardless gives every event its own. */
function eventId(): string {
  eventCount += 1
  return `EV${String(eventCount).padStart(12, '0')}`
}

const REQUEST_DETAILS = {
  fulfilled: {
    origin: 'api',
    cause: 'billing_request_fulfilled',
    description: 'This billing request has been fulfilled, and the resources have been created.',
  },
  cancelled: {
    origin: 'api',
    cause: 'billing_request_cancelled',
    description:
      'This billing request has been cancelled, none of the resources have been created.',
  },
  failed: {
    origin: 'gocardless',
    cause: 'billing_request_failed',
    description: 'This billing request has failed.',
  },
} as const

/** A `billing_requests` event; a fulfilled one links the payment it created. */
export function billingRequestEvent(
  action: keyof typeof REQUEST_DETAILS,
  billingRequest: { id: string; metadata?: JsonMap | null; paymentId?: string },
  createdAt: Date,
): Event {
  return {
    id: eventId(),
    created_at: createdAt.toISOString(),
    resource_type: 'billing_requests',
    action,
    details: REQUEST_DETAILS[action],
    metadata: {},
    resource_metadata: billingRequest.metadata ?? {},
    links: {
      billing_request: billingRequest.id,
      ...(action === 'fulfilled' && billingRequest.paymentId
        ? {
            payment_request_payment: billingRequest.paymentId,
            customer: 'CU000CUSTOMER',
            customer_bank_account: 'BA000CUSTOMER',
          }
        : {}),
    },
  }
}

const PAYMENT_DETAILS = {
  confirmed: {
    origin: 'gocardless',
    cause: 'payment_confirmed',
    description: 'Payment was confirmed as collected',
  },
  paid_out: {
    origin: 'gocardless',
    cause: 'payment_paid_out',
    description: 'The payment has been paid out by GoCardless.',
  },
  failed: {
    origin: 'bank',
    cause: 'payment_failed',
    description: "The customer's bank returned the payment after it was confirmed.",
  },
  cancelled: {
    origin: 'api',
    cause: 'payment_cancelled',
    description: 'The payment was cancelled.',
  },
} as const

/**
 * A `payments` event. Its `resource_metadata` is the payment's own metadata, which GoCardless
 * copies from the billing request's payment request; the shop must not depend on it.
 */
export function paymentEvent(
  action: keyof typeof PAYMENT_DETAILS,
  paymentId: string,
  createdAt: Date,
  metadata: JsonMap = {},
): Event {
  return {
    id: eventId(),
    created_at: createdAt.toISOString(),
    resource_type: 'payments',
    action,
    details: { ...PAYMENT_DETAILS[action], scheme: 'faster_payments' },
    metadata: {},
    resource_metadata: metadata,
    links: { payment: paymentId },
  }
}

/** A webhook's body as GoCardless sends it, signed with the endpoint's secret. */
export function signedWebhook(events: readonly Event[], secret: string) {
  const body = JSON.stringify({ events, meta: { webhook_id: `WB${eventId().slice(2)}` } })
  const signature = createHmac('sha256', secret).update(body).digest('hex')
  return { body, signature }
}
