import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import type { CartLine } from '@sweet-art/domain/cart'
import { OrderSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema, type PaymentHandOff } from '@sweet-art/domain/schemas/payments'
import { DEFAULT_UNPAID_HOLD_TERMS } from '@sweet-art/domain/unpaid-holds'
import type { MailMessage } from '../providers/mail/mail-provider'
import { signUp, signUpBaker } from './accounts'
import { createAgent, type Agent } from './agent'
import { GUEST, attemptHeaders, collectionOrder, configuredLine } from './checkout'
import { placeIdOf } from './places'
import type { TestApp } from './test-app'
import type { TestClock } from './test-clock'

/** Where the bakery's notices go in tests: the setting's default. */
const SHOP_EMAIL = 'hello@sweetart.london'

/** Every kind of e-mail the shop writes, each named once (docs/product.md › E-mails). */
export const MAIL_KINDS = [
  'welcome',
  'recovery-code',
  'email-changed',
  'order-received-request',
  'order-received-online',
  'order-received-bank-transfer',
  'bakery-notice-request',
  'bakery-notice-online',
  'bakery-notice-bank-transfer',
  'price-ready',
  'payment-received-online',
  'bank-transfer-received',
  'status-confirmed-paid',
  'status-confirmed-awaiting-price',
  'status-confirmed-awaiting-transfer',
  'status-confirmed-awaiting-online-payment',
  'status-ready-to-collect',
  'status-out-for-delivery',
  'status-posted',
  'status-complete',
  'status-cancelled',
  'hold-ended',
] as const

/** One kind of e-mail the shop writes. */
export type MailKind = (typeof MAIL_KINDS)[number]

/** One e-mail the shop sent, with what it was about and who may open its order. */
export interface SentMail {
  kind: MailKind
  mail: MailMessage
  /** The order it is about, or null for an account's e-mail. */
  orderId: string | null
  /** The signed-in client who owns the order, or null for a guest's order and account e-mails. */
  owner: Agent | null
}

/** A product line of the seed catalogue with every offered option chosen, as the product page adds it. */
function line(sections: Section[], title: string, quantity?: number) {
  const configured = configuredLine(sections, title)
  return quantity === undefined ? configured : { ...configured, quantity: String(quantity) }
}

/**
 * Drives the shop through every e-mail it writes, as customers and the baker would: a guest's
 * request priced and paid, a client's bank transfer moved on before and after it arrives, a
 * client's online order posted and then cancelled, a guest's order paid at once, a recovery code
 * and an e-mail change. Each e-mail is labelled with its kind; every kind comes at least once.
 */
export async function sendEveryMail(
  shop: TestApp,
  sections: Section[],
  clock: TestClock,
): Promise<SentMail[]> {
  const { now } = clock
  const sent: SentMail[] = []
  const { agent: baker } = await signUpBaker(shop)
  await shop.app.mailOutbox.idle()

  /** Runs `act`, then labels each e-mail it sent with `kind`; answers what `act` answered. */
  async function expectMails<T>(
    act: () => Promise<T>,
    about: { orderId: string | null; owner: Agent | null },
    kind: MailKind,
  ): Promise<T> {
    const before = shop.mail.sent.length
    const result = await act()
    await shop.app.mailOutbox.idle()
    const fresh = shop.mail.sent.slice(before)
    expect(fresh.length, `an action that sends ${kind}`).toBeGreaterThan(0)
    for (const mail of fresh) sent.push({ kind, mail, ...about })
    return result
  }

  /** Places an order; the customer's e-mail and the bakery's notice are labelled apart. */
  async function placeOrder(
    agent: Agent,
    path: '/api/orders/client/clear' | '/api/payments/customer/transactions/clear',
    body: Record<string, unknown>,
    owner: Agent | null,
    kinds: { received: MailKind; notice: MailKind },
  ): Promise<{ orderId: string; request: Order | null; handOff: PaymentHandOff | null }> {
    const before = shop.mail.sent.length
    const response = await agent.request('POST', path, body, attemptHeaders())
    expect(response.statusCode, response.body).toBe(201)
    const request = path === '/api/orders/client/clear' ? OrderSchema.parse(response.json()) : null
    const handOff = request ? null : PaymentHandOffSchema.parse(response.json())
    const orderId = request?.id ?? handOff?.orderId ?? ''
    await shop.app.mailOutbox.idle()
    for (const mail of shop.mail.sent.slice(before)) {
      const toShop = mail.to === SHOP_EMAIL
      sent.push({
        kind: toShop ? kinds.notice : kinds.received,
        mail,
        orderId,
        owner: toShop ? null : owner,
      })
    }
    return { orderId, request, handOff }
  }

  const move = (orderId: string, status: string) => async () => {
    const moved = await baker.post(`/api/admin/orders/${orderId}/status`, { status })
    expect(moved.statusCode, moved.body).toBe(200)
  }
  const payInSandbox = (agent: Agent, flowLink: string | null | undefined) => async () => {
    const transactionId = flowLink?.split('/').at(-1) ?? ''
    const paid = await agent.post(`/api/payments/sandbox/${transactionId}/pay`)
    expect(paid.statusCode, paid.body).toBe(200)
  }
  // Every order is for the next working day after the test clock's today, at 11:00.
  const schedule = collectionOrder(sections, 'Classic Victoria Sponge', now()).delivery
  const collected = (...lines: CartLine[]) => ({
    ...collectionOrder(sections, 'Classic Victoria Sponge', now()),
    products: lines,
  })
  const accountMail = { orderId: null, owner: null }

  // A guest's request: received, moved on before it has a price, priced, paid, ready, complete.
  const guest = createAgent(shop.app)
  const request = await placeOrder(
    guest,
    '/api/orders/client/clear',
    {
      ...GUEST,
      email: `guest.${randomUUID()}@example.com`,
      ...collected(line(sections, 'Bespoke Celebration Cake')),
    },
    null,
    { received: 'order-received-request', notice: 'bakery-notice-request' },
  )
  const requestAbout = { orderId: request.orderId, owner: null }
  await expectMails(
    move(request.orderId, 'current'),
    requestAbout,
    'status-confirmed-awaiting-price',
  )
  const priced = await expectMails(
    async () => {
      const response = await baker.post(`/api/admin/orders/${request.orderId}/price`, {
        lines: request.request?.products.map((product) => ({ id: product.id, cost: 85.1 })),
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ flowLink: string | null }>()
    },
    requestAbout,
    'price-ready',
  )
  await expectMails(payInSandbox(guest, priced.flowLink), requestAbout, 'payment-received-online')
  await expectMails(move(request.orderId, 'delivery'), requestAbout, 'status-ready-to-collect')
  await expectMails(move(request.orderId, 'complete'), requestAbout, 'status-complete')

  // A guest's online order paid at once, then confirmed.
  const paidGuest = createAgent(shop.app)
  const online = await placeOrder(
    paidGuest,
    '/api/payments/customer/transactions/clear',
    {
      ...GUEST,
      email: `paid.${randomUUID()}@example.com`,
      ...collected(line(sections, 'Classic Victoria Sponge'), line(sections, 'Filled Cupcakes')),
    },
    null,
    { received: 'order-received-online', notice: 'bakery-notice-online' },
  )
  const onlineAbout = { orderId: online.orderId, owner: null }
  await expectMails(
    payInSandbox(paidGuest, online.handOff?.flowLink),
    onlineAbout,
    'payment-received-online',
  )
  await expectMails(move(online.orderId, 'current'), onlineAbout, 'status-confirmed-paid')

  // A client's delivered cake paid by bank transfer: moved on before the money came, then after.
  const client = await expectMails(
    () => signUp(shop.app, { firstName: 'Dora' }),
    accountMail,
    'welcome',
  )
  const owner = client.agent
  const deliveredTo = {
    address: '10 Downing Street, London SW1A 2AA, UK',
    postCode: 'SW1A 2AA',
    floor: '2',
    flat: '5',
    placeId: await placeIdOf(owner, '10 Downing Street'),
  }
  const transfer = await placeOrder(
    owner,
    '/api/payments/customer/transactions/clear',
    {
      ...collected(line(sections, 'Salted Caramel Drip Cake'), line(sections, 'Filled Cupcakes')),
      delivery: { ...schedule, method: 'delivery', secondTime: '12:00' },
      deliveryPlace: deliveredTo,
      paymentChoice: 'bankTransfer',
      message: 'Please write "Happy birthday, Ada" on top.',
    },
    owner,
    { received: 'order-received-bank-transfer', notice: 'bakery-notice-bank-transfer' },
  )
  const transferAbout = { orderId: transfer.orderId, owner }
  await expectMails(
    move(transfer.orderId, 'current'),
    transferAbout,
    'status-confirmed-awaiting-transfer',
  )
  await expectMails(
    async () => {
      const transactionId = transfer.handOff?.transactionId ?? ''
      const marked = await baker.post(`/api/admin/transactions/${transactionId}/mark-paid`)
      expect(marked.statusCode, marked.body).toBe(200)
    },
    transferAbout,
    'bank-transfer-received',
  )
  await expectMails(move(transfer.orderId, 'delivery'), transferAbout, 'status-out-for-delivery')

  // The client's cookies by Royal Mail, never paid: moved on, posted, then cancelled.
  const posted = await placeOrder(
    owner,
    '/api/payments/customer/transactions/clear',
    {
      ...collected(line(sections, 'Personalised Name Cookies', 24)),
      delivery: { ...schedule, method: 'royalMail' },
      deliveryPlace: deliveredTo,
    },
    owner,
    { received: 'order-received-online', notice: 'bakery-notice-online' },
  )
  const postedAbout = { orderId: posted.orderId, owner }
  await expectMails(
    move(posted.orderId, 'current'),
    postedAbout,
    'status-confirmed-awaiting-online-payment',
  )
  await expectMails(move(posted.orderId, 'delivery'), postedAbout, 'status-posted')
  await expectMails(move(posted.orderId, 'cancelled'), postedAbout, 'status-cancelled')

  // The client's account: a recovery code, then a new e-mail address.
  await expectMails(
    async () => {
      const asked = await createAgent(shop.app).post('/api/clients/auth/recovery', {
        email: client.user.email,
      })
      expect(asked.statusCode, asked.body).toBe(204)
    },
    accountMail,
    'recovery-code',
  )
  await expectMails(
    async () => {
      const changed = await owner.patch('/api/clients', {
        email: `dora.${randomUUID()}@example.com`,
        currentPassword: client.details.password,
      })
      expect(changed.statusCode, changed.body).toBe(200)
    },
    accountMail,
    'email-changed',
  )

  // Last, as it moves the clock: a guest's online order left unpaid until its hold ends.
  const unpaid = await placeOrder(
    createAgent(shop.app),
    '/api/payments/customer/transactions/clear',
    {
      ...GUEST,
      email: `unpaid.${randomUUID()}@example.com`,
      ...collected(line(sections, 'Classic Victoria Sponge')),
    },
    null,
    { received: 'order-received-online', notice: 'bakery-notice-online' },
  )
  await expectMails(
    async () => {
      clock.advance(DEFAULT_UNPAID_HOLD_TERMS.onlinePaymentHours * 60 * 60 * 1000)
      expect(await shop.app.unpaidHolds.releaseEnded()).toBe(1)
    },
    { orderId: unpaid.orderId, owner: null },
    'hold-ended',
  )

  const kinds = new Set(sent.map((entry) => entry.kind))
  expect(MAIL_KINDS.filter((kind) => !kinds.has(kind))).toEqual([])
  return sent
}
