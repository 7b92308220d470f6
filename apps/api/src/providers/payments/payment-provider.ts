import type { Pence } from '@sweet-art/domain/money'
import type { TransactionMethod } from '@sweet-art/domain/schemas/orders'

/** What a provider needs to start collecting one transaction. */
export interface PaymentRequest {
  transactionId: string
  orderId: string
  amount: Pence
  /** A line the customer recognises on the provider's page, e.g. `Sweet Art order 1A2B3C`. */
  description: string
  /** Tells apart a fresh flow for the same transaction (after the first expired) from a retry of the first. */
  attempt: number
  customer: { email: string; firstName: string; lastName: string }
}

/** Where the customer pays, until when that page works, and the provider's own reference for the payment. */
export interface PaymentFlow {
  flowLink: string
  expiresAt: Date | null
  providerRef: string | null
}

/** What a provider's event means for a transaction; null when it changes nothing the shop tracks. */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled'

/** One verified event of a provider's webhook. */
export interface PaymentEvent {
  /** The provider's event id: an event is applied once, however often it is delivered. */
  id: string
  outcome: PaymentOutcome | null
  /** The shop's transaction id, carried in the payment's metadata. */
  transactionId: string | null
  /** The provider's reference of the payment's request, for events without metadata. */
  providerRef: string | null
}

/** Collects money for orders; GoCardless in production, a sandbox by default (docs/product.md › Payments). */
export interface PaymentProvider {
  /** Names the implementation in the start-up log and in its webhook path. */
  readonly name: string
  /** The method its transactions are recorded with (docs/product.md › Payments). */
  readonly method: TransactionMethod
  /** Starts a payment and answers the page the browser goes to (docs/product.md › Payments). */
  createFlow: (request: PaymentRequest) => Promise<PaymentFlow>
  /** Verifies a webhook against its raw body and signature and reads its events; throws when the signature is wrong. */
  readWebhook: (rawBody: Buffer, signature: string) => PaymentEvent[]
}
