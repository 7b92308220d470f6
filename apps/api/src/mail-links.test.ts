import { afterAll, beforeAll, expect, test } from 'vitest'
import { OrderLinkViewSchema } from '@sweet-art/domain/schemas/order-link'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { createOrderLinks, ORDER_LINK_TTL_MS } from './lib/order-link'
import type { MailMessage } from './providers/mail/mail-provider'
import { createAgent, type Agent } from './test/agent'
import { fetchCatalogue } from './test/checkout'
import { MAIL_KINDS, sendEveryMail, type MailKind, type SentMail } from './test/every-mail'
import { createTestClock } from './test/test-clock'
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app'
import { writeWebDist } from './test/web-dist'

// Every link in every e-mail opens its page (docs/product.md › E-mails): for a guest with no
// session, and for the client who owns the order. A signed order link is `/order/{id}.{expiry}.
// {signature}`, and its signature is random-looking base64url: whatever its last characters are,
// the link is a page of the app, never taken for a file.

const SECRET = 'a secret of the test shop, 32 characters or more'
// Account e-mails and the bakery's notice promise no link to a customer's page; each is named here.
const KINDS_WITHOUT_A_LINK: readonly MailKind[] = ['welcome', 'recovery-code', 'email-changed']
// How many signed links of the shop's orders are opened: at one link in four with a signature
// that ends like a file name, some are bound to among them.
const SIGNED_LINKS = 200

const clock = createTestClock(new Date('2026-03-02T09:00:00.000Z'))
let shop: TestApp
let sections: Section[]
let mails: SentMail[]

beforeAll(async () => {
  shop = await createTestApp({
    clock: clock.now,
    webDist: writeWebDist(),
    env: { ORDER_LINK_SECRET: SECRET },
  })
  sections = await fetchCatalogue(createAgent(shop.app))
  mails = await sendEveryMail(shop, sections, clock)
}, 60_000)
afterAll(async () => {
  await shop.close()
})

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The web addresses of a mail: its HTML part's hrefs and its plain-text part's URLs, each checked to be the same. */
function linksOf(mail: MailMessage): string[] {
  const hrefs = [...mail.html.matchAll(/\bhref="([^"]*)"/g)].map(([, href]) =>
    unescapeHtml(href ?? ''),
  )
  const inText = [...mail.text.matchAll(/\bhttps?:\/\/[^\s"'<>]+/g)].map(([url]) => url)
  expect(new Set(hrefs), `${mail.subject}: the plain text names the links the HTML has`).toEqual(
    new Set(inText),
  )
  return [...new Set(hrefs)]
}

/** Opens a page link as a browser would: the web app's HTML, 200. */
async function expectPage(agent: Agent, path: string): Promise<void> {
  const response = await agent.get(path)
  expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200)
  expect(response.headers['content-type'], path).toContain('text/html')
  expect(response.body, path).toContain('<div id="root">')
}

/** What the order page asks the API for with the link's token: the order the link names, 200. */
async function expectOrderView(agent: Agent, path: string, orderId: string): Promise<void> {
  const token = decodeURIComponent(path.slice('/order/'.length))
  const response = await agent.get(`/api/orders/link/${encodeURIComponent(token)}`)
  expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200)
  expect(OrderLinkViewSchema.parse(response.json()).order.id).toBe(orderId)
}

/** Opens one link of an e-mail about `orderId` as `agent`: the page, and for an order link the order behind it. */
async function openLink(agent: Agent, url: string, orderId: string | null): Promise<void> {
  expect(url.startsWith(`${TEST_ORIGIN}/`), `${url} is the shop's own address`).toBe(true)
  const { pathname, search } = new URL(url)
  const path = `${pathname}${search}`
  if (pathname.startsWith('/api/')) {
    const response = await agent.get(path)
    expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200)
    return
  }
  await expectPage(agent, path)
  if (pathname.startsWith('/order/')) {
    expect(orderId, `${url} is in an e-mail about an order`).not.toBeNull()
    await expectOrderView(agent, pathname, orderId ?? '')
  }
}

test('every kind of e-mail is sent, and each promises a link unless it is named as having none', () => {
  expect(new Set(mails.map((sent) => sent.kind))).toEqual(new Set(MAIL_KINDS))
  for (const { kind, mail } of mails) {
    const links = linksOf(mail)
    if (KINDS_WITHOUT_A_LINK.includes(kind)) expect(links, kind).toEqual([])
    else expect(links.length, `${kind}: ${mail.text}`).toBeGreaterThan(0)
  }
})

test('every link in every e-mail opens its page for a guest, and for the client who owns the order', async () => {
  for (const { kind, mail, orderId, owner } of mails)
    for (const url of linksOf(mail)) {
      const guest = createAgent(shop.app)
      await openLink(guest, url, orderId).catch((error: unknown) => {
        throw new Error(`${kind}, as a guest: ${String(error)}`)
      })
      if (owner)
        await openLink(owner, url, orderId).catch((error: unknown) => {
          throw new Error(`${kind}, as its client: ${String(error)}`)
        })
    }
})

test(`${SIGNED_LINKS} signed links to the shop's orders, signed at as many moments, each open the order page and the order`, async () => {
  // Each order with the client who owns it, if a client does.
  const owners = new Map<string, Agent | null>()
  for (const { orderId, owner } of mails)
    if (orderId && !owners.get(orderId)) owners.set(orderId, owner)
  const orderIds = [...owners.keys()]
  const guest = createAgent(shop.app)
  for (let index = 0; index < SIGNED_LINKS; index++) {
    const orderId = orderIds[index % orderIds.length] ?? ''
    // Signed second by second before now, so each link's expiry and signature differ.
    const signedAt = new Date(clock.now().getTime() - index * 1000)
    const token = createOrderLinks({ secret: SECRET, clock: () => signedAt }).sign(orderId)
    expect(signedAt.getTime() + ORDER_LINK_TTL_MS).toBeGreaterThan(clock.now().getTime())
    const path = `/order/${encodeURIComponent(token)}`
    for (const agent of [guest, owners.get(orderId) ?? guest]) {
      await expectPage(agent, path)
      await expectOrderView(agent, path, orderId)
    }
  }
})
