import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../src/test/test-app'
import { listRoutes } from './routes'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
  await shop.app.ready()
})
afterAll(async () => {
  await shop.close()
})

test('the proofs see every route the app answers, nested ones with their full path', () => {
  const routes = listRoutes(shop.app).map((route) => `${route.method} ${route.url}`)
  expect(routes).toEqual(
    expect.arrayContaining([
      'GET /api/health',
      'POST /api/payments/customer/transactions/clear',
      'POST /api/payments/customer/transactions/:id/pay',
      'POST /api/clients/auth/recovery/confirm',
      'PATCH /api/clients/address/data',
      'DELETE /api/orders/images',
      'GET /api/uploads/orders/:orderId/:name',
    ]),
  )
  expect(routes).not.toContain('HEAD /api/health')
})
