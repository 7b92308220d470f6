import { orderStatusLabel } from '@sweet-art/domain/orders'
import { formatLinePounds } from '@sweet-art/domain/pricing'
import type { Order, OrderStatus } from '@sweet-art/domain/schemas/orders'
import { composeMail } from '../../providers/mail/mail-layout'
import type { MailMessage } from '../../providers/mail/mail-provider'
import { orderReference } from '../orders/orders.mails'
import type { Contact } from '../orders/orders.service'

// What each step means for the customer (spec §4 order statuses).
const STATUS_NEWS: Record<Exclude<OrderStatus, 'created'>, string> = {
  current: 'We have confirmed your order and it is in our baking plan.',
  delivery: 'Your order is ready and on its way to you, or waiting for you to collect it.',
  complete: 'Your order is complete. Thank you for choosing Sweet Art; we hope it made the day.',
}

/** To the customer at each step the bakery moves their order (issue 8). */
export function orderStatusMail(
  orderId: string,
  contact: Contact,
  status: Exclude<OrderStatus, 'created'>,
): MailMessage {
  const reference = orderReference(orderId)
  return composeMail(
    contact.email,
    `Sweet Art: order ${reference} is ${orderStatusLabel(status)}`,
    {
      title: `Order ${reference}: ${orderStatusLabel(status)}`,
      paragraphs: [`Hello ${contact.firstName},`, STATUS_NEWS[status]],
      after: ['You can follow your order in your account at any time.'],
    },
  )
}

/** To the customer when the bakery has received their bank transfer (issue 7, 8). */
export function transferReceivedMail(orderId: string, contact: Contact): MailMessage {
  const reference = orderReference(orderId)
  return composeMail(contact.email, `Sweet Art: payment received for order ${reference}`, {
    title: 'Bank transfer received, thank you',
    paragraphs: [
      `Hello ${contact.firstName},`,
      `Your bank transfer for order ${reference} has arrived. Your order is confirmed.`,
    ],
  })
}

/**
 * To the customer when the bakery has priced their request (issue 8): the price, and where to pay
 * it; without an absolute link (no public origin known) their account's Transactions has the Pay button.
 */
export function orderPricedMail(
  order: Order,
  contact: Contact,
  payLink: string | null,
): MailMessage {
  const reference = orderReference(order.id)
  const total = order.total === null ? '' : formatLinePounds(order.total)
  return composeMail(contact.email, `Sweet Art: the price of order ${reference} is ready`, {
    title: `Your order ${reference} is priced`,
    paragraphs: [
      `Hello ${contact.firstName},`,
      `We have looked at your request and priced it at ${total}. Your order is confirmed as soon as your payment arrives.`,
    ],
    rows: [
      ...order.products.map((line): [string, string] => [
        `${line.name} × ${line.quantity}`,
        formatLinePounds(line.cost === null ? null : line.cost * Number(line.quantity)),
      ]),
      ['Total', total],
      ...(payLink ? [['Pay here', payLink] as [string, string]] : []),
    ],
    after: [
      payLink
        ? 'You can also pay from Transactions in your account.'
        : 'Please sign in to your account and press Pay under Transactions.',
    ],
  })
}
