import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { createAgent } from '../../test/agent'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: 4 } })
})
afterAll(async () => {
  await shop.close()
})

test('the auth routes share a per-IP limit per minute, answered with a readable 429', async () => {
  const browser = createAgent(shop.app)
  const calls = [
    () => browser.post('/api/clients/auth/login', { email: 'a@example.com', password: 'x' }),
    () => browser.post('/api/clients/auth/recovery', { email: 'a@example.com' }),
    () =>
      browser.post('/api/clients/auth/recovery/confirm', {
        email: 'a@example.com',
        code: '123456',
      }),
    () => browser.post('/api/clients/auth/signup', {}),
  ]
  for (const call of calls) expect((await call()).statusCode).not.toBe(429)
  const blocked = await browser.post('/api/clients/auth/login', {
    email: 'b@example.com',
    password: 'y',
  })
  expect(blocked.statusCode).toBe(429)
  expect(blocked.json<ErrorBody>().message).toBe(
    'Too many attempts from your network. Please wait a minute and try again.',
  )

  const otherNetwork = await shop.app.inject({
    method: 'POST',
    url: '/api/clients/auth/recovery',
    remoteAddress: '203.0.113.9',
    payload: { email: 'a@example.com' },
  })
  expect(otherNetwork.statusCode).toBe(204)
})
