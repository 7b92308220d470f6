import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatDisplayDate } from '@sweet-art/domain/dates'
import { formatPounds, toPence } from '@sweet-art/domain/money'
import { formatOrderNumber, orderNumber } from '@sweet-art/domain/orders'
import { OPTION_GROUP_LABELS } from '@sweet-art/domain/product-config'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { OrderLinkViewSchema } from '@sweet-art/domain/schemas/order-link'
import { OPTION_TITLES } from '@sweet-art/domain/cart-rules'
import {
  DEFAULT_UNPAID_HOLD_TERMS,
  holdEndsAt,
  lastDayOfHold,
} from '@sweet-art/domain/unpaid-holds'
import { signUpBaker } from './test/accounts'
import { createAgent } from './test/agent'
import { fetchCatalogue } from './test/checkout'
import { sendEveryMail, type MailKind, type SentMail } from './test/every-mail'
import { createTestClock } from './test/test-clock'
import { createTestApp, type TestApp } from './test/test-app'

// What every e-mail the shop writes reads like (docs/product.md › E-mails; › Money): the money in
// the one format, options under the labels the site gives them, the customer's own address as it
// is, and, at each step, what is true of the payment.

const clock = createTestClock(new Date('2026-03-02T09:00:00.000Z'))
let shop: TestApp
let sections: Section[]
let mails: SentMail[]

beforeAll(async () => {
  shop = await createTestApp({ clock: clock.now })
  sections = await fetchCatalogue(createAgent(shop.app))
  mails = await sendEveryMail(shop, sections, clock)
}, 60_000)
afterAll(async () => {
  await shop.close()
})

const mailsOf = (kind: MailKind) => mails.filter((sent) => sent.kind === kind)
/** The one mail of a kind about an order (the first when the shop sent several). */
function mailOf(kind: MailKind): SentMail {
  const [sent] = mailsOf(kind)
  if (!sent) throw new Error(`no ${kind} e-mail`)
  return sent
}
/** Both parts of a mail, the HTML with its tags and entities read as text. */
function partsOf({ mail }: SentMail): string[] {
  const html = mail.html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&ldquo;', '“')
    .replaceAll('&rdquo;', '”')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
  return [mail.subject, mail.text, html]
}

test('every amount in every e-mail is written the one way, £ and a space before pounds and pence', () => {
  let amounts = 0
  for (const sent of mails)
    for (const part of partsOf(sent))
      for (const [written] of part.matchAll(/£\s*\d[\d,]*(?:\.\d+)?/g)) {
        expect(written, `${sent.kind}: ${part}`).toMatch(/^£ \d+\.\d{2}$/)
        amounts += 1
      }
  expect(amounts).toBeGreaterThan(20)
})

test('in every e-mail an amount, an order number or a quantity never breaks from its sign on a narrow screen', () => {
  let signs = 0
  for (const { kind, mail } of mails) {
    const body = mail.html.slice(mail.html.indexOf('<body'))
    signs += body.match(/[£№×] \S/g)?.length ?? 0
    expect(body, kind).not.toMatch(/(?<!white-space:nowrap">)[£№×] \S/)
  }
  expect(signs).toBeGreaterThan(50)
})

test('a chosen option reads under the label the product page and the cart give it, never its field name', () => {
  const fieldNames = new RegExp(`\\b(${OPTION_TITLES.join('|')})\\b`)
  for (const sent of mails)
    for (const part of partsOf(sent)) expect(part, sent.kind).not.toMatch(fieldNames)
  const received = mailOf('order-received-bank-transfer').mail.text
  const cake = sections
    .flatMap((section) => section.products)
    .find((product) => product.title === 'Salted Caramel Drip Cake')
  expect(received).toContain(
    `${OPTION_GROUP_LABELS.priceVariant}: ${cake?.price.variants[0]?.unit}`,
  )
  expect(received).toContain(
    `${OPTION_GROUP_LABELS.extraFilings}: ${cake?.extraFilings.filings[0]?.title}`,
  )
  expect(received).toContain(`${OPTION_GROUP_LABELS.variants}: ${cake?.variants[0]?.title}`)
  expect(received).toContain(`${OPTION_GROUP_LABELS.filings}: `)
})

test("the customer's own e-mail address is shown as it is; what they typed stays quoted and inert", () => {
  for (const sent of mails.filter(
    ({ kind }) => kind.includes('received') || kind.includes('notice'),
  ))
    for (const part of partsOf(sent)) expect(part, sent.kind).not.toMatch(/@\S*\[\.\]/)
  const received = mailOf('order-received-request')
  expect(received.mail.text).toContain(`> E-mail: "${received.mail.to}"`)
  const notice = mailOf('bakery-notice-request')
  expect(notice.mail.text).toContain(`> E-mail: "${received.mail.to}"`)
  const typed = mailOf('order-received-bank-transfer').mail.text
  expect(typed).toContain('> Message: "Please write "Happy birthday, Ada" on top."')
  expect(typed).toContain('> Address: "10 Downing Street, London SW1A 2AA, UK"')
})

test('no row of any e-mail repeats its label as its value', () => {
  for (const sent of mails)
    for (const line of sent.mail.text.split('\n')) {
      const [label, value] = line.split(': ')
      expect(value, `${sent.kind}: ${line}`).not.toBe(label)
    }
  expect(mailOf('order-received-bank-transfer').mail.text).toContain('Delivery method: Delivery')
})

test('a status e-mail says the order is confirmed only when it is paid, and what is left to pay otherwise', () => {
  const paid = mailOf('status-confirmed-paid')
  expect(paid.mail.subject).toMatch(/is confirmed and in our baking plan$/)
  expect(paid.mail.text).toMatch(/It is paid: £ \d+\.\d{2}, thank you\./)

  for (const kind of [
    'status-confirmed-awaiting-transfer',
    'status-confirmed-awaiting-online-payment',
    'status-confirmed-awaiting-price',
  ] as const) {
    const { mail } = mailOf(kind)
    for (const part of partsOf(mailOf(kind))) expect(part, kind).not.toMatch(/confirmed and/)
    expect(mail.subject, kind).toMatch(/is in our baking plan$/)
  }
  expect(mailOf('status-confirmed-awaiting-online-payment').mail.text).toMatch(
    /It is not paid yet: £ \d+\.\d{2} is still to be paid, online from the link below\. We confirm the order once your payment arrives\./,
  )
  expect(mailOf('status-confirmed-awaiting-price').mail.text).toContain(
    'We are pricing your request and will e-mail you the price; there is nothing to pay yet.',
  )
  expect(mailOf('status-posted').mail.text).toMatch(/It is not paid yet/)
  expect(mailOf('status-cancelled').mail.text).toContain('There is nothing to pay for it.')
  expect(mailOf('status-complete').mail.text).not.toMatch(/paid|to pay/)
})

test('an unpaid bank transfer moved on is told its amount, reference with the order number, account and last day', async () => {
  const { mail, orderId } = mailOf('status-confirmed-awaiting-transfer')
  const received = mailOf('order-received-bank-transfer').mail.text
  const reference = /Payment reference: (\S+)/.exec(received)?.[1] ?? ''
  expect(reference).toMatch(new RegExp(`^SA-${orderNumber(orderId ?? '')}-[A-Z0-9]{4}$`))
  const link = /\/order\/(\S+)/.exec(mail.text)?.[1] ?? ''
  const view = OrderLinkViewSchema.parse(
    (await createAgent(shop.app).get(`/api/orders/link/${link}`)).json(),
  )
  // Three working days after the day it was placed, in London, or the day before its delivery.
  const offered = {
    offer: 'bankTransfer',
    offeredAt: new Date(view.order.createdAt),
    deliveryDate: view.order.delivery.date,
  } as const
  const dueBy = formatDisplayDate(lastDayOfHold(holdEndsAt(offered, DEFAULT_UNPAID_HOLD_TERMS)))
  for (const text of [received, mail.text]) {
    expect(text).toContain(`Payment reference: ${reference}`)
    expect(text).toContain('Account name: Sweet Art Bakery Ltd')
    expect(text).toMatch(/Sort code: \d{2}-\d{2}-\d{2}/)
    expect(text).toMatch(/Account number: \d{8}/)
    expect(text).toContain(`Amount: ${formatPounds(toPence(view.payment?.amount ?? 0))}`)
    expect(text).toContain(`Pay by: ${dueBy}`)
  }
  expect(mail.text).toContain(`by ${dueBy}, with the payment reference ${reference},`)
  expect(mail.text).toContain('We confirm the order once the money arrives.')
  expect(mail.text).toContain(formatOrderNumber(orderId ?? ''))

  // The baker finds the order on the board by the reference as a bank statement shows it.
  const { agent: baker } = await signUpBaker(shop)
  for (const quoted of [reference, reference.replaceAll('-', ' ').toLowerCase()]) {
    const found = await baker.get(`/api/admin/orders?q=${encodeURIComponent(quoted)}`)
    expect(found.json<{ id: string }[]>().map((order) => order.id)).toEqual([orderId])
  }
})

test('a payment that arrives after the baker put the order in the baking plan says it is now confirmed', () => {
  const { mail } = mailOf('bank-transfer-received')
  expect(mail.text).not.toContain('We will e-mail you again when it is in our baking plan')
  expect(mail.text).toContain('It is now confirmed and in our baking plan')
  const paidAtOnce = mailsOf('payment-received-online').at(-1)?.mail.text
  expect(paidAtOnce).toContain('We will e-mail you again when it is in our baking plan')
})

test('an order whose unpaid hold ended is told its day is released, that nothing is owed and how to have it still', () => {
  const { mail, orderId } = mailOf('hold-ended')
  const number = formatOrderNumber(orderId ?? '')
  expect(mail.subject).toBe(`Sweet Art: order ${number} was not paid in time`)
  const [, text, html] = partsOf(mailOf('hold-ended'))
  for (const part of [text ?? '', (html ?? '').replace(/\s+/g, ' ')]) {
    expect(part).toContain('its payment has not arrived, so we have cancelled the order')
    expect(part).toContain('There is nothing to pay for it')
    expect(part).toContain('please reply to this e-mail, or order again')
  }
  expect(mail.text).toContain('Classic Victoria Sponge')
})

test('a price e-mail says until when the day is kept', () => {
  expect(mailOf('price-ready').mail.text).toMatch(
    /We keep \d{2}\.\d{2}\.\d{4} for you until the end of \d{2}\.\d{2}\.\d{4}; after that the day goes back to the kitchen\./,
  )
})
