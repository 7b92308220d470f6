import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { orders } from '@sweet-art/db/schema'
import { fullyBookedMessage } from '@sweet-art/domain/capacity'
import { AvailabilitySchema } from '@sweet-art/domain/schemas/capacity'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { signUpBaker } from './test/accounts'
import { createAgent } from './test/agent'
import {
  attemptHeaders,
  collectionOrder,
  fetchCatalogue,
  GUEST,
  workingDayAfter,
} from './test/checkout'
import { createTestRedisPrefix, testRedisUrl } from './test/redis'
import { createTestApp, type TestApp } from './test/test-app'

// The kitchen's daily capacity on two instances as production runs them: one PostgreSQL, one
// Redis, separate memories (docs/product.md › Daily capacity).
const keys = createTestRedisPrefix()
const UNLIMITED_WEEK = [null, null, null, null, null, null, null]
let first: TestApp
let second: TestApp
let sections: Section[]

function sponge(date: string) {
  const order = collectionOrder(sections, 'Classic Victoria Sponge')
  return { ...order, ...GUEST, delivery: { ...order.delivery, date } }
}

beforeAll(async () => {
  const env = { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: keys.prefix }
  first = await createTestApp({ env })
  second = await createTestApp({ env, database: first.database })
  sections = await fetchCatalogue(createAgent(first.app))
})
afterAll(async () => {
  await second.close()
  await first.close()
  await keys.clean()
})

test('customers racing on both instances for a day’s last units get exactly the orders that fit', async () => {
  const baker = (await signUpBaker(first)).agent
  const date = workingDayAfter(30)
  const saved = await baker.put('/api/admin/capacity', {
    weekdays: UNLIMITED_WEEK,
    dates: [{ date, units: 3 }],
  })
  expect(saved.statusCode, saved.body).toBe(200)

  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      createAgent((index % 2 ? first : second).app).request(
        'POST',
        '/api/payments/customer/transactions/clear',
        sponge(date),
        attemptHeaders(),
      ),
    ),
  )
  const statuses = answers.map((answer) => answer.statusCode)
  expect(statuses.filter((status) => status === 201)).toHaveLength(3)
  for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ fields: { 'delivery.date': fullyBookedMessage(date) } })
  }
  const stored = await first.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), ne(orders.status, 'cancelled')))
  expect(stored).toHaveLength(3)
})

test('a capacity the baker saves on one instance closes the day in the other’s calendar', async () => {
  const baker = (await signUpBaker(second)).agent
  const date = workingDayAfter(40)
  const calendar = async () =>
    AvailabilitySchema.parse(
      (
        await first.app.inject({
          method: 'GET',
          url: `/api/calendar/availability?from=${date}&to=${date}`,
        })
      ).json(),
    ).unavailable
  expect(await calendar()).toEqual([])

  const saved = await baker.put('/api/admin/capacity', {
    weekdays: UNLIMITED_WEEK,
    dates: [{ date, units: 0 }],
  })
  expect(saved.statusCode, saved.body).toBe(200)
  // The other instance reloads when the change reaches it through Redis: how soon depends on the
  // machine's load, so the test waits for the closed day (the bound is only for a message never sent).
  await vi.waitFor(
    async () => {
      expect((await calendar()).map((day) => day.kind)).toEqual(['full'])
    },
    { timeout: 60_000, interval: 20 },
  )
})
