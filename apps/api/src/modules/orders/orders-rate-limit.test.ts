import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { orders } from '@sweet-art/db/schema'
import type { ErrorBody } from '@sweet-art/domain/errors'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { signUp } from '../../test/accounts'
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../test/test-app'
import { attemptHeaders, collectionOrder, GUEST } from '../../test/checkout'
import { suiteNow } from '../../test/test-clock'

const PER_IP = 5
const PER_EMAIL = 3
const HOUR_MS = 60 * 60_000
const REQUEST = '/api/orders/client/clear'
const PAY = '/api/payments/customer/transactions/clear'

let shop: TestApp
let sections: Section[]
let now = suiteNow()
// Two hours ahead, so the order's day is still open after the clock moves past the hour's window.
const orderDay = new Date(now.getTime() + 2 * HOUR_MS)

beforeAll(async () => {
  shop = await createTestApp({
    clock: () => now,
    env: { ORDER_LIMIT_PER_IP_PER_HOUR: PER_IP, ORDER_LIMIT_PER_EMAIL_PER_HOUR: PER_EMAIL },
  })
  sections = (await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' })).json()
})
afterAll(async () => {
  await shop.close()
})

/** A guest's checkout body for collection: a price-on-request cake, or a priced one to pay for. */
function guestBody(email: string, path: string) {
  const title = path === PAY ? 'Classic Victoria Sponge' : 'Bespoke Celebration Cake'
  return { ...collectionOrder(sections, title, orderDay), ...GUEST, email, message: 'Mind the gap' }
}

/** One guest checkout for `email` from `ip`, a price-on-request order unless `path` says pay. */
function order(options: {
  email: string
  ip: string
  key?: string
  body?: unknown
  path?: string
}) {
  const path = options.path ?? REQUEST
  return shop.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: options.ip,
    headers: { origin: TEST_ORIGIN, ...attemptHeaders(options.key) },
    payload: options.body ?? guestBody(options.email, path),
  })
}

const uniqueEmail = () => `guest.${randomUUID()}@example.com`
const uniqueMailboxName = () => `jane${randomUUID().slice(0, 8)}doe`

// One mailbox's address, dressed a new way each time: a `+tag`, capitals, and at Gmail dots and
// the googlemail.com name, all of which reach the same inbox.
function dressedAddresses(name: string, domain: string): string[] {
  const dotted = `${name.slice(0, 4)}.${name.slice(4)}`
  const gmail = domain === 'gmail.com'
  return [
    `${name}@${domain}`,
    `${name}+cakes@${domain}`,
    `${name.toUpperCase()}+1@${domain.toUpperCase()}`,
    gmail ? `${dotted}@googlemail.com` : `${name}+2@${domain}`,
    gmail ? `${dotted.toUpperCase()}+again@GMail.com` : `${name}+x+y@${domain}`,
  ]
}
let ipsUsed = 0
const uniqueIp = () => {
  ipsUsed += 1
  return `10.1.${Math.floor(ipsUsed / 250)}.${(ipsUsed % 250) + 1}`
}

test('orders for one e-mail address stop with a clear 429 after the hour’s limit, from any network, and no more mail goes out', async () => {
  const victim = uniqueEmail()
  const ordersBefore = await shop.database.db.$count(orders)
  for (let placed = 0; placed < PER_EMAIL; placed += 1)
    expect((await order({ email: victim, ip: uniqueIp() })).statusCode).toBe(201)

  const refused = await order({ email: victim.toUpperCase(), ip: uniqueIp() })
  expect(refused.statusCode).toBe(429)
  const { code, message } = refused.json<ErrorBody>()
  expect(code).toBe('RATE_LIMITED')
  expect(message).toMatch(
    /^You have placed a lot of orders in a short time\. Please try again in \d+ minutes/,
  )
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  const paid = await order({ email: victim, ip: uniqueIp(), path: PAY })
  expect(paid.statusCode).toBe(429)

  await shop.app.mailOutbox.idle()
  expect(shop.mail.to(victim)).toHaveLength(PER_EMAIL)
  expect(await shop.database.db.$count(orders)).toBe(ordersBefore + PER_EMAIL)
})

test('a burst of orders for one address sent all at once places exactly the hour’s limit, the rest refused', async () => {
  const target = uniqueEmail()
  const ordersBefore = await shop.database.db.$count(orders)
  // Sent together, their counts are taken in one statement: each must still count once.
  const answers = await Promise.all(
    Array.from({ length: PER_EMAIL + 4 }, () => order({ email: target, ip: uniqueIp() })),
  )
  const statuses = answers.map((answer) => answer.statusCode).sort()
  expect(statuses).toEqual([...Array<number>(PER_EMAIL).fill(201), ...Array<number>(4).fill(429)])
  expect(await shop.database.db.$count(orders)).toBe(ordersBefore + PER_EMAIL)
})

test('orders from one network stop after the hour’s limit, whatever e-mail they name; other networks still order', async () => {
  const ip = uniqueIp()
  for (let placed = 0; placed < PER_IP; placed += 1)
    expect((await order({ email: uniqueEmail(), ip })).statusCode).toBe(201)
  const refused = await order({ email: uniqueEmail(), ip })
  expect(refused.statusCode).toBe(429)
  expect(refused.json<ErrorBody>().message).toMatch(/placed a lot of orders/)
  expect((await order({ email: uniqueEmail(), ip: uniqueIp() })).statusCode).toBe(201)
})

test('a retry with the same idempotency key replays the order and is not counted again', async () => {
  const email = uniqueEmail()
  const ip = uniqueIp()
  const key = randomUUID()
  const body = guestBody(email, REQUEST)
  const first = await order({ email, ip, key, body })
  expect(first.statusCode).toBe(201)
  for (let retry = 0; retry < PER_EMAIL + 2; retry += 1) {
    const again = await order({ email, ip, key, body })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
  }
  for (let placed = 1; placed < PER_EMAIL; placed += 1)
    expect((await order({ email, ip })).statusCode).toBe(201)
})

test('the limits open again once the hour has passed', async () => {
  const email = uniqueEmail()
  const ip = uniqueIp()
  for (let placed = 0; placed < PER_EMAIL; placed += 1)
    expect((await order({ email, ip })).statusCode).toBe(201)
  expect((await order({ email, ip })).statusCode).toBe(429)
  now = new Date(now.getTime() + HOUR_MS + 60_000)
  expect((await order({ email, ip })).statusCode).toBe(201)
})

test.each(['gmail.com', 'example.com'])(
  'one mailbox at %s meets the per-address limit however its address is dressed, and gets no more mail',
  async (domain) => {
    const dressings = dressedAddresses(uniqueMailboxName(), domain)
    const statuses: number[] = []
    for (const email of dressings)
      statuses.push((await order({ email, ip: uniqueIp() })).statusCode)
    expect(statuses).toEqual([
      ...Array<number>(PER_EMAIL).fill(201),
      ...Array<number>(dressings.length - PER_EMAIL).fill(429),
    ])
    await shop.app.mailOutbox.idle()
    const mailed = new Set(dressings.flatMap((email) => shop.mail.to(email)))
    expect(mailed.size).toBe(PER_EMAIL)
  },
)

test('a stranger’s guest orders in a client’s e-mail leave the client’s own allowance whole, which counts the client however they order', async () => {
  const name = uniqueMailboxName()
  const client = await signUp(shop.app, { email: `${name}@gmail.com` })
  const strangers = [client.details.email, ...dressedAddresses(name, 'gmail.com').slice(1)]
  for (const email of strangers.slice(0, PER_EMAIL))
    expect((await order({ email, ip: uniqueIp() })).statusCode).toBe(201)
  expect((await order({ email: client.details.email, ip: uniqueIp() })).statusCode).toBe(429)

  const ownOrder = (path: string) =>
    client.agent.request(
      'POST',
      path,
      collectionOrder(
        sections,
        path === PAY ? 'Classic Victoria Sponge' : 'Bespoke Celebration Cake',
        orderDay,
      ),
      attemptHeaders(),
    )
  const own: number[] = []
  for (let placed = 0; placed < PER_EMAIL; placed += 1)
    own.push((await ownOrder(placed % 2 === 0 ? '/api/orders/client' : PAY)).statusCode)
  expect(own).toEqual(Array<number>(PER_EMAIL).fill(201))
  const past = await ownOrder('/api/orders/client')
  expect(past.statusCode).toBe(429)
  expect(past.json<ErrorBody>().message).toMatch(/placed a lot of orders/)
})
