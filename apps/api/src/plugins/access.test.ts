import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { registeredRoutesOf } from '../modules/docs/docs.routes'
import { createAgent } from '../test/agent'
import { createTestApp, type TestApp } from '../test/test-app'
import { registerAccess } from './access'
import { registerErrorHandler } from './error-handler'
import { NOT_SIGNED_IN, type SessionManager } from './session'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
})
afterAll(async () => {
  await shop.close()
})

test('every signed-in route answers a visitor with the same 401 before it looks at the input', async () => {
  const visitor = createAgent(shop.app)
  const checked: string[] = []
  for (const route of registeredRoutesOf(shop.app)) {
    const method = (['GET', 'POST', 'PATCH', 'DELETE'] as const).find(
      (known) => known === route.method,
    )
    if (route.access !== 'client' || !method) continue
    const url = route.url.replace(/:\w+/g, randomUUID())
    const wrongInput = method === 'GET' ? undefined : { clientId: [[]], orderId: 5 }
    const answer = await visitor.request(method, url, wrongInput)
    expect(answer.statusCode, url).toBe(401)
    expect(answer.json(), url).toEqual({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN })
    checked.push(`${method} ${route.url}`)
  }
  expect(checked).toEqual(
    expect.arrayContaining([
      'GET /api/clients/auth/profile',
      'POST /api/clients/auth/password',
      'PATCH /api/clients',
      'POST /api/orders/images',
      'GET /api/uploads/orders/:orderId/:name',
      'POST /api/payments/customer/transactions/:id/pay',
    ]),
  )
})

test('a handler outside a signed-in scope cannot read a client id: it is a bug, not a visitor', async () => {
  const app = Fastify({ logger: false })
  registerErrorHandler(app)
  const sessions: Pick<SessionManager, 'requireClientId'> = {
    requireClientId: () => Promise.resolve('someone'),
  }
  registerAccess(app, { sessions, isAdmin: () => Promise.resolve(false) })
  app.get('/open', (request) => ({ clientId: request.clientId }))
  const answer = await app.inject({ method: 'GET', url: '/open' })
  expect(answer.statusCode).toBe(500)
  expect(answer.json()).toMatchObject({ code: 'INTERNAL' })
  await app.close()
})
