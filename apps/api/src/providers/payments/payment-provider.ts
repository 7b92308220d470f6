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

/** What a provider's event means for a transaction's money (docs/product.md › Payments). */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled'

/**
 * What one event changes: the customer authorised the payment at their bank (the provider names
 * its payment), or the money's outcome; null when it changes nothing the shop tracks.
 */
export type PaymentChange =
  { kind: 'authorised' } | { kind: 'outcome'; outcome: PaymentOutcome } | null

/** One verified event of a provider's webhook. */
export interface PaymentEvent {
  /** The provider's event id: an event is applied once, however often it is delivered. */
  id: string
  change: PaymentChange
  /**
   * The provider's request the event is about (GoCardless's billing request): such an event moves
   * only the transaction that request is for now, never one a superseded request shared ids with.
   */
  requestRef: string | null
  /** The provider's payment (GoCardless's PM…): how its later events find the transaction. */
  paymentId: string | null
  /** The shop's transaction id from the metadata: a payment not yet known by its own id. */
  transactionId: string | null
  /** The provider's words for what happened (a failure's cause), for the baker. */
  reason: string | null
}

/** A provider account that is ready: a line for the start-up log; a warning when it may not be. */
export type AccountCheck = { ready: string } | { warning: string }

/** Collects money for orders; GoCardless in production, a sandbox by default (docs/product.md › Payments). */
export interface PaymentProvider {
  /** Names the implementation in the start-up log and in its webhook path. */
  readonly name: string
  /** The method its transactions are recorded with (docs/product.md › Payments). */
  readonly method: TransactionMethod
  /**
   * Checks at start-up that the account can take payments; throws a plain sentence saying what to
   * set when it cannot (docs/deploy.md › Going live with GoCardless).
   */
  checkAccount: () => Promise<AccountCheck>
  /** Starts a payment and answers the page the browser goes to (docs/product.md › Payments). */
  createFlow: (request: PaymentRequest) => Promise<PaymentFlow>
  /**
   * Stops a request the shop no longer wants paid (a page replaced, a price corrected, an order
   * cancelled), so its link cannot take money. Never throws: a request that could not be cancelled
   * is logged, and its events no longer move any transaction.
   */
  cancelRequest: (providerRef: string) => Promise<void>
  /** Verifies a webhook against its raw body and signature and reads its events; throws when the signature is wrong. */
  readWebhook: (rawBody: Buffer, signature: string) => PaymentEvent[]
}
