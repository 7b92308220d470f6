import { afterAll, beforeAll, expect, test } from 'vitest'
import { orders } from '@sweet-art/db/schema'
import type { ErrorBody } from '@sweet-art/domain/errors'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue, GUEST } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp
let guest: Agent
let sections: Section[]

beforeAll(async () => {
  shop = await createTestApp()
  guest = createAgent(shop.app)
  sections = await fetchCatalogue(guest)
})
afterAll(async () => {
  await shop.close()
})

test('a quantity whose total the shop cannot hold is refused with a clear 409, and nothing is written', async () => {
  const body = { ...GUEST, ...collectionOrder(sections, 'Classic Victoria Sponge') }
  const [line] = body.products
  if (!line) throw new Error('a line expected')
  const response = await guest.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    { ...body, products: [{ ...line, quantity: '999999999' }] },
    attemptHeaders(),
  )
  expect(response.statusCode).toBe(409)
  expect(response.json<ErrorBody>().message).toMatch(/too large to take online/)
  expect(await shop.database.db.$count(orders)).toBe(0)
})
