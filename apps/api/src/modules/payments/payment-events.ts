import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { asPence } from '@sweet-art/domain/money'
import type { TransactionStatus } from '@sweet-art/domain/schemas/orders'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import { holdEndsAt } from '@sweet-art/domain/unpaid-holds'
import type { Clock } from '../../lib/clock'
import type { MailOutbox } from '../../providers/mail/mail-outbox'
import type { PaymentEvent, PaymentProvider } from '../../providers/payments/payment-provider'
import { paymentConfirmedMail, type OrderMailFacts } from '../orders/orders.mails'
import type { OrdersService } from '../orders/orders.service'
import { paymentFailedMail, paymentFailedNoticeMail } from './payments.mails'
import {
  claimPaymentEvent,
  findEventTransaction,
  offerFreshPayment,
  recordProviderPayment,
  settleTransaction,
  type TransactionRow,
} from './payments.repository'

/** Takes a provider's webhook: verifies it, applies each event once, and writes the e-mails it owes. */
export type PaymentWebhookHandler = (rawBody: Buffer, signature: string) => Promise<void>

/** Builds the webhook handler of the configured provider. */
export function createPaymentWebhookHandler(deps: {
  db: Database
  provider: PaymentProvider
  clock: Clock
  mail: Pick<MailOutbox, 'owe'>
  mailFacts: OrderMailFacts
  /** Where the bakery is told of a payment that failed after it was confirmed. */
  shopEmail: string
  /** The order and its contact, for the e-mails a payment's outcome owes. */
  orders: Pick<OrdersService, 'readForMail'>
  /** The shop's options: how long a payment offered again by e-mail holds its order's day. */
  options: () => Promise<AppOptions>
}): PaymentWebhookHandler {
  const { db, provider, clock, mail, mailFacts, shopEmail, orders, options } = deps

  /** Owes the thank-you in the transaction that marks the payment paid. */
  async function thank(tx: DatabaseTransaction, paid: TransactionRow): Promise<void> {
    const found = await orders.readForMail(tx, paid.orderId)
    if (!found) return
    const amount = asPence(paid.amountPence)
    const thanks = paymentConfirmedMail(found.order, found.contact, amount, mailFacts)
    await mail.owe(tx, thanks, { orderId: paid.orderId })
  }

  /**
   * After a payment ended unpaid: a fresh one to pay, unless the order was cancelled; and, when it
   * had been confirmed, the customer and the bakery told, in that change's transaction.
   */
  async function afterUnpaidEnding(
    tx: DatabaseTransaction,
    ended: TransactionRow,
    reason: string | null,
  ): Promise<void> {
    const found = await orders.readForMail(tx, ended.orderId)
    if (!found) return
    const { order, contact } = found
    // Newer than the payment it follows, however still a test's clock stands.
    const now = new Date(Math.max(clock().getTime(), ended.createdAt.getTime() + 1))
    // A payment page that failed or was left keeps its hold: it is the same offer. A payment that
    // failed after it was confirmed is offered afresh by e-mail, and held as a mailed link is
    // (docs/product.md › Unpaid holds).
    const holdEnds =
      ended.status === 'paid'
        ? holdEndsAt(
            { offer: 'mailedLink', offeredAt: now, deliveryDate: order.delivery.date },
            (await options()).unpaidHolds,
          )
        : ended.holdEndsAt
    const canPayAgain =
      order.status !== 'cancelled' &&
      (await offerFreshPayment(tx, ended, { at: now, holdEndsAt: holdEnds }))
    if (ended.status !== 'paid') return
    const failure = { amount: asPence(ended.amountPence), canPayAgain, reason }
    const about = { orderId: ended.orderId }
    await mail.owe(tx, paymentFailedMail(order, contact, failure, mailFacts), about)
    const notice = paymentFailedNoticeMail(order, contact, failure, shopEmail, mailFacts)
    await mail.owe(tx, notice, about)
  }

  /**
   * Applies one event once (docs/product.md › Payments): the event id is recorded in the database
   * transaction of the change, so a repeated delivery finds it and changes nothing. Only a pending
   * payment becomes paid or cancelled; a paid one can still fail. A payment that ends unpaid leaves
   * the order a fresh one to pay, and a paid one that fails is told to the customer and the bakery.
   */
  async function apply(tx: DatabaseTransaction, event: PaymentEvent, now: Date): Promise<void> {
    if (!(await claimPaymentEvent(tx, provider.name, event.id)) || event.change === null) return
    const row = await findEventTransaction(tx, provider.method, event)
    if (!row) return
    if (event.paymentId && row.providerPaymentId === null)
      await recordProviderPayment(tx, row.id, event.paymentId, now)
    if (event.change.kind === 'authorised') return
    const { outcome } = event.change
    if (outcome === 'paid') {
      if (await settleTransaction(tx, row.id, ['pending'], 'paid', now)) await thank(tx, row)
      return
    }
    const from: TransactionStatus[] = outcome === 'failed' ? ['pending', 'paid'] : ['pending']
    if (await settleTransaction(tx, row.id, from, outcome, now))
      await afterUnpaidEnding(tx, row, event.reason)
  }

  return async (rawBody, signature) => {
    // Throws before anything is read when the signature is wrong.
    const events = provider.readWebhook(rawBody, signature)
    for (const event of events) await db.transaction((tx) => apply(tx, event, clock()))
  }
}
