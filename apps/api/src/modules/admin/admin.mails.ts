import { formatDisplayDate } from '@sweet-art/domain/dates'
import { formatPounds, type Pence } from '@sweet-art/domain/money'
import type { PaymentStanding } from '@sweet-art/domain/order-payment'
import type { OrderRecord } from '@sweet-art/domain/order-record'
import { formatOrderNumber, formatTimeRange, orderStatusSentence } from '@sweet-art/domain/orders'
import type { OrderStatus } from '@sweet-art/domain/schemas/orders'
import { holdEndInWords, type UnpaidHold } from '@sweet-art/domain/unpaid-holds'
import { composeMail } from '../../providers/mail/mail-layout'
import type { MailMessage } from '../../providers/mail/mail-provider'
import {
  afterPaymentNews,
  deliveryRows,
  lineRows,
  orderPageAction,
  paymentNews,
  type OrderMailFacts,
} from '../orders/orders.mails'
import type { Contact } from '../orders/order-contact'

const GREETING = 'Hello,'

// What an order in the baking plan still waits for before it is confirmed, by how it is paid.
const CONFIRMED_ONCE_PAID: Readonly<
  Record<Exclude<PaymentStanding['state'], 'paid' | 'testPayment'>, string>
> = {
  priceToSet: 'We confirm the order once you have paid the price we send you.',
  awaitingPayment: 'We confirm the order once your payment arrives.',
  awaitingTransfer: 'We confirm the order once the money arrives.',
}

// What each step means for the customer, after the sentence that names it.
function statusDetail(order: OrderRecord, status: Exclude<OrderStatus, 'created'>): string {
  const day = formatDisplayDate(order.delivery.date)
  const time = formatTimeRange(order.delivery.time, order.delivery.secondTime)
  if (status === 'current') return `We will have it ready for ${day}, ${time}.`
  if (status === 'complete') return 'Thank you for choosing Sweet Art; we hope it made the day.'
  if (status === 'cancelled')
    return `We will not be baking it for ${day}. If you did not ask for this, please reply to this e-mail.`
  switch (order.delivery.method) {
    case 'orderCollection':
      return `Please collect it on ${day}, ${time}, from the address below.`
    case 'royalMail':
      return 'Royal Mail brings it to the address you gave us.'
    default:
      return `It is on its way to the address you gave us, for ${day}, ${time}.`
  }
}

/**
 * What a status e-mail says of the money: whatever is true of it at that step, and, while the
 * order waits in the baking plan, that it is confirmed once paid; once the order is cancelled,
 * what becomes of a payment made, or that nothing is left to pay; nothing more once a paid order
 * is complete.
 */
function statusPayment(
  status: Exclude<OrderStatus, 'created'>,
  standing: PaymentStanding,
  facts: OrderMailFacts,
): { paragraph: string | null; rows: [string, string][] } {
  if (standing.state === 'paid' || standing.state === 'testPayment') {
    if (status === 'cancelled')
      return {
        paragraph: `We will be in touch about the ${formatPounds(standing.paid)} you paid for it.`,
        rows: [],
      }
    return status === 'complete' ? { paragraph: null, rows: [] } : paymentNews(standing, facts)
  }
  if (status === 'cancelled') return { paragraph: 'There is nothing to pay for it.', rows: [] }
  const news = paymentNews(standing, facts)
  if (status !== 'current') return news
  return { ...news, paragraph: `${news.paragraph} ${CONFIRMED_ONCE_PAID[standing.state]}` }
}

/** To the customer at each step the bakery moves their order: what happened and where its money stands, in plain words. */
export function orderStatusMail(
  order: OrderRecord,
  contact: Contact,
  status: Exclude<OrderStatus, 'created'>,
  standing: PaymentStanding,
  facts: OrderMailFacts,
): MailMessage {
  const isPaid = standing.state === 'paid' || standing.state === 'testPayment'
  const happened = `${formatOrderNumber(order.id)} ${orderStatusSentence(status, order.delivery.method, isPaid)}`
  const news = `Your order ${happened}`
  const payment = statusPayment(status, standing, facts)
  const isOver = status === 'complete' || status === 'cancelled'
  return composeMail(contact.email, `Sweet Art: order ${happened}`, {
    title: news,
    paragraphs: [
      GREETING,
      `${news}. ${statusDetail(order, status)}`,
      ...(payment.paragraph ? [payment.paragraph] : []),
    ],
    action: orderPageAction(order.id, facts),
    rows: [...(isOver ? [] : deliveryRows(order, facts)), ...payment.rows],
  })
}

/** To the customer when the bakery has received their bank transfer. */
export function transferReceivedMail(
  order: OrderRecord,
  contact: Contact,
  paid: Pence,
  facts: OrderMailFacts,
): MailMessage {
  const number = formatOrderNumber(order.id)
  return composeMail(contact.email, `Sweet Art: payment received for order ${number}`, {
    title: `Bank transfer received for order ${number}`,
    paragraphs: [
      GREETING,
      [
        `Your bank transfer of ${formatPounds(paid)} for order ${number} has arrived, thank you.`,
        ...afterPaymentNews(order),
      ].join(' '),
    ],
    action: orderPageAction(order.id, facts),
  })
}

/**
 * To the customer when the bakery has priced their request: the price and a link to the order's
 * page, which opens without an account and asks the payment provider for a fresh page on Pay.
 */
export function orderPricedMail(
  order: OrderRecord,
  contact: Contact,
  facts: OrderMailFacts,
  offer: { payBy: Date; isCorrection: boolean },
): MailMessage {
  const { isCorrection } = offer
  const keptUntil = `We keep ${formatDisplayDate(order.delivery.date)} for you until ${holdEndInWords(offer.payBy)}; after that the day goes back to the kitchen.`
  const number = formatOrderNumber(order.id)
  const total = order.total === null ? '' : formatPounds(order.total)
  const subject = isCorrection
    ? `Sweet Art: the price of order ${number} has changed`
    : `Sweet Art: the price of order ${number} is ready`
  return composeMail(contact.email, subject, {
    title: isCorrection ? `Your order ${number} has a new price` : `Your order ${number} is priced`,
    paragraphs: [
      GREETING,
      isCorrection
        ? `We have corrected the price of your request to ${total}. The earlier payment link no longer works: press the button below to see the order and pay the new price; we will e-mail you when your payment arrives.`
        : `We have looked at your request and priced it at ${total}. Press the button below to see the order and pay it; we will e-mail you when your payment arrives.`,
      keptUntil,
    ],
    action: { label: `Pay ${total}`, url: facts.orderPageUrl(order.id) },
    rows: [...lineRows(order), ['Total', total]],
  })
}

/**
 * To the customer when their unpaid order's hold has ended and the shop has given its day back
 * (docs/product.md › Unpaid holds): what happened, that nothing is owed, and how to have it still.
 */
export function holdEndedMail(
  order: OrderRecord,
  contact: Contact,
  hold: UnpaidHold,
  facts: OrderMailFacts,
): MailMessage {
  const number = formatOrderNumber(order.id)
  const day = formatDisplayDate(order.delivery.date)
  const until = hold.endsAt ? ` until ${holdEndInWords(hold.endsAt)}` : ''
  return composeMail(contact.email, `Sweet Art: order ${number} was not paid in time`, {
    title: `We have released the day of order ${number}`,
    paragraphs: [
      GREETING,
      `We kept ${day} for your order ${number}${until}, but its payment has not arrived, so we have cancelled the order and given the day back to the kitchen. There is nothing to pay for it, and its payment link no longer works.`,
      'If you have paid in the meantime, or would still like it, please reply to this e-mail, or order again on our website while the day is free.',
    ],
    action: orderPageAction(order.id, facts),
    rows: lineRows(order),
  })
}
