import type { Pence } from '@sweet-art/domain/money'
import type { TransactionMethod } from '@sweet-art/domain/schemas/orders'

/** What a provider needs to start collecting one transaction. */
export interface PaymentRequest {
  transactionId: string
  orderId: string
  amount: Pence
  /** A line the customer recognises on the provider's page, e.g. `Sweet Art order 1a2b3c`. */
  description: string
  customer: { email: string; firstName: string; lastName: string }
}

/** Where the customer pays, and the provider's own reference for the payment. */
export interface PaymentFlow {
  flowLink: string
  providerRef: string | null
}

/** Collects money for orders; GoCardless in production, a sandbox by default (decisions §4). */
export interface PaymentProvider {
  /** Names the implementation in the start-up log. */
  readonly name: string
  /** The method its transactions are recorded with (spec §3 Transaction.method). */
  readonly method: TransactionMethod
  /** Starts a payment and answers the page the browser goes to (spec §7 flowLink). */
  createFlow: (request: PaymentRequest) => Promise<PaymentFlow>
}
