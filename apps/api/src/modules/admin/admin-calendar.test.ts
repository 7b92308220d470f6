import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, calendarFeed, orders, transactions } from '@sweet-art/db/schema'
import { londonInstant } from '@sweet-art/domain/dates'
import { orderNumber } from '@sweet-art/domain/orders'
import { CalendarFeedSchema } from '@sweet-art/domain/schemas/admin'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import { signUp, signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue, GUEST } from '../../test/checkout'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app'
import { createTestClock } from '../../test/test-clock'
import { parseCalendarEvents, parseCalendarName } from '../../test/icalendar'

// The baker's calendar feed (docs/product.md › The baker's calendar), read as a calendar app reads
// it: parsed by ical.js, Mozilla's iCalendar library.

const clock = createTestClock()
let shop: TestApp
let sections: Section[]
let admin: Agent
let adminId: string
let visitor: Agent

beforeAll(async () => {
  shop = await createTestApp({ clock: clock.now })
  visitor = createAgent(shop.app)
  sections = await fetchCatalogue(visitor)
  const baker = await signUpBaker(shop)
  admin = baker.agent
  adminId = baker.user.id
})
afterAll(async () => {
  await shop.close()
})

async function feedAddress(method: 'GET' | 'POST' | 'DELETE') {
  const response = await admin.request(method, '/api/admin/calendar-feed')
  expect(response.statusCode, response.body).toBe(200)
  return CalendarFeedSchema.parse(response.json()).url
}

async function isFeedOn() {
  const response = await admin.get('/api/admin/calendar-feed')
  return CalendarFeedSchema.parse(response.json()).isOn
}

/** The feed at an address the back office gave, as a calendar app fetches it (no session). */
async function fetchFeed(url: string) {
  expect(url.startsWith(`${TEST_ORIGIN}/api/calendar/`)).toBe(true)
  return visitor.get(url.slice(TEST_ORIGIN.length))
}

async function readEvents(url: string) {
  const response = await fetchFeed(url)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
  expect(response.headers['cache-control']).toBe('private, no-store')
  expect(parseCalendarName(response.body)).toBe('Sweet Art orders')
  return new Map(parseCalendarEvents(response.body).map((entry) => [entry.event.uid, entry]))
}

const uidOf = (orderId: string) => `order-${orderId}@sweet-art`

test('the feed is off until the baker turns it on, and only the bakery team can', async () => {
  expect(await feedAddress('GET')).toBeNull()
  expect((await visitor.get('/api/calendar/anything/orders.ics')).statusCode).toBe(404)
  expect((await visitor.get('/api/admin/calendar-feed')).statusCode).toBe(401)
  const { agent: client } = await signUp(shop.app)
  expect((await client.post('/api/admin/calendar-feed')).statusCode).toBe(403)
  expect(await feedAddress('GET')).toBeNull()
})

test('the feed holds every order at its London time, names it by number, and follows its changes', async () => {
  const { agent } = await signUp(shop.app, { firstName: 'Imogen', lastName: 'Ashby' })
  const collection = collectionOrder(sections, 'Classic Victoria Sponge')
  const paidBody = {
    ...collection,
    delivery: { ...collection.delivery, time: '11:00', secondTime: '12:30' },
    message: 'Ring twice;\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free cake, please',
  }
  const paid = PaymentHandOffSchema.parse(
    (
      await agent.request(
        'POST',
        '/api/payments/customer/transactions/clear',
        paidBody,
        attemptHeaders(),
      )
    ).json(),
  )
  const requestResponse = await visitor.request(
    'POST',
    '/api/orders/client/clear',
    { ...collectionOrder(sections, 'Bespoke Celebration Cake'), ...GUEST },
    attemptHeaders(),
  )
  expect(requestResponse.statusCode, requestResponse.body).toBe(201)
  const request = OrderSchema.parse(requestResponse.json())

  const url = await feedAddress('POST')
  expect(url).not.toBeNull()
  // Only a hash of the secret is kept: the address is shown once, as it is made.
  expect(await feedAddress('GET')).toBeNull()
  expect(await isFeedOn()).toBe(true)
  const [stored] = await shop.database.db.select().from(calendarFeed)
  expect(url).not.toContain(stored?.tokenHash)
  expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  const events = await readEvents(url ?? '')

  // Every order of the shop, and the customer's text never made an event of its own.
  const all = await shop.database.db.select({ id: orders.id }).from(orders)
  expect([...events.keys()].sort()).toEqual(all.map((order) => uidOf(order.id)).sort())

  const paidEvent = events.get(uidOf(paid.orderId))
  expect(paidEvent?.event.summary).toBe(
    `№ ${orderNumber(paid.orderId)} Order collection: Classic Victoria Sponge × 1 (Awaiting payment)`,
  )
  expect(paidEvent?.event.startDate.toJSDate()).toEqual(
    londonInstant(paidBody.delivery.date, '11:00'),
  )
  expect(paidEvent?.event.endDate.toJSDate()).toEqual(
    londonInstant(paidBody.delivery.date, '12:30'),
  )
  expect(paidEvent?.component.getFirstPropertyValue('status')).toBe('TENTATIVE')
  expect(paidEvent?.event.description).toContain('Customer: Imogen Ashby')
  // The server keeps line ends as `\n`; the text stays inside the one description.
  expect(paidEvent?.event.description).toContain(
    `Message from the customer: ${paidBody.message.replace(/\r\n/g, '\n')}`,
  )
  expect(paidEvent?.event.description).toMatch(/^Classic Victoria Sponge × 1 \(Filling: /)
  // What the line contains, under it, as the order recorded it when it was placed.
  expect(paidEvent?.event.description.split('\n')[1]).toBe(
    '  Contains: Cereals containing gluten, Eggs, Milk',
  )
  expect(paidEvent?.event.location).toMatch(/^Collection: /)
  expect(paidEvent?.component.getFirstPropertyValue('url')).toBe(
    `${TEST_ORIGIN}/admin/orders?q=${orderNumber(paid.orderId)}`,
  )

  // Only `From` chosen: the event lasts one 15-minute slot.
  const requestEvent = events.get(uidOf(request.id))
  expect(requestEvent?.event.summary).toBe(
    `№ ${orderNumber(request.id)} Order collection: Bespoke Celebration Cake × 1 (Price to set)`,
  )
  expect(requestEvent?.event.description).toContain('Total: Price on request')
  expect(requestEvent?.event.endDate.toJSDate()).toEqual(
    londonInstant(request.delivery.date, '11:15'),
  )

  // The money arrives and the baker moves the order on: the same event, confirmed, a later sequence.
  const sequenceBefore = Number(paidEvent?.component.getFirstPropertyValue('sequence'))
  clock.advance(60_000)
  await shop.database.db
    .update(transactions)
    .set({ status: 'paid', method: 'gocardless', updatedAt: clock.now() })
    .where(eq(transactions.id, paid.transactionId))
  const moved = await admin.post(`/api/admin/orders/${paid.orderId}/status`, { status: 'current' })
  expect(moved.statusCode, moved.body).toBe(200)
  const after = (await readEvents(url ?? '')).get(uidOf(paid.orderId))
  expect(after?.event.summary).toBe(
    `№ ${orderNumber(paid.orderId)} Order collection: Classic Victoria Sponge × 1`,
  )
  expect(after?.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
  expect(after?.event.description).toContain('Status: Current')
  expect(Number(after?.component.getFirstPropertyValue('sequence'))).toBeGreaterThan(sequenceBefore)
})

test('a new address stops the old one at once; turning the feed off stops every address', async () => {
  const first = (await feedAddress('POST')) ?? ''
  expect((await fetchFeed(first)).statusCode).toBe(200)
  const second = (await feedAddress('POST')) ?? ''
  expect(second).not.toBe(first)
  const stale = await fetchFeed(first)
  expect(stale.statusCode).toBe(404)
  expect(stale.json<{ message: string }>().message).toMatch(/not in use/)
  expect((await fetchFeed(second)).statusCode).toBe(200)

  expect(await feedAddress('DELETE')).toBeNull()
  expect((await fetchFeed(second)).statusCode).toBe(404)
  expect(await isFeedOn()).toBe(false)

  // The log says who changed the address and when, never the secret itself.
  const log = await shop.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, 'calendarFeed'))
    .orderBy(asc(auditLog.createdAt))
  expect(log.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(['calendarFeed.renew', 'calendarFeed.turnOff']),
  )
  expect(log.every((entry) => entry.adminId === adminId)).toBe(true)
  const secret = new URL(second).pathname.split('/')[3] ?? ''
  expect(JSON.stringify(log)).not.toContain(secret)
})
