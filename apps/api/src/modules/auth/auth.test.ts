import { afterAll, beforeAll, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { clients, sessions } from '@sweet-art/db/schema'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { FORM_MESSAGES } from '@sweet-art/domain/schemas/forms'
import { UserSchema } from '@sweet-art/domain/schemas/users'
import { RECOVERY_CODE_TTL_MS, SESSION_HINT_COOKIE } from '@sweet-art/domain/constants'
import { newClientDetails, signUp } from '../../test/accounts'
import { createAgent } from '../../test/agent'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestClock } from '../../test/test-clock'
import { DEVICE_COOKIE } from '../../plugins/device-cookie'
import { SESSION_COOKIE } from '../../plugins/session'
import { RECOVERY_COOKIE } from './auth.routes'

const clock = createTestClock(new Date('2026-03-02T10:00:00Z'))
let shop: TestApp

beforeAll(async () => {
  // Behind one trusted proxy, whose X-Forwarded-Proto says whether the browser used HTTPS; a
  // test shop over https takes sandbox payments on purpose.
  shop = await createTestApp({
    clock: clock.now,
    env: { LOGIN_ATTEMPTS_PER_ACCOUNT: 3, TRUST_PROXY: 1, SANDBOX_PAYMENTS: true },
  })
})
afterAll(async () => {
  await shop.close()
})

const ADA = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  password: 'correct horse',
}

async function latestCode(email: string): Promise<string> {
  await shop.app.mailOutbox.idle()
  const message = shop.mail.to(email).at(-1)
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

test('sign-up answers 201 with the user, signed in, and welcomes them by e-mail', async () => {
  const { agent, details: person } = await signUp(shop.app, ADA)
  const profile = await agent.get('/api/clients/auth/profile')
  expect(profile.statusCode).toBe(200)
  const user = UserSchema.parse(profile.json())
  expect(user).toMatchObject({
    email: person.email,
    firstName: 'Ada',
    addressesData: [],
    orders: [],
  })
  expect(profile.json()).not.toHaveProperty('passwordHash')
  await shop.app.mailOutbox.idle()
  expect(shop.mail.to(person.email)[0]?.subject).toBe('Welcome to Sweet Art')
})

test('the session cookie is HttpOnly, SameSite=Lax, and Secure only over HTTPS', async () => {
  const plain = await shop.app.inject({
    method: 'POST',
    url: '/api/clients/auth/signup',
    headers: { origin: 'http://shop.test' },
    payload: newClientDetails(ADA),
  })
  const cookie = plain.cookies.find((c) => c.name === SESSION_COOKIE)
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' })
  expect(cookie?.secure).toBeFalsy()
  expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(16)

  const secure = await shop.app.inject({
    method: 'POST',
    url: '/api/clients/auth/signup',
    headers: { 'x-forwarded-proto': 'https' },
    payload: newClientDetails(ADA),
  })
  expect(secure.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true)
})

test('only the SHA-256 of the session id is stored, and the password is argon2id with m=19456,t=2,p=1', async () => {
  const {
    agent,
    user: { id },
  } = await signUp(shop.app, ADA)
  const token = agent.jar.get(SESSION_COOKIE) ?? ''
  const rows = await shop.database.db.select().from(sessions).where(eq(sessions.clientId, id))
  expect(rows).toHaveLength(1)
  expect(rows[0]?.idHash).toMatch(/^[0-9a-f]{64}$/)
  expect(rows[0]?.idHash).not.toContain(token)
  const [client] = await shop.database.db.select().from(clients).where(eq(clients.id, id))
  expect(client?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
})

test('an e-mail is taken whatever its case: 409 with a clear message', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  const again = createAgent(shop.app)
  const response = await again.post('/api/clients/auth/signup', {
    ...person,
    email: person.email.toUpperCase(),
  })
  expect(response.statusCode).toBe(409)
  expect(response.json<ErrorBody>().message).toMatch(/already exists/)
  expect(again.jar.get(SESSION_COOKIE)).toBeUndefined()
})

test('invalid sign-up fields answer 400 with the validation messages in fields', async () => {
  const response = await createAgent(shop.app).post('/api/clients/auth/signup', {
    firstName: 'Ada!',
    lastName: '',
    email: 'not-an-email',
    phone: 'call me',
    password: 'short',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>().fields).toEqual({
    firstName: FORM_MESSAGES.onlyLetters,
    lastName: FORM_MESSAGES.required,
    email: FORM_MESSAGES.enterEmail,
    phone: FORM_MESSAGES.onlyNumbers,
    password: FORM_MESSAGES.passwordTooShort,
  })
})

test('log in answers the user with a new session id; the one held before is dead (no fixation)', async () => {
  const { agent, details: person } = await signUp(shop.app, ADA)
  const before = agent.jar.get(SESSION_COOKIE) ?? ''
  const login = await agent.post('/api/clients/auth/login', {
    email: person.email.toUpperCase(),
    password: person.password,
  })
  expect(login.statusCode).toBe(200)
  expect(UserSchema.parse(login.json()).email).toBe(person.email)
  const after = agent.jar.get(SESSION_COOKIE)
  expect(after).toBeDefined()
  expect(after).not.toBe(before)

  const stale = createAgent(shop.app)
  stale.jar.set(SESSION_COOKIE, before)
  expect((await stale.get('/api/clients/auth/profile')).statusCode).toBe(401)
  expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(200)
})

test('a wrong password or an unknown e-mail answers the same 401', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  const wrong = await createAgent(shop.app).post('/api/clients/auth/login', {
    email: person.email,
    password: 'not the password',
  })
  const unknown = await createAgent(shop.app).post('/api/clients/auth/login', {
    email: `nobody.${Date.now()}@example.com`,
    password: 'whatever1',
  })
  expect(wrong.statusCode).toBe(401)
  expect(unknown.statusCode).toBe(401)
  expect(wrong.json()).toEqual(unknown.json())
})

test('the profile without a session answers 401', async () => {
  const response = await createAgent(shop.app).get('/api/clients/auth/profile')
  expect(response.statusCode).toBe(401)
  expect(response.json<ErrorBody>().code).toBe('UNAUTHORIZED')
})

test('the session comes with a hint the page can read, on every path, that goes with it', async () => {
  const signup = await shop.app.inject({
    method: 'POST',
    url: '/api/clients/auth/signup',
    headers: { origin: 'http://shop.test' },
    payload: newClientDetails(ADA),
  })
  const session = signup.cookies.find((c) => c.name === SESSION_COOKIE)
  const hint = signup.cookies.find((c) => c.name === SESSION_HINT_COOKIE)
  expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: session?.maxAge })
  expect(hint?.httpOnly).toBeFalsy()

  const { agent } = await signUp(shop.app, ADA)
  expect(agent.jar.get(SESSION_HINT_COOKIE)).toBe('1')
  await agent.get('/api/clients/auth/logout')
  expect(agent.jar.get(SESSION_HINT_COOKIE)).toBeUndefined()
})

test('a dead session cookie is cleared with its hint, so the browser stops asking for the profile', async () => {
  const { agent } = await signUp(shop.app, ADA)
  const stale = createAgent(shop.app)
  stale.jar.set(SESSION_COOKIE, agent.jar.get(SESSION_COOKIE) ?? '')
  stale.jar.set(SESSION_HINT_COOKIE, '1')
  await agent.get('/api/clients/auth/logout')

  expect((await stale.get('/api/clients/auth/profile')).statusCode).toBe(401)
  expect(stale.jar.get(SESSION_COOKIE)).toBeUndefined()
  expect(stale.jar.get(SESSION_HINT_COOKIE)).toBeUndefined()
})

test('after log out the old session cookie is dead', async () => {
  const { agent } = await signUp(shop.app, ADA)
  const token = agent.jar.get(SESSION_COOKIE) ?? ''
  const logout = await agent.get('/api/clients/auth/logout')
  expect(logout.statusCode).toBe(204)
  expect(agent.jar.get(SESSION_COOKIE)).toBeUndefined()
  const replay = createAgent(shop.app)
  replay.jar.set(SESSION_COOKIE, token)
  expect((await replay.get('/api/clients/auth/profile')).statusCode).toBe(401)
})

test('a password change kills every session, re-issues this one, and the new password works', async () => {
  const { agent, details: person } = await signUp(shop.app, ADA)
  const laptop = createAgent(shop.app)
  await laptop.post('/api/clients/auth/login', { email: person.email, password: person.password })
  const oldToken = agent.jar.get(SESSION_COOKIE) ?? ''

  const change = await agent.post('/api/clients/auth/password', {
    oldPassword: person.password,
    newPassword: 'a brand new secret',
  })
  expect(change.statusCode).toBe(204)
  expect(agent.jar.get(SESSION_COOKIE)).not.toBe(oldToken)
  expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(200)
  expect((await laptop.get('/api/clients/auth/profile')).statusCode).toBe(401)
  const replay = createAgent(shop.app)
  replay.jar.set(SESSION_COOKIE, oldToken)
  expect((await replay.get('/api/clients/auth/profile')).statusCode).toBe(401)

  const fresh = createAgent(shop.app)
  const oldLogin = await fresh.post('/api/clients/auth/login', {
    email: person.email,
    password: person.password,
  })
  expect(oldLogin.statusCode).toBe(401)
  const newLogin = await fresh.post('/api/clients/auth/login', {
    email: person.email,
    password: 'a brand new secret',
  })
  expect(newLogin.statusCode).toBe(200)
})

test('a wrong current password is refused with a field message and changes nothing', async () => {
  const { agent } = await signUp(shop.app, ADA)
  const response = await agent.post('/api/clients/auth/password', {
    oldPassword: 'not it at all',
    newPassword: 'another secret',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>().fields?.oldPassword).toBe(
    'The current password is not correct.',
  )
  const empty = await agent.post('/api/clients/auth/password', {
    oldPassword: '',
    newPassword: 'x',
  })
  expect(empty.json<ErrorBody>().fields).toEqual({
    oldPassword: FORM_MESSAGES.thisFieldRequired,
    newPassword: FORM_MESSAGES.passwordTooShort,
  })
  expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(200)
})

test('deleting the account answers true, and its session cookie and credentials are dead', async () => {
  const {
    agent,
    details: person,
    user: { id },
  } = await signUp(shop.app, ADA)
  const token = agent.jar.get(SESSION_COOKIE) ?? ''
  const response = await agent.delete('/api/clients', { clientId: id })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toBe(true)
  const replay = createAgent(shop.app)
  replay.jar.set(SESSION_COOKIE, token)
  expect((await replay.get('/api/clients/auth/profile')).statusCode).toBe(401)
  const login = await createAgent(shop.app).post('/api/clients/auth/login', {
    email: person.email,
    password: person.password,
  })
  expect(login.statusCode).toBe(401)
})

/** A browser the shop has never seen, behind the trusted proxy on the network of `address`. */
function browserOn(address: string) {
  const browser = createAgent(shop.app)
  return {
    browser,
    post: (url: string, body: unknown) =>
      browser.request('POST', url, body, { 'x-forwarded-for': address }),
  }
}

test('log in is limited per account however the guesses are spread: 429 even with the right password, for every browser the account does not know', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await browserOn(`198.51.100.${String(attempt + 1)}`).post(
      '/api/clients/auth/login',
      { email: person.email, password: `guess number ${attempt}` },
    )
    expect(response.statusCode).toBe(401)
  }
  const blocked = await browserOn('2001:db8:77:1::1').post('/api/clients/auth/login', {
    email: person.email.toUpperCase(),
    password: person.password,
  })
  expect(blocked.statusCode).toBe(429)
  expect(blocked.json<ErrorBody>()).toMatchObject({ code: 'RATE_LIMITED' })
  expect(blocked.json<ErrorBody>().message).toMatch(/Too many failed attempts/)
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)

  clock.advance(15 * 60_000 + 1)
  const later = await browserOn('2001:db8:77:1::1').post('/api/clients/auth/login', {
    email: person.email,
    password: person.password,
  })
  expect(later.statusCode).toBe(200)
})

test('one network may use only half of an account’s sign-in tries, leaving the rest to the others', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  const statuses: number[] = []
  for (let attempt = 0; attempt < 3; attempt += 1)
    statuses.push(
      (
        await browserOn('203.0.113.40').post('/api/clients/auth/login', {
          email: person.email,
          password: `guess number ${attempt}`,
        })
      ).statusCode,
    )
  expect(statuses).toEqual([401, 401, 429])
  const elsewhere = await browserOn('203.0.113.41').post('/api/clients/auth/login', {
    email: person.email,
    password: person.password,
  })
  expect(elsewhere.statusCode).toBe(200)
  clock.advance(15 * 60_000 + 1)
})

test('a browser that signed in before keeps tries of its own: the owner signs in while strangers have locked the account', async () => {
  const owner = await signUp(shop.app, ADA)
  const device = owner.agent.jar.get(DEVICE_COOKIE)
  expect(device).toBeDefined()
  for (let attempt = 0; attempt < 4; attempt += 1)
    await browserOn(`198.51.100.${String(attempt + 1)}`).post('/api/clients/auth/login', {
      email: owner.details.email,
      password: `guess number ${attempt}`,
    })
  const stranger = await browserOn('198.51.100.9').post('/api/clients/auth/login', {
    email: owner.details.email,
    password: owner.details.password,
  })
  expect(stranger.statusCode).toBe(429)

  // Signed out, the owner's browser keeps its device cookie and signs in from the strangers' network.
  expect((await owner.agent.get('/api/clients/auth/logout')).statusCode).toBe(204)
  const ownBrowser = await owner.agent.request(
    'POST',
    '/api/clients/auth/login',
    { email: owner.details.email, password: owner.details.password },
    { 'x-forwarded-for': '198.51.100.1' },
  )
  expect(ownBrowser.statusCode).toBe(200)

  // A copy of the cookie altered in any part is a stranger's browser.
  const [clientId = '', deviceId = '', signature = ''] = (device ?? '').split('.')
  const forgeries = [
    `${clientId}.${deviceId.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${signature}`,
    `${clientId}.${deviceId}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
    `${clientId}.${deviceId}`,
    'not a cookie',
  ]
  for (const forged of forgeries) {
    const thief = browserOn('198.51.100.1')
    thief.browser.jar.set(DEVICE_COOKIE, forged)
    const response = await thief.post('/api/clients/auth/login', {
      email: owner.details.email,
      password: owner.details.password,
    })
    expect(response.statusCode, forged).toBe(429)
  }
  clock.advance(15 * 60_000 + 1)
})

test('the device cookie is HttpOnly, lives a year on the API path, and names the account it was earned for', async () => {
  const { agent, user } = await signUp(shop.app, ADA)
  const login = await createAgent(shop.app).request(
    'POST',
    '/api/clients/auth/login',
    { email: user.email, password: ADA.password },
    { 'x-forwarded-proto': 'https' },
  )
  const cookie = login.cookies.find((candidate) => candidate.name === DEVICE_COOKIE)
  expect(cookie).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/api',
    maxAge: 365 * 24 * 60 * 60,
  })
  expect(cookie?.value.startsWith(`${user.id}.`)).toBe(true)
  expect(agent.jar.get(DEVICE_COOKIE)?.startsWith(`${user.id}.`)).toBe(true)
})

test('recovery answers 204 for an unknown e-mail and sends nothing', async () => {
  const email = `ghost.${Date.now()}@example.com`
  const response = await createAgent(shop.app).post('/api/clients/auth/recovery', { email })
  expect(response.statusCode).toBe(204)
  await shop.app.mailOutbox.idle()
  expect(shop.mail.to(email)).toHaveLength(0)
})

test('recovery by code: 204, code by e-mail, confirm grants a cookie, change signs in with the new password', async () => {
  const { agent: oldBrowser, details: person } = await signUp(shop.app, ADA)
  const browser = createAgent(shop.app)
  expect(
    (await browser.post('/api/clients/auth/recovery', { email: person.email })).statusCode,
  ).toBe(204)
  const code = await latestCode(person.email)
  const mail = shop.mail.to(person.email).at(-1)
  expect(mail?.html).toContain(code)
  expect(mail?.html).toContain('#01303D')

  const confirm = await browser.post('/api/clients/auth/recovery/confirm', {
    email: person.email,
    code,
  })
  expect(confirm.statusCode).toBe(204)
  const grant = confirm.cookies.find((c) => c.name === RECOVERY_COOKIE)
  expect(grant).toMatchObject({ httpOnly: true, path: '/api/clients/auth/recovery', maxAge: 600 })

  const change = await browser.post('/api/clients/auth/recovery/change', {
    newPassword: 'recovered at last',
  })
  expect(change.statusCode).toBe(200)
  expect(UserSchema.parse(change.json()).email).toBe(person.email)
  expect((await browser.get('/api/clients/auth/profile')).statusCode).toBe(200)
  expect((await oldBrowser.get('/api/clients/auth/profile')).statusCode).toBe(401)

  const again = await browser.post('/api/clients/auth/recovery/change', {
    newPassword: 'twice is too many',
  })
  expect(again.statusCode).toBe(403)
  const reused = await browser.post('/api/clients/auth/recovery/confirm', {
    email: person.email,
    code,
  })
  expect(reused.statusCode).toBe(400)
  const login = await createAgent(shop.app).post('/api/clients/auth/login', {
    email: person.email,
    password: 'recovered at last',
  })
  expect(login.statusCode).toBe(200)
})

test('changing the password without a recovery grant is refused', async () => {
  const response = await createAgent(shop.app).post('/api/clients/auth/recovery/change', {
    newPassword: 'no grant here',
  })
  expect(response.statusCode).toBe(403)
})

test('a recovery code takes 5 wrong tries, at most 3 from one network, then refuses even the right code', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  await browserOn('203.0.113.50').post('/api/clients/auth/recovery', { email: person.email })
  const code = await latestCode(person.email)
  const wrongCode = code === '000000' ? '111111' : '000000'
  const tryCode = (address: string, guess: string) =>
    browserOn(address).post('/api/clients/auth/recovery/confirm', {
      email: person.email,
      code: guess,
    })
  const statuses: number[] = []
  for (let attempt = 0; attempt < 4; attempt += 1)
    statuses.push((await tryCode('203.0.113.50', wrongCode)).statusCode)
  for (let attempt = 0; attempt < 2; attempt += 1)
    statuses.push((await tryCode('203.0.113.51', wrongCode)).statusCode)
  expect(statuses).toEqual([400, 400, 400, 429, 400, 400])
  const right = await tryCode('203.0.113.52', code)
  expect(right.statusCode).toBe(429)
  expect(right.json<ErrorBody>().message).toBe(
    'Too many wrong tries of this code. Please request a new one.',
  )
})

test('a recovery code dies after 15 minutes', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  const browser = createAgent(shop.app)
  await browser.post('/api/clients/auth/recovery', { email: person.email })
  const code = await latestCode(person.email)
  clock.advance(RECOVERY_CODE_TTL_MS + 1000)
  const late = await browser.post('/api/clients/auth/recovery/confirm', {
    email: person.email,
    code,
  })
  expect(late.statusCode).toBe(400)
})

test('only the newest recovery code works', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  const browser = createAgent(shop.app)
  await browser.post('/api/clients/auth/recovery', { email: person.email })
  const first = await latestCode(person.email)
  await browser.post('/api/clients/auth/recovery', { email: person.email })
  const second = await latestCode(person.email)
  if (first !== second) {
    const old = await browser.post('/api/clients/auth/recovery/confirm', {
      email: person.email,
      code: first,
    })
    expect(old.statusCode).toBe(400)
  }
  const fresh = await browser.post('/api/clients/auth/recovery/confirm', {
    email: person.email,
    code: second,
  })
  expect(fresh.statusCode).toBe(204)
})

test('codes mailed to one account are limited, at most 3 for one network, with a readable 429', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  const ask = (address: string, email = person.email) =>
    browserOn(address).post('/api/clients/auth/recovery', { email })
  const statuses: number[] = []
  for (let attempt = 0; attempt < 4; attempt += 1)
    statuses.push((await ask('203.0.113.60', person.email.toUpperCase())).statusCode)
  for (let attempt = 0; attempt < 3; attempt += 1)
    statuses.push((await ask(`203.0.113.${String(61 + attempt)}`)).statusCode)
  expect(statuses).toEqual([204, 204, 204, 429, 204, 204, 429])
  const blocked = await ask('203.0.113.70')
  expect(blocked.json<ErrorBody>().message).toMatch(/Too many codes requested/)
  await shop.app.mailOutbox.idle()
  expect(shop.mail.to(person.email).filter((mail) => /\b\d{6}\b/.test(mail.text))).toHaveLength(5)
  clock.advance(15 * 60_000 + 1)
})

test('each new code has tries of its own, whatever was guessed at the codes before it', async () => {
  const { details: person } = await signUp(shop.app, ADA)
  const network = '203.0.113.80'
  const tryCode = (code: string) =>
    browserOn(network).post('/api/clients/auth/recovery/confirm', { email: person.email, code })
  await browserOn(network).post('/api/clients/auth/recovery', { email: person.email })
  const first = await latestCode(person.email)
  const wrong = first === '000000' ? '111111' : '000000'
  for (let attempt = 0; attempt < 4; attempt += 1) await tryCode(wrong)
  expect((await tryCode(first)).statusCode).toBe(429)
  await browserOn(network).post('/api/clients/auth/recovery', { email: person.email })
  expect((await tryCode(await latestCode(person.email))).statusCode).toBe(204)
})

test('tries at an e-mail without a live code are limited as a code’s are', async () => {
  const email = `guesser.${Date.now()}@example.com`
  const statuses: number[] = []
  for (let attempt = 0; attempt < 4; attempt += 1)
    statuses.push(
      (
        await browserOn('203.0.113.90').post('/api/clients/auth/recovery/confirm', {
          email,
          code: '123456',
        })
      ).statusCode,
    )
  expect(statuses).toEqual([400, 400, 400, 429])
})

test('a malformed code is a 400 with the form message', async () => {
  const response = await createAgent(shop.app).post('/api/clients/auth/recovery/confirm', {
    email: 'someone@example.com',
    code: '12ab',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>().fields?.code).toBe(FORM_MESSAGES.recoveryCode)
})

test('log in from a foreign origin is refused by the security plugin', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/clients/auth/login',
    headers: { origin: 'https://evil.example' },
    payload: { email: 'a@example.com', password: 'whatever1' },
  })
  expect(response.statusCode).toBe(403)
})

test('a cross-site log out link does not sign the customer out', async () => {
  const { agent } = await signUp(shop.app, ADA)
  const response = await agent.request('GET', '/api/clients/auth/logout', undefined, {
    'sec-fetch-site': 'cross-site',
  })
  expect(response.statusCode).toBe(403)
  expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(200)
})

test('a session expires after 30 days without use, and each use slides it forward', async () => {
  const { agent } = await signUp(shop.app, ADA)
  clock.advance(20 * 24 * 60 * 60_000)
  expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(200)
  clock.advance(20 * 24 * 60 * 60_000)
  expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(200)
  clock.advance(31 * 24 * 60 * 60_000)
  expect((await agent.get('/api/clients/auth/profile')).statusCode).toBe(401)
})
