import { afterAll, beforeAll, expect, test } from 'vitest'
import { orders } from '@sweet-art/db/schema'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { LINE_QUANTITY_TOO_LARGE } from '@sweet-art/domain/messages'
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

test.each([
  ['/api/payments/customer/transactions/clear', '100000'],
  ['/api/payments/customer/transactions/clear', '999999999'],
  ['/api/orders/client/clear', '151'],
])(
  '%s refuses a quantity of %s with a 400 pointing to the contact page, and writes nothing',
  async (path, quantity) => {
    const body = { ...GUEST, ...collectionOrder(sections, 'Classic Victoria Sponge') }
    const [line] = body.products
    if (!line) throw new Error('a line expected')
    const response = await guest.request(
      'POST',
      path,
      { ...body, products: [{ ...line, quantity }] },
      attemptHeaders(),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorBody>().fields).toEqual({
      'products.0.quantity': LINE_QUANTITY_TOO_LARGE,
    })
    expect(await shop.database.db.$count(orders)).toBe(0)
  },
)

test('150 of one product, the ceiling, is still taken', async () => {
  const body = { ...GUEST, ...collectionOrder(sections, 'Classic Victoria Sponge') }
  const [line] = body.products
  if (!line) throw new Error('a line expected')
  const response = await guest.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    { ...body, products: [{ ...line, quantity: '150' }] },
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
})
