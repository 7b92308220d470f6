import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { transactions } from '@sweet-art/db/schema'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import type { Event } from 'gocardless-nodejs/types'
import { createGoCardlessPaymentProvider } from '../providers/payments/gocardless-payment-provider'
import { createAgent, type Agent } from './agent'
import { GUEST, attemptHeaders, collectionOrder, fetchCatalogue } from './checkout'
import { signedWebhook } from './gocardless-fixtures'
import { startLocalGoCardless, type LocalGoCardless } from './gocardless-server'
import { createTestApp, type TestApp } from './test-app'
import { createTestClock, type TestClock } from './test-clock'

/** The secret of the shop's webhook endpoint in these tests. */
export const WEBHOOK_SECRET = 'whsec_local_test_secret'
/** The public origin the GoCardless provider sends customers back to. */
export const PUBLIC_ORIGIN = 'https://sweetart.example'

/** A shop taking its payments with GoCardless, answered by the local GoCardless, on a hand-moved clock. */
export interface GoCardlessShop {
  shop: TestApp
  gocardless: LocalGoCardless
  clock: TestClock
  guest: Agent
  sections: Section[]
  /** What the provider logged as errors (a superseded request GoCardless would not cancel). */
  loggedErrors: string[]
  /** Delivers events in one signed webhook, as GoCardless posts it; answers the status. */
  deliver: (...events: Event[]) => Promise<number>
  /** A guest's paid checkout of one sponge: its hand-off. */
  payForSponge: (
    agent?: Agent,
  ) => Promise<{ transactionId: string; orderId: string; flowLink: string }>
  /** A stored transaction by id. */
  transaction: (id: string) => Promise<typeof transactions.$inferSelect>
  close: () => Promise<void>
}

/** Starts the local GoCardless and a shop whose provider is the official SDK pointed at it. */
export async function startGoCardlessShop(): Promise<GoCardlessShop> {
  const clock = createTestClock()
  const gocardless = await startLocalGoCardless(clock.now)
  const loggedErrors: string[] = []
  const payments = createGoCardlessPaymentProvider({
    api: gocardless.clientFor(gocardless.accessToken),
    accessToken: gocardless.accessToken,
    environment: 'sandbox',
    webhookSecret: WEBHOOK_SECRET,
    publicOrigin: PUBLIC_ORIGIN,
    log: { error: (_details, message) => loggedErrors.push(message) },
  })
  const shop = await createTestApp({ payments, clock: clock.now })
  const guest = createAgent(shop.app)
  const sections = await fetchCatalogue(guest)

  return {
    shop,
    gocardless,
    clock,
    guest,
    sections,
    loggedErrors,
    async deliver(...events) {
      const { body, signature } = signedWebhook(events, WEBHOOK_SECRET)
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/gocardless',
        headers: { 'content-type': 'application/json', 'webhook-signature': signature },
        payload: body,
      })
      return response.statusCode
    },
    async payForSponge(agent) {
      const order = collectionOrder(sections, 'Classic Victoria Sponge', clock.now())
      const response = await (agent ?? guest).request(
        'POST',
        '/api/payments/customer/transactions/clear',
        agent ? order : { ...GUEST, ...order },
        attemptHeaders(),
      )
      expect(response.statusCode, response.body).toBe(201)
      const handOff = PaymentHandOffSchema.parse(response.json())
      return { ...handOff, flowLink: handOff.flowLink ?? '' }
    },
    async transaction(id) {
      const [row] = await shop.database.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, id))
      if (!row) throw new Error(`no transaction ${id}`)
      return row
    },
    close: async () => {
      await shop.close()
      await gocardless.close()
    },
  }
}
