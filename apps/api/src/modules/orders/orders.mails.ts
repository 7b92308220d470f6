import { CONTAINS_LABEL, formatAllergens } from '@sweet-art/domain/allergens'
import { formatDisplayDate } from '@sweet-art/domain/dates'
import { deliveryMethodLabel } from '@sweet-art/domain/delivery'
import { formatPounds, type Pence } from '@sweet-art/domain/money'
import type { PaymentStanding } from '@sweet-art/domain/order-payment'
import type { OrderLineRecord, OrderRecord } from '@sweet-art/domain/order-record'
import { formatOrderNumber, formatTimeRange, orderNumber } from '@sweet-art/domain/orders'
import {
  PRICE_ON_REQUEST,
  calculateLineTotalInPence,
  formatLineCost,
} from '@sweet-art/domain/pricing'
import { OPTION_GROUP_LABELS } from '@sweet-art/domain/product-config'
import type { BankTransferDetails, PaymentHandOff } from '@sweet-art/domain/schemas/payments'
import {
  composeMail,
  type MailContent,
  type MailRow,
  type QuotedInput,
  type QuotedRow,
} from '../../providers/mail/mail-layout'
import type { MailMessage } from '../../providers/mail/mail-provider'
import type { Contact } from './order-contact'

/** What the order e-mails need from the shop besides the order: the order's page and where to collect. */
export interface OrderMailFacts {
  /** The absolute address of the order's page, signed so that it opens without an account. */
  orderPageUrl: (orderId: string) => string
  /** The absolute address of the back office's orders board, searched for one order number. */
  boardUrl: (orderNumber: string) => string
  /** Where customers collect their orders. */
  collectionAddress: string
  /** The account customers pay into by bank transfer. */
  bankAccount: Omit<BankTransferDetails, 'amount' | 'reference' | 'dueBy'>
}

// Names, addresses, option values and notes are typed by the customer: greetings stay generic so
// none of it ever reads as the shop speaking, and the text is quoted under the shop's labels.
export const GREETING = 'Hello,'

// The thank-you modal's follow-up times: when and how the bakery answers.
const FOLLOW_UP =
  'We reply Monday to Friday, 10AM to 6PM. Enquiries sent after 12PM on Friday or at the weekend are handled on Monday. Please do not submit a second order for the same event: simply reply to this e-mail.'

/** The link every order e-mail carries: the order's page, for clients and guests alike. */
export function orderPageAction(orderId: string, facts: OrderMailFacts) {
  return { label: 'See your order', url: facts.orderPageUrl(orderId) }
}

/** A line's sum as the order page shows it, kept in pence until it is written. */
export function lineSum(line: OrderLineRecord): string {
  return formatLineCost(calculateLineTotalInPence(line))
}

/**
 * The product lines: the shop's product names and the sums, each followed by the options chosen,
 * under the labels the product page and the cart give them (the checkout accepts only the
 * catalogue's own values, so they are the baker's words), and by what it contains as stored with
 * the order (docs/product.md › Allergens).
 */
export function lineRows(order: OrderRecord): MailRow[] {
  return order.products.flatMap((line): MailRow[] => [
    [`${line.name} × ${line.quantity}`, lineSum(line)],
    ...line.options.map((option): MailRow => [
      OPTION_GROUP_LABELS[option.title],
      option.value,
      'detail',
    ]),
    ...(line.allergens.length > 0
      ? [[CONTAINS_LABEL, formatAllergens(line.allergens), 'detail'] satisfies MailRow]
      : []),
  ])
}

const amount = (pence: Pence | null): string =>
  pence === null ? PRICE_ON_REQUEST : formatPounds(pence)

/** When and how the order reaches the customer, with the collection address for a collection. */
export function deliveryRows(order: OrderRecord, facts: OrderMailFacts): [string, string][] {
  const { delivery } = order
  const rows: [string, string][] = [
    ['Delivery method', deliveryMethodLabel(delivery.method)],
    ['Date', formatDisplayDate(delivery.date)],
    ['Time', formatTimeRange(delivery.time, delivery.secondTime)],
  ]
  if (delivery.method === 'orderCollection') rows.push(['Collect from', facts.collectionAddress])
  return rows
}

function priceRows(order: OrderRecord): [string, string][] {
  const { delivery } = order
  const rows: [string, string][] = []
  if (delivery.cost) rows.push(['Delivery price', amount(delivery.cost)])
  if (delivery.congestion) rows.push(['Congestion charge', amount(delivery.congestion)])
  rows.push(['Total', amount(order.total)])
  return rows
}

/** Everything the customer typed, under the shop's labels, for the quoted block. */
export function customerInput(order: OrderRecord, contact: Contact, heading: string): QuotedInput {
  const { deliveryPlace } = order
  const rows: QuotedRow[] = [
    ['Name', `${contact.firstName} ${contact.lastName}`.trim()],
    ['E-mail', contact.email, 'emailAddress'],
    ['Phone', contact.phone],
  ]
  if (deliveryPlace.address) rows.push(['Address', deliveryPlace.address])
  if (deliveryPlace.flat) rows.push(['Flat', deliveryPlace.flat])
  if (deliveryPlace.floor) rows.push(['Floor', deliveryPlace.floor])
  if (order.message) rows.push(['Message', order.message])
  return { heading, rows: rows.filter(([, value]) => value !== '') }
}

/** What a customer needs to pay by bank transfer: the shop's account, the reference, the amount and the last day (`YYYY-MM-DD`). */
export interface BankTransferDue {
  account: Omit<BankTransferDetails, 'amount' | 'reference' | 'dueBy'>
  reference: string
  amount: Pence | null
  dueBy: string
}

/** The rows a customer needs to pay by bank transfer (docs/product.md › Payments). */
export function bankTransferRows(transfer: BankTransferDue): [string, string][] {
  const { account } = transfer
  return [
    ['Account name', account.accountName],
    ['Sort code', account.sortCode],
    ['Account number', account.accountNumber],
    ['Payment reference', transfer.reference],
    ['Amount', amount(transfer.amount)],
    ['Pay by', formatDisplayDate(transfer.dueBy)],
  ]
}

/**
 * What an e-mail about an order says of its money, in one paragraph, with the rows a bank
 * transfer still to make needs (docs/product.md › E-mails).
 */
export function paymentNews(
  standing: PaymentStanding,
  facts: OrderMailFacts,
): { paragraph: string; rows: [string, string][] } {
  switch (standing.state) {
    case 'paid':
    case 'testPayment':
      return { paragraph: `It is paid: ${formatPounds(standing.paid)}, thank you.`, rows: [] }
    case 'priceToSet':
      return {
        paragraph:
          'We are pricing your request and will e-mail you the price; there is nothing to pay yet.',
        rows: [],
      }
    case 'awaitingPayment':
      return {
        paragraph: `It is not paid yet: ${formatPounds(standing.amount)} is still to be paid, online from the link below.`,
        rows: [],
      }
    case 'awaitingTransfer':
      return {
        paragraph: `It is not paid yet: please pay ${formatPounds(standing.amount)} by bank transfer by ${formatDisplayDate(standing.dueBy)}, with the payment reference ${standing.reference}, so we can match your payment.`,
        rows: bankTransferRows({
          account: facts.bankAccount,
          reference: standing.reference,
          amount: standing.amount,
          dueBy: standing.dueBy,
        }),
      }
  }
}

/**
 * What comes next for an order whose money has just arrived: the e-mail that will say it is in the
 * baking plan, or, when the baker has put it there already, that it is confirmed; nothing once it
 * is on its way.
 */
export function afterPaymentNews(order: OrderRecord): string[] {
  const day = formatDisplayDate(order.delivery.date)
  const time = formatTimeRange(order.delivery.time, order.delivery.secondTime)
  if (order.status === 'created') return ['We will e-mail you again when it is in our baking plan.']
  if (order.status === 'current')
    return [
      `It is now confirmed and in our baking plan: we will have it ready for ${day}, ${time}.`,
    ]
  return []
}

function receivedNews(number: string, handOff: PaymentHandOff | null): string {
  if (!handOff)
    return `Thank you for your request, order ${number}. We will look at it and e-mail you a price and any questions; the link below shows it at any time.`
  if (handOff.bankTransfer)
    return `Thank you for your order ${number}. Please pay it by bank transfer by ${formatDisplayDate(handOff.bankTransfer.dueBy)}, using the payment reference below so we can match your payment. We will e-mail you when the money arrives.`
  return `Thank you for your order ${number}. We will e-mail you as soon as your payment arrives; if you did not finish paying, you can pay from the link below.`
}

/** To the customer, at once: a request received, or an order waiting for its payment (online or by bank transfer). */
export function orderReceivedMail(
  order: OrderRecord,
  contact: Contact,
  handOff: PaymentHandOff | null,
  facts: OrderMailFacts,
): MailMessage {
  const number = formatOrderNumber(order.id)
  const bankTransfer = handOff?.bankTransfer ?? null
  const content: MailContent = {
    title: handOff
      ? `Your order ${number} is waiting for payment`
      : `We have your request ${number}`,
    paragraphs: [GREETING, receivedNews(number, handOff)],
    action: orderPageAction(order.id, facts),
    rows: [
      ['Order', number],
      ...lineRows(order),
      ...deliveryRows(order, facts),
      ...priceRows(order),
      ...(bankTransfer
        ? bankTransferRows({
            account: bankTransfer,
            reference: bankTransfer.reference,
            amount: order.total,
            dueBy: bankTransfer.dueBy,
          })
        : []),
    ],
    quoted: customerInput(order, contact, 'Your details and notes'),
    after: [FOLLOW_UP],
  }
  return composeMail(contact.email, `Sweet Art: order ${number} received`, content)
}

/** To the customer when the money has arrived online. */
export function paymentConfirmedMail(
  order: OrderRecord,
  contact: Contact,
  paid: Pence,
  facts: OrderMailFacts,
): MailMessage {
  const number = formatOrderNumber(order.id)
  const content: MailContent = {
    title: `Payment received for order ${number}`,
    paragraphs: [
      GREETING,
      [
        `We have received your payment of ${formatPounds(paid)} for order ${number}, thank you.`,
        ...afterPaymentNews(order),
      ].join(' '),
    ],
    action: orderPageAction(order.id, facts),
    rows: [...lineRows(order), ...deliveryRows(order, facts), ...priceRows(order)],
    quoted: customerInput(order, contact, 'Your details and notes'),
    after: [FOLLOW_UP],
  }
  return composeMail(contact.email, `Sweet Art: payment received for order ${number}`, content)
}

function paymentNote(order: OrderRecord, handOff: PaymentHandOff | null): string {
  if (order.total === null || !handOff) return 'A request: it needs a price.'
  if (handOff.bankTransfer)
    return `To be paid by bank transfer with the reference ${handOff.bankTransfer.reference}: mark it received in the back office when the money arrives.`
  return 'To be paid online: the payment page confirms it when the money arrives.'
}

/** To the bakery: everything needed to bake and deliver the order. */
export function newOrderNoticeMail(
  order: OrderRecord,
  contact: Contact,
  handOff: PaymentHandOff | null,
  shopEmail: string,
  facts: OrderMailFacts,
): MailMessage {
  const number = formatOrderNumber(order.id)
  const content: MailContent = {
    title: `New order ${number}`,
    paragraphs: [paymentNote(order, handOff)],
    action: { label: 'Open it in the back office', url: facts.boardUrl(orderNumber(order.id)) },
    rows: [...lineRows(order), ...deliveryRows(order, facts), ...priceRows(order)],
    quoted: customerInput(order, contact, 'What the customer typed'),
  }
  return composeMail(
    shopEmail,
    `New order ${number} for ${formatDisplayDate(order.delivery.date)}`,
    content,
  )
}
