import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import type { Pence } from '@sweet-art/domain/money'
import type { Clock } from '../../lib/clock'
import type { MailOutbox } from '../../providers/mail/mail-outbox'
import type { PaymentProvider } from '../../providers/payments/payment-provider'
import { paymentConfirmedMail, type OrderMailFacts } from '../orders/orders.mails'
import type { OrdersService } from '../orders/orders.service'
import { applyPaymentEvent } from './payments.repository'

/** Takes a provider's webhook: verifies it, applies each event once, and thanks the customer for a payment. */
export type PaymentWebhookHandler = (rawBody: Buffer, signature: string) => Promise<void>

/** Builds the webhook handler of the configured provider. */
export function createPaymentWebhookHandler(deps: {
  db: Database
  provider: PaymentProvider
  clock: Clock
  mail: Pick<MailOutbox, 'owe'>
  mailFacts: OrderMailFacts
  /** The paid order and its contact, for the thank-you e-mail. */
  orders: Pick<OrdersService, 'readForMail'>
}): PaymentWebhookHandler {
  const { db, provider, clock, mail, mailFacts, orders } = deps

  /** Owes the thank-you in the transaction that marks the payment paid. */
  async function thank(
    tx: DatabaseTransaction,
    paid: { orderId: string; amount: Pence },
  ): Promise<void> {
    const found = await orders.readForMail(tx, paid.orderId)
    if (!found) return
    const thanks = paymentConfirmedMail(found.order, found.contact, paid.amount, mailFacts)
    await mail.owe(tx, thanks, { orderId: paid.orderId })
  }

  return async (rawBody, signature) => {
    // Throws before anything is read when the signature is wrong.
    const events = provider.readWebhook(rawBody, signature)
    for (const event of events) {
      await applyPaymentEvent(
        db,
        {
          provider: provider.name,
          id: event.id,
          outcome: event.outcome,
          target: {
            method: provider.method,
            transactionId: event.transactionId,
            providerRef: event.providerRef,
          },
        },
        clock(),
        thank,
      )
    }
  }
}
