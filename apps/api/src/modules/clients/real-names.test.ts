import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { FORM_MESSAGES } from '@sweet-art/domain/schemas/forms'
import { UserSchema } from '@sweet-art/domain/schemas/users'
import { signUp } from '../../test/accounts'
import { createAgent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue, GUEST } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

// Names with accents, hyphens and apostrophes are names, wherever the shop asks for one.

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
})
afterAll(async () => {
  await shop.close()
})

test('a client signs up as Zoë O’Brien-José and keeps the name as typed', async () => {
  const { user } = await signUp(shop.app, { firstName: 'Zoë', lastName: 'O’Brien-José' })
  expect(user).toMatchObject({ firstName: 'Zoë', lastName: 'O’Brien-José' })
})

test('the profile takes José Hopper-Smith and O’Brien, and still refuses symbols', async () => {
  const { agent } = await signUp(shop.app)
  const saved = await agent.patch('/api/clients', {
    firstName: 'José',
    lastName: "Hopper-Smith O'Brien",
  })
  expect(saved.statusCode, saved.body).toBe(200)
  expect(UserSchema.parse(saved.json())).toMatchObject({
    firstName: 'José',
    lastName: "Hopper-Smith O'Brien",
  })
  const refused = await agent.patch('/api/clients', { firstName: 'Jo$é' })
  expect(refused.statusCode).toBe(400)
  expect(refused.json<ErrorBody>().fields).toEqual({ firstName: FORM_MESSAGES.onlyLetters })
})

test('a guest checks out as Zoë O’Brien', async () => {
  const guest = createAgent(shop.app)
  const sections = await fetchCatalogue(guest)
  const response = await guest.request(
    'POST',
    '/api/payments/customer/transactions/clear',
    {
      ...GUEST,
      firstName: 'Zoë',
      lastName: 'O’Brien',
      ...collectionOrder(sections, 'Classic Victoria Sponge'),
    },
    attemptHeaders(),
  )
  expect(response.statusCode, response.body).toBe(201)
})
