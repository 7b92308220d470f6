import { formatDisplayDate } from '@sweet-art/domain/dates'
import { deliveryMethodLabel } from '@sweet-art/domain/delivery'
import { formatTimeRange, shortId } from '@sweet-art/domain/orders'
import { PRICE_ON_REQUEST, formatLinePounds } from '@sweet-art/domain/pricing'
import type { Order } from '@sweet-art/domain/schemas/orders'
import type { BankTransferDetails, PaymentHandOff } from '@sweet-art/domain/schemas/payments'
import { composeMail, type MailContent } from '../../providers/mail/mail-layout'
import type { MailMessage } from '../../providers/mail/mail-provider'
import type { Contact } from './orders.service'

// Spec §2 thank-you modal and §9: when and how the bakery follows up.
const FOLLOW_UP =
  'We reply Monday to Friday, 10AM to 6PM. Enquiries sent after 12PM on Friday or at the weekend are handled on Monday. Please do not submit a second order for the same event: simply reply to this e-mail.'

function lineRows(order: Order, withOptions: boolean): [string, string][] {
  return order.products.map((line) => {
    const options = line.options.map((option) => option.value).join(', ')
    const name = withOptions && options ? `${line.name} (${options})` : line.name
    const sum = line.cost === null ? null : line.cost * Number(line.quantity)
    return [`${name} × ${line.quantity}`, formatLinePounds(sum)]
  })
}

function deliveryRows(order: Order): [string, string][] {
  const { delivery, deliveryPlace } = order
  const rows: [string, string][] = [
    ['Delivery', deliveryMethodLabel(delivery.method)],
    ['Date', formatDisplayDate(delivery.date)],
    ['Time', formatTimeRange(delivery.time, delivery.secondTime)],
  ]
  if (deliveryPlace.address) {
    const flat = [
      deliveryPlace.flat && `flat ${deliveryPlace.flat}`,
      deliveryPlace.floor && `floor ${deliveryPlace.floor}`,
    ]
      .filter(Boolean)
      .join(', ')
    rows.push(['Address', [deliveryPlace.address, flat].filter(Boolean).join(', ')])
  }
  if (delivery.cost) rows.push(['Delivery price', formatLinePounds(delivery.cost)])
  if (delivery.congestion) rows.push(['Congestion charge', formatLinePounds(delivery.congestion)])
  rows.push(['Total', order.total === null ? PRICE_ON_REQUEST : formatLinePounds(order.total)])
  return rows
}

/** The reference a customer quotes: the last 6 characters of the order id (spec §2 Transactions). */
export function orderReference(orderId: string): string {
  return shortId(orderId).toUpperCase()
}

/** The rows a customer needs to pay by bank transfer (issue 7). */
export function bankTransferRows(details: BankTransferDetails): [string, string][] {
  return [
    ['Account name', details.accountName],
    ['Sort code', details.sortCode],
    ['Account number', details.accountNumber],
    ['Payment reference', details.reference],
    ['Amount', formatLinePounds(details.amount)],
  ]
}

/** To the customer, at once: a request received, or an order waiting for its payment (online or by bank transfer). */
export function orderReceivedMail(
  order: Order,
  contact: Contact,
  handOff: PaymentHandOff | null,
): MailMessage {
  const reference = orderReference(order.id)
  const bankTransfer = handOff?.bankTransfer ?? null
  const content: MailContent = {
    title: handOff ? 'Your order is waiting for payment' : 'We have your request',
    paragraphs: [
      `Hello ${contact.firstName},`,
      !handOff
        ? 'Thank you for your request. We will look at it and come back to you with a price and any questions.'
        : bankTransfer
          ? 'Thank you for your order. Please pay it by bank transfer within 3 days, using the payment reference below so we can match your payment; the order is confirmed when the money arrives.'
          : 'Thank you for your order. It is confirmed as soon as your payment arrives; you will get another e-mail then.',
    ],
    rows: [
      ['Order', reference],
      ...lineRows(order, true),
      ...deliveryRows(order),
      ...(bankTransfer ? bankTransferRows(bankTransfer) : []),
    ],
    after: [FOLLOW_UP],
  }
  return composeMail(contact.email, `Sweet Art: order ${reference} received`, content)
}

/** To the customer when the money has arrived. */
export function paymentConfirmedMail(order: Order, contact: Contact, amount: number): MailMessage {
  const reference = orderReference(order.id)
  const content: MailContent = {
    title: 'Payment received, thank you',
    paragraphs: [
      `Hello ${contact.firstName},`,
      `We have received your payment of ${formatLinePounds(amount)} for order ${reference}. Your order is confirmed and goes into our baking plan.`,
    ],
    rows: [...lineRows(order, true), ...deliveryRows(order)],
    after: [FOLLOW_UP],
  }
  return composeMail(contact.email, `Sweet Art: payment received for order ${reference}`, content)
}

/** To the bakery: everything needed to bake and deliver the order. */
export function newOrderNoticeMail(order: Order, contact: Contact, shopEmail: string): MailMessage {
  const reference = orderReference(order.id)
  const content: MailContent = {
    title: `New order ${reference}`,
    paragraphs: [
      `${contact.firstName} ${contact.lastName}, ${contact.email}, ${contact.phone}`,
      order.total === null
        ? 'A request: it needs a price.'
        : 'Paid online once the payment arrives.',
    ],
    rows: [...lineRows(order, true), ...deliveryRows(order)],
    after: order.message ? [`Message from the customer: ${order.message}`] : [],
  }
  return composeMail(
    shopEmail,
    `New order ${reference} for ${formatDisplayDate(order.delivery.date)}`,
    content,
  )
}
