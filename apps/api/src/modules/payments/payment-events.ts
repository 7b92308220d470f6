import type { Database } from '@sweet-art/db/database'
import type { Pence } from '@sweet-art/domain/money'
import type { Clock } from '../../lib/clock'
import type { MailQueue } from '../../providers/mail/mail-queue'
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
  mail: MailQueue
  mailFacts: OrderMailFacts
  /** The paid order and its contact, for the thank-you e-mail. */
  orders: Pick<OrdersService, 'find' | 'findContact'>
}): PaymentWebhookHandler {
  const { db, provider, clock, mail, mailFacts, orders } = deps

  async function thank(orderId: string, amount: Pence): Promise<void> {
    const [order, contact] = await Promise.all([orders.find(orderId), orders.findContact(orderId)])
    if (order && contact) mail.enqueue(paymentConfirmedMail(order, contact, amount, mailFacts))
  }

  return async (rawBody, signature) => {
    // Throws before anything is read when the signature is wrong.
    const events = provider.readWebhook(rawBody, signature)
    for (const event of events) {
      const paid = await applyPaymentEvent(
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
      )
      if (paid) await thank(paid.paidOrderId, paid.amount)
    }
  }
}
