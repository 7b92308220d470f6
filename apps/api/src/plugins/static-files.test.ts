import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'

const INDEX_HTML = '<!doctype html><title>Sweet Art</title><div id="root"></div>'
let shop: TestApp

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'sweet-art-dist-'))
  mkdirSync(join(webDist, 'assets'))
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML)
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)')
  shop = await createTestApp({ seed: false, webDist })
})
afterAll(async () => {
  await shop.close()
})

test.each(['/', '/sections/42', '/account/orders', '/cart/isPaid'])(
  'the page %s is the web app, revalidated on every visit',
  async (url) => {
    const response = await shop.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toBe(INDEX_HTML)
    expect(response.headers['cache-control']).toBe('no-cache')
  },
)

test('hashed assets are cached for a year', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('a missing asset is a 404, never the page under a script name', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/assets/index-old999.js' })
  expect(response.statusCode).toBe(404)
  expect(response.body).not.toContain('<!doctype html>')
})

test('an unknown API path is still JSON when the web app is served', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/unknown' })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
})
