import { afterAll, beforeAll, expect, test } from 'vitest'
import { CalendarFeedSchema } from '@sweet-art/domain/schemas/admin'
import { signUpBaker } from '../test/accounts'
import { createAgent } from '../test/agent'
import { createTestApp, type TestApp } from '../test/test-app'
import { suiteNow } from '../test/test-clock'
import { createOrderLinks } from './order-link'
import { redactUrl } from './redact-url'

test.each([
  ['/api/calendar/abc123/orders.ics', '/api/calendar/[redacted]/orders.ics'],
  ['/api/orders/link/id.exp.sig', '/api/orders/link/[redacted]'],
  ['/api/orders/link/id.exp.sig/pay', '/api/orders/link/[redacted]/pay'],
  ['/order/id.exp.sig?from=mail', '/order/[redacted]?from=mail'],
  ['/cart?token=abc&x=1', '/cart?token=%5Bredacted%5D&x=1'],
  ['/api/orders/client', '/api/orders/client'],
  ['/sections/3/order', '/sections/3/order'],
])('%s is logged as %s', (url, logged) => {
  expect(redactUrl(url)).toBe(logged)
})

let shop: TestApp
const log: string[] = []

beforeAll(async () => {
  shop = await createTestApp({ logStream: { write: (line) => log.push(line) } })
})
afterAll(async () => {
  await shop.close()
})

test("the log never holds the calendar feed's secret nor a signed order link", async () => {
  const baker = await signUpBaker(shop)
  const feed = CalendarFeedSchema.parse((await baker.agent.post('/api/admin/calendar-feed')).json())
  const feedPath = new URL(feed.url ?? '').pathname
  const secret = feedPath.split('/')[3] ?? ''
  expect(secret.length).toBeGreaterThan(10)
  const visitor = createAgent(shop.app)
  expect((await visitor.get(feedPath)).statusCode).toBe(200)

  const links = createOrderLinks({ secret: 'y'.repeat(32), clock: suiteNow })
  const token = links.sign('00000000-0000-4000-8000-000000000001')
  await visitor.get(`/api/orders/link/${token}`)

  const written = log.join('')
  expect(written).toContain('/api/calendar/[redacted]/orders.ics')
  expect(written).not.toContain(secret)
  expect(written).not.toContain(token.split('.')[2] ?? token)
})
