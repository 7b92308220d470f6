import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { asPence } from '@sweet-art/domain/money'
import type { OrderLineRecord, OrderRecord } from '@sweet-art/domain/order-record'
import { formatOrderNumber } from '@sweet-art/domain/orders'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { OrderLinkViewSchema } from '@sweet-art/domain/schemas/order-link'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import { signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { GUEST, attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { createTestClock } from '../../test/test-clock'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app'
import { ORDER_LINK_TTL_MS } from '../../lib/order-link'
import type { MailMessage } from '../../providers/mail/mail-provider'
import { newOrderNoticeMail, orderReceivedMail } from './orders.mails'

const COLLECTION_ADDRESS = 'Sweet Art kitchen, 12 Example Road, Barking IG11 7AA'
const clock = createTestClock()
let shop: TestApp
let sections: Section[]
let admin: Agent

beforeAll(async () => {
  shop = await createTestApp({ clock: clock.now, env: { COLLECTION_ADDRESS } })
  sections = await fetchCatalogue(createAgent(shop.app))
  const baker = await signUpBaker(shop)
  admin = baker.agent
})
afterAll(async () => {
  await shop.close()
})

/** A guest (no account, no session) orders `title` for collection; the order id and their e-mail. */
async function guestOrders(title: string, extra: Record<string, unknown> = {}) {
  const email = `guest.${randomUUID()}@example.com`
  const isPaid = extra.paymentChoice !== undefined
  const response = await createAgent(shop.app).request(
    'POST',
    isPaid ? '/api/payments/customer/transactions/clear' : '/api/orders/client/clear',
    { ...GUEST, ...collectionOrder(sections, title), email, ...extra },
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
  const orderId = isPaid
    ? PaymentHandOffSchema.parse(response.json()).orderId
    : OrderSchema.parse(response.json()).id
  await shop.app.mailOutbox.idle()
  return { orderId, email }
}

function latestTo(email: string, subject: RegExp): MailMessage {
  const mail = shop.mail
    .to(email)
    .filter((message) => subject.test(message.subject))
    .at(-1)
  if (!mail) throw new Error(`no mail to ${email} matching ${String(subject)}`)
  return mail
}

/** The order page link a mail carries, as a path, checking the plain and HTML parts carry the same one. */
function orderLinkIn(mail: MailMessage): string {
  const pattern = new RegExp(`${TEST_ORIGIN}(/order/[A-Za-z0-9._-]+)`)
  const inText = pattern.exec(mail.text)?.[1]
  expect(inText, mail.text).toBeDefined()
  expect(mail.html).toContain(`href="${TEST_ORIGIN}${inText ?? ''}"`)
  return inText ?? ''
}

const apiPathOf = (link: string) => `/api/orders/link/${link.slice('/order/'.length)}`

test('a guest request is confirmed with its one order number, the collection address and a link that opens it without an account', async () => {
  const { orderId, email } = await guestOrders('Bespoke Celebration Cake')
  const number = formatOrderNumber(orderId)
  expect(number).toMatch(/^№ [0-9A-F]{6}$/)

  const received = latestTo(email, /received/)
  expect(received.subject).toBe(`Sweet Art: order ${number} received`)
  expect(received.text).toContain(`Order: ${number}`)
  expect(received.text).toContain(`Collect from: ${COLLECTION_ADDRESS}`)
  expect(received.html).toContain(COLLECTION_ADDRESS)
  expect(received.text).not.toMatch(/in your account/i)

  const opened = await createAgent(shop.app).get(apiPathOf(orderLinkIn(received)))
  expect(opened.statusCode, opened.body).toBe(200)
  const view = OrderLinkViewSchema.parse(opened.json())
  expect(view.order.id).toBe(orderId)
  expect(view.collectionAddress).toBe(COLLECTION_ADDRESS)

  const notice = shop.mail.sent.find((mail) => mail.subject.startsWith(`New order ${number} for`))
  expect(notice?.text).toContain('A request: it needs a price.')
})

test('each status e-mail says in plain words what happened, and links to the order for a guest too', async () => {
  const { orderId, email } = await guestOrders('Bespoke Celebration Cake')
  const number = formatOrderNumber(orderId)
  for (const status of ['current', 'delivery', 'complete']) {
    const moved = await admin.post(`/api/admin/orders/${orderId}/status`, { status })
    expect(moved.statusCode, moved.body).toBe(200)
  }
  await shop.app.mailOutbox.idle()

  const subjects = shop.mail.to(email).map((mail) => mail.subject)
  expect(subjects).toEqual([
    `Sweet Art: order ${number} received`,
    // Not priced, so not paid: in the baking plan, not yet confirmed.
    `Sweet Art: order ${number} is in our baking plan`,
    `Sweet Art: order ${number} is ready to collect`,
    `Sweet Art: order ${number} is complete`,
  ])
  const ready = latestTo(email, /ready to collect/)
  expect(ready.text).toContain(`Your order ${number} is ready to collect.`)
  expect(ready.text).toContain(`Collect from: ${COLLECTION_ADDRESS}`)
  for (const mail of shop.mail.to(email)) {
    expect(mail.text).not.toMatch(/in your account|Delivery$|is (Current|Delivery|Complete)\b/m)
    const opened = await createAgent(shop.app).get(apiPathOf(orderLinkIn(mail)))
    expect(opened.statusCode).toBe(200)
  }
})

test('a guest pays a priced request from the e-mailed link: the page gives a payment page without a session', async () => {
  const { orderId, email } = await guestOrders('Bespoke Celebration Cake')
  const [line] = OrderLinkViewSchema.parse(
    (await createAgent(shop.app).get(apiPathOf(orderLinkIn(latestTo(email, /received/))))).json(),
  ).order.products
  const priced = await admin.post(`/api/admin/orders/${orderId}/price`, {
    lines: [{ id: line?.id, cost: 85.1 }],
  })
  expect(priced.statusCode, priced.body).toBe(200)
  await shop.app.mailOutbox.idle()

  const mail = latestTo(email, /price of order/)
  const total = `£ ${(85.1 * Number(line?.quantity)).toFixed(2)}`
  expect(mail.text).toContain(`Pay ${total}: ${TEST_ORIGIN}/order/`)
  expect(mail.text).not.toMatch(/sign in|in your account/i)
  const guest = createAgent(shop.app)
  const link = apiPathOf(orderLinkIn(mail))
  const view = OrderLinkViewSchema.parse((await guest.get(link)).json())
  expect(view.payment).toMatchObject({ status: 'pending', canPayOnline: true })

  const pay = await guest.post(`${link}/pay`)
  expect(pay.statusCode, pay.body).toBe(200)
  const { flowLink } = pay.json<{ flowLink: string }>()
  const transactionId = flowLink.split('/').at(-1) ?? ''
  expect((await guest.post(`/api/payments/sandbox/${transactionId}/pay`)).statusCode).toBe(200)
  await shop.app.mailOutbox.idle()

  const paid = latestTo(email, /payment received/)
  expect(paid.text).toContain(`We have received your payment of ${total} for order`)
  expect((await guest.post(`${link}/pay`)).statusCode).toBe(409)
})

// Three lines at £ 4.35 make 13.049999999999999 in floating-point pounds: every e-mail must say £ 13.05.
test('a request priced at £ 4.35 a cake for three cakes says £ 13.05 to the penny in every e-mail, text and HTML', async () => {
  const email = `guest.${randomUUID()}@example.com`
  const body = { ...GUEST, ...collectionOrder(sections, 'Bespoke Celebration Cake'), email }
  const [cake] = body.products
  if (!cake) throw new Error('no cake in the order')
  body.products = [{ ...cake, quantity: '3' }]
  const requested = await createAgent(shop.app).request(
    'POST',
    '/api/orders/client/clear',
    body,
    attemptHeaders(),
  )
  expect(requested.statusCode, requested.body).toBe(201)
  const order = OrderSchema.parse(requested.json())
  expect(order.products.map((line) => line.quantity)).toEqual(['3'])
  const priced = await admin.post(`/api/admin/orders/${order.id}/price`, {
    lines: [{ id: order.products[0]?.id, cost: 4.35 }],
  })
  expect(priced.statusCode, priced.body).toBe(200)
  expect(OrderSchema.parse(priced.json<{ order: unknown }>().order).total).toBe(13.05)
  await shop.app.mailOutbox.idle()

  const pricedMail = latestTo(email, /price of order/)
  const link = apiPathOf(orderLinkIn(pricedMail))
  const guest = createAgent(shop.app)
  const { flowLink } = (await guest.post(`${link}/pay`)).json<{ flowLink: string }>()
  const transactionId = flowLink.split('/').at(-1) ?? ''
  expect((await guest.post(`/api/payments/sandbox/${transactionId}/pay`)).statusCode).toBe(200)
  await shop.app.mailOutbox.idle()
  const paidMail = latestTo(email, /payment received/)

  for (const mail of [pricedMail, paidMail]) {
    expect(mail.text).toContain('Bespoke Celebration Cake × 3: £ 13.05')
    expect(mail.text).toContain('Total: £ 13.05')
    expect(mail.html).toContain('£ 13.05')
    for (const part of [mail.text, mail.html])
      for (const [, pounds] of part.matchAll(/£ (\d[\d.]*\d)/g))
        expect(pounds).toMatch(/^\d+\.\d{2}$/)
  }
  expect(pricedMail.text).toContain('priced it at £ 13.05')
  expect(paidMail.text).toContain('your payment of £ 13.05')
})

test('an order link that is altered, made up or past its life opens nothing', async () => {
  const { email } = await guestOrders('Bespoke Celebration Cake')
  const link = apiPathOf(orderLinkIn(latestTo(email, /received/)))
  const stranger = createAgent(shop.app)
  const altered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`
  for (const path of [altered, '/api/orders/link/nonsense', `${link}.x`]) {
    const response = await stranger.get(path)
    expect(response.statusCode).toBe(404)
    expect(response.json<{ message: string }>().message).toMatch(/not valid/)
    expect((await stranger.post(`${path}/pay`)).statusCode).toBe(404)
  }

  expect((await stranger.get(link)).statusCode).toBe(200)
  clock.advance(ORDER_LINK_TTL_MS + 1000)
  try {
    expect((await stranger.get(link)).statusCode).toBe(404)
  } finally {
    clock.advance(-(ORDER_LINK_TTL_MS + 1000))
  }
})

test('what a customer typed is quoted and inert in every mail, and no subject or greeting carries it', async () => {
  const lure = 'Visit http://evil.example to claim your refund <b>now</b>'
  const { orderId, email } = await guestOrders('Classic Victoria Sponge', {
    firstName: 'Claim your refund',
    message: lure,
    paymentChoice: 'bankTransfer',
  })
  const number = formatOrderNumber(orderId)
  const mails = shop.mail.sent.filter((mail) => mail.subject.includes(number))
  expect(mails.map((mail) => mail.to).sort()).toEqual([email, 'hello@sweetart.london'].sort())
  for (const mail of mails) {
    expect(mail.subject).not.toMatch(/refund|evil/i)
    expect(mail.text).not.toMatch(/Hello Claim/)
    expect(mail.text).toContain('> Message: "Visit http[:]//evil[.]example to claim your refund')
    expect(mail.text).toContain('> Name: "Claim your refund Hart"')
    expect(mail.text).not.toContain('evil.example')
    expect(mail.html).not.toContain('evil.example')
    expect(mail.html).toContain('&lt;b&gt;now&lt;/b&gt;')
    expect(mail.html).toContain('Quoted exactly as it was typed at checkout')
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g))
      expect(href).toMatch(new RegExp(`^${TEST_ORIGIN}/(order/|admin/orders\\?q=[0-9A-F]{6}$)`))
  }
  const toCustomer = mails.find((mail) => mail.to === email)
  expect(toCustomer?.text).toContain('Payment reference:')
})

function heldLine(name: string, pence: number, quantity: number): OrderLineRecord {
  return {
    id: randomUUID(),
    productId: randomUUID(),
    name,
    sectionName: 'Treats',
    quantity,
    unitCost: asPence(pence),
    salePercent: null,
    options: [],
    allergens: [],
    pricedByBakery: false,
  }
}

// 0.1 + 0.2 + 3 × 19.99 + 7.5 is 67.77000000000001 in floating-point pounds.
test('an order of a 10p line, a 20p line and three at £ 19.99 reads exact sums in the received mail and the bakery notice', () => {
  const order: OrderRecord = {
    id: randomUUID(),
    createdAt: '2026-03-01T10:00:00.000Z',
    status: 'created',
    products: [
      heldLine('Sugar Mouse', 10, 1),
      heldLine('Chocolate Button', 20, 1),
      heldLine('Celebration Cupcake', 1999, 3),
    ],
    delivery: {
      method: 'delivery',
      date: '2026-03-03',
      time: '11:00',
      secondTime: '12:00',
      cost: asPence(750),
      congestion: asPence(0),
    },
    deliveryPlace: {
      address: '1 Example Street, London',
      postCode: 'E1 6AN',
      floor: '',
      flat: '',
      deliveryDistance: null,
      isPaidParking: false,
    },
    images: [],
    message: '',
    total: asPence(10 + 20 + 5997 + 750),
  }
  const contact = { firstName: 'Amelia', lastName: 'Hart', email: GUEST.email, phone: GUEST.phone }
  const handOff = {
    orderId: order.id,
    transactionId: randomUUID(),
    flowLink: null,
    bankTransfer: {
      accountName: 'Sweet Art Ltd',
      sortCode: '00-00-00',
      accountNumber: '12345678',
      reference: 'SA-TEST',
      amount: 67.77,
      dueBy: '2026-03-05',
    },
  }
  const facts = {
    orderPageUrl: (id: string) => `${TEST_ORIGIN}/order/${id}`,
    boardUrl: (number: string) => `${TEST_ORIGIN}/admin/orders?q=${number}`,
    bankAccount: handOff.bankTransfer,
    collectionAddress: COLLECTION_ADDRESS,
  }
  const received = orderReceivedMail(order, contact, handOff, facts)
  const notice = newOrderNoticeMail(order, contact, handOff, 'hello@sweetart.london', facts)

  for (const mail of [received, notice]) {
    expect(mail.text).toContain('Sugar Mouse × 1: £ 0.10')
    expect(mail.text).toContain('Chocolate Button × 1: £ 0.20')
    expect(mail.text).toContain('Celebration Cupcake × 3: £ 59.97')
    expect(mail.text).toContain('Delivery price: £ 7.50')
    expect(mail.text).toContain('Total: £ 67.77')
    expect(mail.text).not.toContain('Congestion charge')
    for (const pounds of ['£ 0.10', '£ 0.20', '£ 59.97', '£ 7.50', '£ 67.77'])
      expect(mail.html).toContain(`>${pounds}</span></td>`)
    for (const part of [mail.text, mail.html])
      for (const [, pounds] of part.matchAll(/£ (\d[\d.]*\d)/g))
        expect(pounds).toMatch(/^\d+\.\d{2}$/)
  }
  expect(received.text).toContain('Amount: £ 67.77')
})
