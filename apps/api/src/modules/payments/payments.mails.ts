import { formatPounds, type Pence } from '@sweet-art/domain/money'
import type { OrderRecord } from '@sweet-art/domain/order-record'
import { formatOrderNumber, orderNumber } from '@sweet-art/domain/orders'
import { composeMail } from '../../providers/mail/mail-layout'
import type { MailMessage } from '../../providers/mail/mail-provider'
import type { Contact } from '../orders/order-contact'
import {
  GREETING,
  customerInput,
  deliveryRows,
  lineRows,
  orderPageAction,
  type OrderMailFacts,
} from '../orders/orders.mails'

/** A payment that failed after it was confirmed, as its two e-mails tell it (docs/product.md › E-mails). */
export interface LateFailure {
  amount: Pence
  /** Whether a fresh payment waits on the order's page. */
  canPayAgain: boolean
  /** The provider's words for what happened, for the baker. */
  reason: string | null
}

/** To the customer when a confirmed payment failed: the thank-you no longer holds, and how to pay. */
export function paymentFailedMail(
  order: OrderRecord,
  contact: Contact,
  failure: LateFailure,
  facts: OrderMailFacts,
): MailMessage {
  const number = formatOrderNumber(order.id)
  const amount = formatPounds(failure.amount)
  return composeMail(
    contact.email,
    `Sweet Art: your payment for order ${number} did not go through`,
    {
      title: `Your payment for order ${number} did not go through`,
      paragraphs: [
        GREETING,
        `We are sorry: your bank has told us that your payment of ${amount} for order ${number} did not go through after all, although it was confirmed at first. The money has not reached us, so your order is not paid.`,
        failure.canPayAgain
          ? `Please pay ${amount} again from the link below; we will e-mail you as soon as the money arrives.`
          : 'We will be in touch about it.',
      ],
      action: failure.canPayAgain
        ? { label: `Pay ${amount}`, url: facts.orderPageUrl(order.id) }
        : orderPageAction(order.id, facts),
      rows: [['Order', number], ...lineRows(order), ...deliveryRows(order, facts)],
      quoted: customerInput(order, contact, 'Your details and notes'),
    },
  )
}

/** To the bakery when a confirmed payment failed: the order is unpaid again. */
export function paymentFailedNoticeMail(
  order: OrderRecord,
  contact: Contact,
  failure: LateFailure,
  shopEmail: string,
  facts: OrderMailFacts,
): MailMessage {
  const number = formatOrderNumber(order.id)
  const amount = formatPounds(failure.amount)
  const said = failure.reason ? ` GoCardless says: "${failure.reason}"` : ''
  return composeMail(shopEmail, `Payment failed for order ${number}: it is unpaid again`, {
    title: `Payment failed after it was confirmed: order ${number}`,
    paragraphs: [
      `The payment of ${amount} for order ${number} was confirmed, then failed.${said}`,
      'The order is unpaid again: its calendar event is tentative and it has left the production sheet until it is paid.',
      failure.canPayAgain
        ? 'The customer has been e-mailed a link to pay again.'
        : 'The customer has been e-mailed; no payment waits on the order, so it cannot be paid online now.',
    ],
    action: { label: 'Open it in the back office', url: facts.boardUrl(orderNumber(order.id)) },
    rows: [...lineRows(order), ...deliveryRows(order, facts)],
    quoted: customerInput(order, contact, 'What the customer typed'),
  })
}
