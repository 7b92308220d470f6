import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
})
afterAll(async () => {
  await shop.close()
})

test('health answers 200 while the database answers', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/health' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ status: 'ok' })
})

test('an unknown API path answers a JSON 404', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/no-such-thing' })
  expect(response.statusCode).toBe(404)
  expect(response.headers['content-type']).toContain('application/json')
  expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' })
})

test('malformed JSON is a 400 with a readable message and no stack', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/app-options',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    payload: '{"updatedAt":',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON.',
  })
  expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/)
})

test('a body over the limit is refused with 413', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/app-options',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    payload: JSON.stringify({ updatedAt: 'x'.repeat(2 * 1024 * 1024) }),
  })
  expect(response.statusCode).toBe(413)
  expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
})

test('a state-changing call from a foreign origin is refused with 403', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/app-options',
    headers: { origin: 'https://evil.example' },
    payload: {},
  })
  expect(response.statusCode).toBe(403)
  expect(response.json()).toMatchObject({ code: 'FORBIDDEN' })
})

test('a cross-site fetch is refused even without an Origin header', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/app-options',
    headers: { 'sec-fetch-site': 'cross-site' },
    payload: {},
  })
  expect(response.statusCode).toBe(403)
})

test('a read from a foreign origin is still answered', async () => {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { origin: 'https://evil.example' },
  })
  expect(response.statusCode).toBe(200)
})

test('answers carry security headers and a CSP', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/health' })
  expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'")
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
})
