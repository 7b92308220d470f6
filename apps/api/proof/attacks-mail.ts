import { randomUUID } from 'node:crypto'
import { orderNumber } from '@sweet-art/domain/orders'
import { createAgent } from '../src/test/agent'
import { TEST_ORIGIN } from '../src/test/test-app'
import { AttackLog, checkout, guestOrder, type Attack } from './attack-kit'

const LURE = 'Visit http://evil.example to claim your refund, or write to refunds@evil.example'
// The name rule allows letters and spaces only, so a name can carry the words but not the address.
const LURE_NAME = { firstName: 'Claim your refund', lastName: 'Now' }
const ORDER_LINK = new RegExp(`${TEST_ORIGIN}/order/([A-Za-z0-9._-]+)`)

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '')
}

/**
 * A guest order whose name and note read like the shop offering a refund: every e-mail about it
 * (to the customer and to the bakery) keeps that text quoted and inert: no customer words in any
 * subject or greeting, no link but the shop's own, the address defanged in both bodies.
 */
export const customerTextInMail: Attack = {
  name: 'customer text posing as the shop in e-mails',
  expected: 'quoted, escaped, never a link, never in a subject',
  async run(target) {
    const log = new AttackLog()
    const email = `lure.${randomUUID()}@example.com`
    const placed = await checkout(createAgent(target.shop.app), '/api/orders/client/clear', {
      ...guestOrder(target, 'Bespoke Celebration Cake'),
      ...LURE_NAME,
      email,
      message: LURE,
    })
    log.status(placed, [201], 'the lure order was refused')
    const orderId = placed.json<{ id?: string }>().id ?? ''
    await target.shop.app.mailOutbox.idle()
    const mails = target.shop.mail.sent.filter((mail) =>
      mail.subject.includes(orderNumber(orderId)),
    )
    log.check(
      mails.some((mail) => mail.to === email) && mails.some((mail) => mail.to !== email),
      'the customer and the bakery were not both e-mailed',
    )
    for (const mail of mails) {
      const who = `mail "${mail.subject}" to ${mail.to}`
      log.check(!/refund|claim|evil/i.test(mail.subject), `${who}: customer text in the subject`)
      log.check(!/Hello Claim/.test(mail.text), `${who}: the customer's name greets as the shop`)
      for (const body of [mail.text, mail.html])
        log.check(!/evil\.example/.test(body), `${who}: a live address of the customer's text`)
      log.check(
        hrefsOf(mail.html).every((href) => href.startsWith(`${TEST_ORIGIN}/`)),
        `${who}: a link that is not the shop's own`,
      )
      log.check(
        /^> Message: "Visit http\[:\]\/\/evil\[\.\]example/m.test(mail.text),
        `${who}: the note is not quoted in the plain text`,
      )
    }
    return log.outcome()
  },
}

/** E-mailed order links are signed: a made-up, altered or re-pointed token opens and pays nothing. */
export const orderLinkForgery: Attack = {
  name: 'forged e-mailed order links',
  expected: '404 for any token the shop did not sign',
  async run(target) {
    const log = new AttackLog()
    const email = `link.${randomUUID()}@example.com`
    const stranger = createAgent(target.shop.app)
    await checkout(stranger, '/api/orders/client/clear', {
      ...guestOrder(target, 'Bespoke Celebration Cake'),
      email,
    })
    await target.shop.app.mailOutbox.idle()
    const token = ORDER_LINK.exec(target.shop.mail.to(email).at(-1)?.text ?? '')?.[1] ?? ''
    log.check(token !== '', 'the order e-mail carries no order link')
    const [orderId = '', expiry = '', signature = ''] = token.split('.')
    const otherOrder = `${orderId.slice(0, -1)}${orderId.endsWith('0') ? '1' : '0'}`
    const forged = [
      'not-a-token',
      `${randomUUID()}.zzzzzz.${signature}`,
      `${otherOrder}.${expiry}.${signature}`,
      `${orderId}.zzzzzzzz.${signature}`,
      `${orderId}.${expiry}.${signature.slice(0, -2)}AA`,
      `${orderId}.${expiry}.`,
      `${orderId}.${expiry}.${signature}.extra`,
    ]
    for (const fake of forged) {
      const path = `/api/orders/link/${encodeURIComponent(fake)}`
      log.status(await stranger.get(path), [404], `opening ${fake}`)
      log.status(await stranger.post(`${path}/pay`), [404], `paying ${fake}`)
    }
    return log.outcome()
  },
}
