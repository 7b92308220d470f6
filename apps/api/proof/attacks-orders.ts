import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { orders } from '@sweet-art/db/schema'
import { addDays, latestDeliveryDate } from '@sweet-art/domain/dates'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import type { PlaceDetails } from '@sweet-art/domain/schemas/maps'
import { EnvSchema } from '../src/config/env'
import { createAgent, type Agent } from '../src/test/agent'
import { attemptHeaders, collectionOrder, GUEST, nextWorkingDay } from '../src/test/checkout'
import { suggestionOf } from '../src/test/places'
import { createTestApp, TEST_ORIGIN } from '../src/test/test-app'
import { suiteNow } from '../src/test/test-clock'
import {
  AttackLog,
  checkout,
  guestOrder,
  signUpActor,
  type Attack,
  type AttackTarget,
} from './attack-kit'

const PAY = '/api/payments/customer/transactions/clear'
const REQUEST = '/api/orders/client/clear'
// Central London text sent with the place id of a place next to the bakery in Barking.
const LONDON_TEXT = '10 Downing Street, London SW1A 2AA, UK'
const NEXT_TO_THE_BAKERY = 'Abbey Road Barking'

async function placeOf(agent: Agent, text: string): Promise<PlaceDetails & { placeId: string }> {
  const suggestion = await suggestionOf(agent, text)
  const details = (await agent.get(`/api/maps/place/${suggestion.place_id}`)).json<PlaceDetails>()
  return { ...details, placeId: suggestion.place_id }
}

function deliveryTo(target: AttackTarget, deliveryPlace: Record<string, unknown>) {
  return {
    ...GUEST,
    ...collectionOrder(target.sections, 'Chocolate Truffle Cake'),
    delivery: { method: 'delivery', date: nextWorkingDay(), time: '11:00', secondTime: '12:00' },
    deliveryPlace: { floor: '', flat: '', ...deliveryPlace },
  }
}

/** Address text of one place with the place id of another, at checkout and in the address book. */
export const addressSwap: Attack = {
  name: 'delivery address text swapped under a place id',
  expected: 'charged, stored and shown for the place id’s own address, or 4xx',
  async run(target) {
    const log = new AttackLog()
    const guest = createAgent(target.shop.app)
    const near = await placeOf(guest, NEXT_TO_THE_BAKERY)
    const isThePlace = (row: { address: string; postCode: string } | undefined) =>
      row?.address === near.address && row.postCode === near.postCode

    const swaps: Record<string, Record<string, unknown>> = {
      'London text and postcode': { address: LONDON_TEXT, postCode: 'SW1A 2AA' },
      'London text, no postcode': { address: LONDON_TEXT, postCode: '' },
      'no text at all': { address: '', postCode: 'SW1A 2AA' },
    }
    for (const [what, fields] of Object.entries(swaps)) {
      const response = await checkout(
        guest,
        PAY,
        deliveryTo(target, { ...fields, placeId: near.placeId }),
      )
      if (response.statusCode >= 400 && response.statusCode < 500) {
        log.check(true, what)
        continue
      }
      const { orderId } = response.json<{ orderId: string }>()
      const [row] = await target.shop.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, orderId))
      log.check(
        response.statusCode === 201 && isThePlace(row),
        `checkout with ${what}: ${response.statusCode}, stored ${row?.address} ${row?.postCode}`,
      )
    }

    const unknown = await checkout(
      guest,
      PAY,
      deliveryTo(target, { address: LONDON_TEXT, postCode: 'SW1A 2AA', placeId: 'gz_unknown' }),
    )
    log.status(unknown, [400, 404], 'checkout with a place id nobody knows')

    const client = await signUpActor(target)
    const saved = await client.agent.post('/api/clients/address', {
      clientId: client.id,
      address: LONDON_TEXT,
      postCode: 'SW1A 2AA',
      floor: '',
      flat: '',
      placeId: near.placeId,
    })
    const address = saved.json<{ address?: { address: string; postCode: string } }>().address
    log.check(
      (saved.statusCode >= 400 && saved.statusCode < 500) || isThePlace(address),
      `saved address: ${saved.statusCode}, stored ${address?.address} ${address?.postCode}`,
    )
    return log.outcome()
  },
}

/** Dates the calendar never offers: past, malformed, and far beyond its year. */
export const deliveryDateTampering: Attack = {
  name: 'delivery dates the calendar does not offer',
  expected: '4xx for a past, malformed or more than a year ahead date',
  async run(target) {
    const log = new AttackLog()
    const guest = createAgent(target.shop.app)
    const honest = guestOrder(target, 'Bespoke Celebration Cake')
    const at = (date: string) => ({ ...honest, delivery: { ...honest.delivery, date } })
    const lastDay = await checkout(guest, REQUEST, at(latestDeliveryDate(suiteNow())))
    log.status(lastDay, [201], 'the calendar’s last day')
    const dates = [
      '9999-12-31',
      addDays(latestDeliveryDate(suiteNow()), 1),
      '2020-01-06',
      '2027-02-30',
      '31.12.2027',
      '0001-01-01',
      '+10000-01-01',
      '2027-1-5',
    ]
    for (const date of dates)
      log.status(await checkout(guest, REQUEST, at(date)), [400], `delivery date ${date}`)
    return log.outcome()
  },
}

async function createDefaultLimitShop() {
  const defaults = EnvSchema.parse({})
  const shop = await createTestApp({
    env: {
      ORDER_LIMIT_PER_IP_PER_HOUR: defaults.ORDER_LIMIT_PER_IP_PER_HOUR,
      ORDER_LIMIT_PER_EMAIL_PER_HOUR: defaults.ORDER_LIMIT_PER_EMAIL_PER_HOUR,
    },
  })
  const sections = (
    await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' })
  ).json<Section[]>()
  return { shop, sections, defaults }
}

/**
 * Guest checkout used as a mailer: forty orders naming a stranger's e-mail, then orders naming a
 * new address each time, on a shop with the default limits; a real customer's few orders pass.
 */
export const guestOrderFlood: Attack = {
  name: 'guest orders mailing a stranger',
  expected: '429 past the hour’s limits; a customer’s few orders pass',
  async run() {
    const log = new AttackLog()
    const { shop, sections, defaults } = await createDefaultLimitShop()
    try {
      const order = (email: string, ip: string) =>
        shop.app.inject({
          method: 'POST',
          url: REQUEST,
          remoteAddress: ip,
          headers: { origin: TEST_ORIGIN, ...attemptHeaders() },
          payload: {
            ...collectionOrder(sections, 'Bespoke Celebration Cake'),
            ...GUEST,
            email,
            message: 'Click https://attacker.example to claim your prize',
          },
        })
      for (let placed = 0; placed < 3; placed += 1)
        log.status(await order('real.customer@example.com', '198.51.100.1'), [201], 'a customer')

      const stranger = `stranger.${randomUUID()}@example.org`
      let accepted = 0
      for (let sent = 0; sent < 40; sent += 1) {
        const response = await order(stranger, `198.51.100.${String(10 + (sent % 3))}`)
        if (response.statusCode === 201) accepted += 1
        else log.status(response, [429], `order ${sent + 1} to the stranger`)
      }
      await shop.app.mailOutbox.idle()
      const mailed = shop.mail.to(stranger).length
      log.check(
        accepted <= defaults.ORDER_LIMIT_PER_EMAIL_PER_HOUR &&
          mailed <= defaults.ORDER_LIMIT_PER_EMAIL_PER_HOUR,
        `40 orders to one stranger: ${accepted} accepted, ${mailed} mails sent`,
      )

      let fromOneIp = 0
      for (let sent = 0; sent < defaults.ORDER_LIMIT_PER_IP_PER_HOUR + 10; sent += 1) {
        const response = await order(`victim.${String(sent)}@example.org`, '203.0.113.66')
        if (response.statusCode === 201) fromOneIp += 1
        else log.status(response, [429], `order ${sent + 1} from one network`)
      }
      log.check(
        fromOneIp <= defaults.ORDER_LIMIT_PER_IP_PER_HOUR,
        `orders from one network to a new address each: ${fromOneIp} accepted`,
      )
    } finally {
      await shop.close()
    }
    return log.outcome()
  },
}

/** One mailbox's address with a new dressing each time: a `+tag`, capitals, Gmail's dots and second domain. */
function dressedAddress(name: string, n: number): string {
  const dotted = name.split('').join('.')
  return (
    [
      `${name}+${String(n)}@gmail.com`,
      `${name.toUpperCase()}+win${String(n)}@GMAIL.COM`,
      `${dotted}+${String(n)}@googlemail.com`,
      `${name.slice(0, n % name.length)}.${name.slice(n % name.length)}@gmail.com`,
    ][n % 4] ?? name
  )
}

/**
 * Guest orders dress one stranger's Gmail address a new way each time, then strangers order as
 * guests in a client's own address, on a shop with the default limits.
 */
export const dressedMailboxFlood: Attack = {
  name: 'guest orders to one mailbox under many dressings',
  expected: '429 past the hour’s limit for one mailbox; a client’s own orders still pass',
  async run() {
    const log = new AttackLog()
    const { shop, sections, defaults } = await createDefaultLimitShop()
    const limit = defaults.ORDER_LIMIT_PER_EMAIL_PER_HOUR
    try {
      const guestOrderTo = (email: string, n: number) =>
        shop.app.inject({
          method: 'POST',
          url: REQUEST,
          remoteAddress: `198.51.100.${String(20 + (n % 3))}`,
          headers: { origin: TEST_ORIGIN, ...attemptHeaders() },
          payload: { ...collectionOrder(sections, 'Bespoke Celebration Cake'), ...GUEST, email },
        })
      const name = `stranger${randomUUID().slice(0, 6)}`
      let accepted = 0
      for (let sent = 0; sent < 40; sent += 1) {
        const response = await guestOrderTo(dressedAddress(name, sent), sent)
        if (response.statusCode === 201) accepted += 1
        else log.status(response, [429], `order ${sent + 1} to a dressing of one mailbox`)
      }
      log.check(accepted <= limit, `40 orders to dressings of one mailbox: ${accepted} accepted`)

      const client = await signUpActor({ shop, sections })
      const [local = '', domain = ''] = client.email.split('@')
      for (let sent = 0; sent < limit * 2; sent += 1)
        await guestOrderTo(
          sent % 2 === 0 ? client.email : `${local.toUpperCase()}+${String(sent)}@${domain}`,
          sent,
        )
      for (let own = 0; own < 2; own += 1)
        log.status(
          await checkout(
            client.agent,
            '/api/orders/client',
            collectionOrder(sections, 'Bespoke Celebration Cake'),
          ),
          [201],
          `the client's own order ${own + 1} after strangers ordered in her address`,
        )
    } finally {
      await shop.close()
    }
    return log.outcome()
  },
}
