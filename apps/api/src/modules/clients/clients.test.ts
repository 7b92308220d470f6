import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { FORM_MESSAGES } from '@sweet-art/domain/schemas/forms'
import { UserSchema } from '@sweet-art/domain/schemas/users'
import { signUp } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { placeIdOf } from '../../test/places'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp()
})
afterAll(async () => {
  await shop.close()
})

async function addAddress(agent: Agent, text: string): Promise<string> {
  const response = await agent.post('/api/clients/address', {
    address: text,
    postCode: 'X',
    floor: '',
    flat: '',
    placeId: await placeIdOf(agent, text),
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ address: { id: string } }>().address.id
}

test('a profile change saves only the fields sent and answers the user', async () => {
  const { agent, user } = await signUp(shop.app, { firstName: 'Grace' })
  const response = await agent.patch('/api/clients', {
    clientId: user.id,
    phone: '+44 7700 900456',
    birthDate: '1990-05-17',
  })
  expect(response.statusCode).toBe(200)
  const updated = UserSchema.parse(response.json())
  expect(updated).toMatchObject({
    firstName: 'Grace',
    email: user.email,
    phone: '+44 7700 900456',
    birthDate: '1990-05-17',
  })
  const cleared = UserSchema.parse((await agent.patch('/api/clients', { birthDate: null })).json())
  expect(cleared.birthDate).toBeNull()
})

test('a profile change is validated with the spec messages', async () => {
  const { agent } = await signUp(shop.app, { firstName: 'Ivy' })
  const response = await agent.patch('/api/clients', {
    firstName: 'Ivy<script>',
    phone: 'abc',
    birthDate: '1900-01-01',
  })
  expect(response.statusCode).toBe(400)
  const fields = response.json<ErrorBody>().fields
  expect(fields?.firstName).toBe(FORM_MESSAGES.onlyLetters)
  expect(fields?.phone).toBe(FORM_MESSAGES.onlyNumbers)
  expect(fields?.birthDate).toMatch(/^Choose a date from 01\.01\.1920/)
})

test("changing the e-mail to another client's, in any case, is a 409", async () => {
  const first = await signUp(shop.app, { firstName: 'Ann' })
  const second = await signUp(shop.app, { firstName: 'Bea' })
  const response = await second.agent.patch('/api/clients', {
    email: first.user.email.toUpperCase(),
  })
  expect(response.statusCode).toBe(409)
  expect(response.json<ErrorBody>().fields?.email).toBe('Another account already uses this e-mail.')
})

test("a second client can neither read nor change the first one's profile with any clientId", async () => {
  const first = await signUp(shop.app, { firstName: 'Alice' })
  const second = await signUp(shop.app, { firstName: 'Mallory' })

  const profile = UserSchema.parse((await second.agent.get('/api/clients/auth/profile')).json())
  expect(profile.id).toBe(second.user.id)

  const patch = await second.agent.patch('/api/clients', {
    clientId: first.user.id,
    firstName: 'Hacked',
  })
  expect(patch.statusCode).toBe(403)
  const password = await second.agent.post('/api/clients/auth/password', {
    clientId: first.user.id,
    oldPassword: 'long enough',
    newPassword: 'taken over now',
  })
  expect(password.statusCode).toBe(403)
  const deletion = await second.agent.delete('/api/clients', { clientId: first.user.id })
  expect(deletion.statusCode).toBe(403)

  const untouched = UserSchema.parse((await first.agent.get('/api/clients/auth/profile')).json())
  expect(untouched.firstName).toBe('Alice')
})

test("a second client can neither change nor remove the first one's addresses with any clientId", async () => {
  const first = await signUp(shop.app, { firstName: 'Carol' })
  const second = await signUp(shop.app, { firstName: 'Eve' })
  const addressId = await addAddress(first.agent, 'Buckingham Palace')

  const body = { address: 'Mine now', postCode: 'SW1A 1AA', floor: '', flat: '' }
  const withTheirId = await second.agent.patch('/api/clients/address/data', {
    ...body,
    clientId: first.user.id,
    id: addressId,
  })
  expect(withTheirId.statusCode).toBe(403)
  const withOwnId = await second.agent.patch('/api/clients/address/data', {
    ...body,
    clientId: second.user.id,
    id: addressId,
  })
  expect(withOwnId.statusCode).toBe(404)
  const removeTheirs = await second.agent.delete('/api/clients/address/data', {
    clientId: first.user.id,
    addressId,
  })
  expect(removeTheirs.statusCode).toBe(403)
  const removeOwn = await second.agent.delete('/api/clients/address/data', { addressId })
  expect(removeOwn.statusCode).toBe(404)
  const addToTheirs = await second.agent.post('/api/clients/address/new', {
    ...body,
    clientId: first.user.id,
  })
  expect(addToTheirs.statusCode).toBe(403)

  const theirs = UserSchema.parse((await first.agent.get('/api/clients/auth/profile')).json())
  expect(theirs.addressesData.map((a) => a.id)).toEqual([addressId])
  expect(theirs.addressesData[0]?.address).toBe('Buckingham Palace')
  const mine = UserSchema.parse((await second.agent.get('/api/clients/auth/profile')).json())
  expect(mine.addressesData).toEqual([])
})

test('every account route answers 401 without a session', async () => {
  const visitor = createAgent(shop.app)
  const calls = [
    visitor.patch('/api/clients', { firstName: 'X' }),
    visitor.delete('/api/clients', {}),
    visitor.post('/api/clients/auth/password', { oldPassword: 'a', newPassword: 'bbbbbbbb' }),
    visitor.post('/api/clients/address', {
      address: 'A',
      postCode: 'SW1A 1AA',
      floor: '',
      flat: '',
    }),
    visitor.patch('/api/clients/address/data', {
      id: 'x',
      address: 'A',
      postCode: 'B',
      floor: '',
      flat: '',
    }),
    visitor.delete('/api/clients/address/data', { addressId: 'x' }),
  ]
  for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401)
})
