import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { TransactionSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentHandOffSchema } from '@sweet-art/domain/schemas/payments'
import { signUp } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp
let sections: Section[]

beforeAll(async () => {
  shop = await createTestApp()
  sections = await fetchCatalogue(createAgent(shop.app))
})
afterAll(async () => {
  await shop.close()
})

async function payForSponge(agent: Agent) {
  const response = await agent.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    collectionOrder(sections, 'Classic Victoria Sponge'),
    attemptHeaders(),
  )
  expect(response.statusCode).toBe(201)
  return PaymentHandOffSchema.parse(response.json())
}

test('a client lists their own transactions with the pay link of a pending one, and nobody else sees them', async () => {
  const { agent: client, user } = await signUp(shop.app)
  const pending = await payForSponge(client)
  const paid = await payForSponge(client)
  await client.post(`/api/payments/sandbox/${paid.transactionId}/pay`)

  const response = await client.post('/api/payments/customer/transactions', { clientId: user.id })
  expect(response.statusCode).toBe(200)
  const list = TransactionSchema.array().parse(response.json())
  expect(list.map((entry) => [entry.id, entry.status, entry.flowLink])).toEqual([
    [paid.transactionId, 'paid', null],
    [pending.transactionId, 'pending', pending.flowLink],
  ])
  expect(list[0]?.products[0]?.name).toBe('Classic Victoria Sponge')
  expect(list[0]?.method).toBe('sandbox')

  const { agent: other } = await signUp(shop.app)
  const theirs = await other.post('/api/payments/customer/transactions', {})
  expect(theirs.json()).toEqual([])
  const forged = await other.post('/api/payments/customer/transactions', { clientId: user.id })
  expect(forged.statusCode).toBe(403)
  expect((await createAgent(shop.app).post('/api/payments/customer/transactions')).statusCode).toBe(
    401,
  )
})
