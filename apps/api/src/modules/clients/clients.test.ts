import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { FORM_MESSAGES } from '@sweet-art/domain/schemas/forms'
import { UserSchema } from '@sweet-art/domain/schemas/users'
import { signUp, signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { placeIdOf } from '../../test/places'
import { SESSION_COOKIE } from '../../plugins/session'
import { createTestApp, type TestApp } from '../../test/test-app'

// Password checks an account allows per 15 minutes, at sign-in and when the e-mail changes.
const LOGIN_ATTEMPTS = 3
let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_ACCOUNT: LOGIN_ATTEMPTS } })
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

test("the profile says whether the account is the bakery team's, so a client's browser never asks the back office", async () => {
  const client = await signUp(shop.app)
  const baker = await signUpBaker(shop)
  const profileOf = async (agent: Agent) =>
    UserSchema.parse((await agent.get('/api/clients/auth/profile')).json())
  expect((await profileOf(client.agent)).isStaff).toBe(false)
  expect((await profileOf(baker.agent)).isStaff).toBe(true)
})

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

test('a profile change is checked with the validation messages', async () => {
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
    currentPassword: second.details.password,
  })
  expect(response.statusCode).toBe(409)
  expect(response.json<ErrorBody>().fields?.email).toBe('Another account already uses this e-mail.')
})

test('a new e-mail needs the current password: without it or with a wrong one nothing changes', async () => {
  const { agent, user } = await signUp(shop.app, { firstName: 'Nell' })
  const newEmail = `nell.${user.id}@example.com`

  const bare = await agent.patch('/api/clients', { email: newEmail, phone: '+44 7700 900999' })
  expect(bare.statusCode).toBe(400)
  expect(bare.json<ErrorBody>().fields).toEqual({
    currentPassword: FORM_MESSAGES.passwordForEmailChange,
  })
  const wrong = await agent.patch('/api/clients', {
    email: newEmail,
    currentPassword: 'not my password',
  })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json<ErrorBody>().fields).toEqual({
    currentPassword: 'The current password is not correct.',
  })

  const profile = UserSchema.parse((await agent.get('/api/clients/auth/profile')).json())
  expect(profile).toMatchObject({ email: user.email, phone: user.phone })
  await shop.app.mailOutbox.idle()
  expect(shop.mail.to(user.email).map((mail) => mail.subject)).toEqual(['Welcome to Sweet Art'])
})

test('with the current password the e-mail changes, and the old address is told where it went', async () => {
  const { agent, user, details } = await signUp(shop.app, { firstName: 'Olive' })
  const newEmail = `olive.${user.id}@example.com`

  const response = await agent.patch('/api/clients', {
    email: newEmail,
    currentPassword: details.password,
  })
  expect(response.statusCode).toBe(200)
  expect(UserSchema.parse(response.json()).email).toBe(newEmail)

  await shop.app.mailOutbox.idle()
  const notice = shop.mail.to(user.email).at(-1)
  expect(notice?.subject).toBe('Sweet Art: your e-mail address was changed')
  expect(notice?.text).toContain(`from ${user.email} to ${newEmail}`)
  expect(notice?.text).toMatch(/If you did not, someone knows your password: write to us at \S+@/)
  expect(shop.mail.to(newEmail)).toHaveLength(0)

  const login = await createAgent(shop.app).post('/api/clients/auth/login', {
    email: newEmail,
    password: details.password,
  })
  expect(login.statusCode).toBe(200)
})

test('the rest of the profile, and the same e-mail sent again, change without a password', async () => {
  const { agent, user } = await signUp(shop.app, { firstName: 'Pearl' })
  const response = await agent.patch('/api/clients', { email: user.email, lastName: 'Button' })
  expect(response.statusCode).toBe(200)
  expect(UserSchema.parse(response.json())).toMatchObject({ email: user.email, lastName: 'Button' })
  await shop.app.mailOutbox.idle()
  expect(shop.mail.to(user.email)).toHaveLength(1)
})

test('a stolen session cannot move the e-mail, and its password guesses share the sign-in lockout', async () => {
  const victim = await signUp(shop.app, { firstName: 'Ruth' })
  const statuses: number[] = []
  // Each guess from a network of its own, so only the account's limit can stop them.
  for (let guess = 0; guess <= LOGIN_ATTEMPTS; guess += 1) {
    const thief = createAgent(shop.app, { remoteAddress: `198.51.100.${String(guess + 1)}` })
    thief.jar.set(SESSION_COOKIE, victim.agent.jar.get(SESSION_COOKIE) ?? '')
    const response = await thief.patch('/api/clients', {
      email: `thief.${victim.user.id}@example.com`,
      currentPassword: `guess number ${guess}`,
    })
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([...Array<number>(LOGIN_ATTEMPTS).fill(400), 429])
  const login = await createAgent(shop.app).post('/api/clients/auth/login', {
    email: victim.details.email,
    password: victim.details.password,
  })
  expect(login.statusCode).toBe(429)
  const profile = UserSchema.parse((await victim.agent.get('/api/clients/auth/profile')).json())
  expect(profile.email).toBe(victim.user.email)
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
  const saved = UserSchema.parse((await first.agent.get('/api/clients/auth/profile')).json())

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
  expect(theirs.addressesData).toEqual(saved.addressesData)
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
