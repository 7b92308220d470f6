import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp
let redisAway: TestApp

beforeAll(async () => {
  shop = await createTestApp()
  // Nothing listens on port 1: Redis is "down" from the first moment.
  redisAway = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })
})
afterAll(async () => {
  await shop.close()
  await redisAway.close()
})

test('ready answers 200 while the database answers and no Redis is configured', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/ready' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ status: 'ready' })
})

test('every answer carries a request id, a proxy’s sane one or a new UUID', async () => {
  const fresh = await shop.app.inject({ method: 'GET', url: '/api/health' })
  expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

  const fromProxy = await shop.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': '7f3c2a9e1b-proxy.1' },
  })
  expect(fromProxy.headers['x-request-id']).toBe('7f3c2a9e1b-proxy.1')

  const forged = await shop.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'x" level=fatal msg=forged' },
  })
  expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('with Redis away, ready answers 503 naming it and sign-in is a 503, not a 500', async () => {
  const ready = await redisAway.app.inject({ method: 'GET', url: '/api/ready' })
  expect(ready.statusCode).toBe(503)
  expect(ready.json()).toEqual({
    code: 'UNAVAILABLE',
    message: 'Not ready: Redis is not answering.',
  })

  const login = await redisAway.app.inject({
    method: 'POST',
    url: '/api/clients/auth/login',
    payload: { email: 'nobody@example.com', password: 'not the password' },
  })
  expect(login.statusCode).toBe(503)
  expect(login.json()).toEqual({
    code: 'UNAVAILABLE',
    message: 'The shop is briefly unavailable. Please try again in a moment.',
  })
})

test('with Redis away the catalogue is still served from the database', async () => {
  const response = await redisAway.app.inject({
    method: 'GET',
    url: '/api/products-sections/client',
  })
  expect(response.statusCode).toBe(200)
})
