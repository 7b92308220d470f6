import { afterAll, beforeAll, expect, test } from 'vitest'
import { AdminClientDetailSchema, AdminClientSchema } from '@sweet-art/domain/schemas/admin-clients'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { signUp, signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp
let sections: Section[]
let admin: Agent

beforeAll(async () => {
  shop = await createTestApp()
  sections = await fetchCatalogue(createAgent(shop.app))
  const baker = await signUpBaker(shop)
  admin = baker.agent
})
afterAll(async () => {
  await shop.close()
})

async function search(text: string) {
  const response = await admin.get(`/api/admin/clients?search=${encodeURIComponent(text)}`)
  expect(response.statusCode, response.body).toBe(200)
  return AdminClientSchema.array()
    .parse(response.json())
    .map((client) => client.email)
}

test('the baker finds clients by name, full name, e-mail or phone digits, and a % stays literal', async () => {
  const grace = await signUp(shop.app, {
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '07700 900777',
  })
  const alan = await signUp(shop.app, { firstName: 'Alan', lastName: 'Turing' })

  expect(await search('hopp')).toEqual([grace.user.email])
  expect(await search('grace hopper')).toEqual([grace.user.email])
  expect(await search(alan.user.email.toUpperCase())).toEqual([alan.user.email])
  expect(await search('900 777')).toEqual([grace.user.email])
  expect(await search('%')).toEqual([])
  expect(await search('')).toEqual(expect.arrayContaining([grace.user.email, alan.user.email]))
})

test("a client's detail carries their orders; an unknown client is a 404", async () => {
  const { agent: client, user } = await signUp(shop.app, { firstName: 'Olive' })
  await client.request(
    'POST',
    '/api/orders/client',
    collectionOrder(sections, 'Bespoke Celebration Cake'),
    attemptHeaders(),
  )
  const detail = AdminClientDetailSchema.parse(
    (await admin.get(`/api/admin/clients/${user.id}`)).json(),
  )
  expect(detail.client).toMatchObject({ email: user.email, ordersCount: 1, role: 'client' })
  expect(detail.orders.map((order) => order.products[0]?.name)).toEqual([
    'Bespoke Celebration Cake',
  ])
  expect(
    (await admin.get('/api/admin/clients/00000000-0000-4000-8000-000000000000')).statusCode,
  ).toBe(404)
  expect((await admin.get('/api/admin/clients/nope')).statusCode).toBe(404)
})
