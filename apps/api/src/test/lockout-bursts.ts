import { desc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { mailOutbox } from '@sweet-art/db/schema'
import { RECOVERY_CODE_MAX_ATTEMPTS } from '@sweet-art/domain/constants'
import { UserSchema } from '@sweet-art/domain/schemas/users'
import { DEVICE_COOKIE } from '../plugins/device-cookie'
import { SESSION_COOKIE } from '../plugins/session'
import { signUp, type SignedUpClient } from './accounts'
import { createAgent, type Agent } from './agent'
import {
  guessInParallel,
  UNCHECKED_STATUSES,
  wrongCodes,
  wrongPasswords,
  type BurstOutcome,
} from './guess-burst'
import type { TestApp } from './test-app'
import type { TestClock } from './test-clock'

/** Wrong guesses per burst: far beyond every limit, as a scripted attacker sends them. */
export const BURST_SIZE = 200
/** Password checks an account allows per 15 minutes in these tests (`LOGIN_ATTEMPTS_PER_ACCOUNT`). */
export const LOGIN_ATTEMPTS = 10
// Code checks an e-mail allows per 15 minutes, whatever the login limit.
const CODE_CHECKS = 10
// Wrong tries one recovery code takes from browsers that never signed in to its account.
const TRIES_PER_CODE = RECOVERY_CODE_MAX_ATTEMPTS
// Codes mailed to one account per 15 minutes for browsers that never signed in to it.
const CODES_MAILED = 5
const LOCKOUT_MS = 15 * 60_000
// The network every attacker's request of the one-network attack comes from.
const ATTACKER_NETWORK = '203.0.113.66'

/** The `index`th of many networks: IPv4 addresses and IPv6 /64s, one each. */
function networkNumber(index: number): string {
  return index % 2 === 0
    ? `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`
    : `2001:db8:${index.toString(16)}:1::${index.toString(16)}`
}

/**
 * The code in the newest mail to `email`. Instances sharing a database share its outbox, so any of
 * them may have sent it: each one's sends are awaited, the outbox names the newest message to the
 * address, and its `Message-ID` finds it among what the instances sent. The outbox stamps a
 * message with the shop's clock, so the tests move it on a millisecond before each code is asked.
 */
async function newestCode(shops: readonly TestApp[], email: string): Promise<string> {
  await Promise.all(shops.map((shop) => shop.app.mailOutbox.idle()))
  const [newest] = await (shops[0] ?? expect.unreachable('an instance')).database.db
    .select({ messageId: mailOutbox.messageId })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  const sent = shops
    .flatMap((shop) => shop.mail.to(email))
    .find((mail) => mail.messageId === newest?.messageId)
  const code = /\b(\d{6})\b/.exec(sent?.text ?? '')?.[1]
  if (!code) throw new Error('no recovery code was mailed')
  return code
}

async function codesMailed(shops: TestApp[], email: string): Promise<number> {
  await Promise.all(shops.map((shop) => shop.app.mailOutbox.idle()))
  const mails = shops.flatMap((shop) => shop.mail.to(email))
  return mails.filter((mail) => /\b\d{6}\b/.test(mail.text)).length
}

/** Each burst's figures, for the report printed by the test run. */
function report(what: string, outcome: BurstOutcome): void {
  const statuses = new Map<number, number>()
  for (const answer of outcome.wrong)
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1)
  const wrongAnswers = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')
  console.info(
    `${what}: ${outcome.checked} checked of ${outcome.attempts} attempts (wrong guesses answered ${wrongAnswers}), the right guess answered ${outcome.right.statusCode}`,
  )
}

/** A browser on each instance holding the victim's session, as a thief with the stolen cookie. */
function thievesOf(shops: TestApp[], victim: SignedUpClient): Agent[] {
  return shops.map((shop) => {
    const thief = createAgent(shop.app)
    thief.jar.set(SESSION_COOKIE, victim.agent.jar.get(SESSION_COOKIE) ?? '')
    return thief
  })
}

function pick<T>(items: T[], index: number): T {
  const item = items[index % items.length]
  if (item === undefined) throw new Error('no instance to send to')
  return item
}

/**
 * The lockout bursts over the instances `shops()` answers (one, or two sharing the state), which
 * run with `LOGIN_ATTEMPTS_PER_ACCOUNT` = LOGIN_ATTEMPTS and `clock`: parallel guesses must get no
 * more checks than the limit, and a right guess at the end of a burst must not get through.
 */
export function testLockoutBursts(shops: () => TestApp[], clock: TestClock): void {
  test('a burst of parallel sign-ins gets no more password checks than the limit, and the right password inside it stays locked out', async () => {
    const instances = shops()
    const victim = await signUp(pick(instances, 0).app)
    const { email, password } = victim.details
    const outcome = await guessInParallel(wrongPasswords(BURST_SIZE), password, (guess, index) =>
      createAgent(pick(instances, index).app).post('/api/clients/auth/login', {
        email,
        password: guess,
      }),
    )
    report('sign-in burst', outcome)
    expect(outcome.checked).toBeLessThanOrEqual(LOGIN_ATTEMPTS)
    expect(UNCHECKED_STATUSES).toContain(outcome.right.statusCode)
    expect(outcome.limited).toBeGreaterThan(0)
    // The right guess did not clear the count: the account stays locked for the window.
    const after = await createAgent(pick(instances, 1).app).post('/api/clients/auth/login', {
      email,
      password,
    })
    expect(after.statusCode).toBe(429)
    clock.advance(LOCKOUT_MS + 1)
    const owner = await createAgent(pick(instances, 0).app).post('/api/clients/auth/login', {
      email,
      password,
    })
    expect(owner.statusCode).toBe(200)
  })

  test('a burst of password changes with a stolen session gets no more checks of the old password than the limit', async () => {
    const instances = shops()
    const victim = await signUp(pick(instances, 0).app)
    const thieves = thievesOf(instances, victim)
    const outcome = await guessInParallel(
      wrongPasswords(BURST_SIZE),
      victim.details.password,
      (guess, index) =>
        pick(thieves, index).post('/api/clients/auth/password', {
          oldPassword: guess,
          newPassword: 'taken over now',
        }),
    )
    report('password-change burst', outcome)
    expect(outcome.checked).toBeLessThanOrEqual(LOGIN_ATTEMPTS)
    expect(UNCHECKED_STATUSES).toContain(outcome.right.statusCode)
    expect(outcome.limited).toBeGreaterThan(0)
    clock.advance(LOCKOUT_MS + 1)
    const owner = await createAgent(pick(instances, 1).app).post('/api/clients/auth/login', {
      email: victim.details.email,
      password: victim.details.password,
    })
    expect(owner.statusCode).toBe(200)
  })

  test('a burst of e-mail changes with a stolen session gets no more password checks than the limit, and the e-mail stays', async () => {
    const instances = shops()
    const victim = await signUp(pick(instances, 0).app)
    const thieves = thievesOf(instances, victim)
    const outcome = await guessInParallel(
      wrongPasswords(BURST_SIZE),
      victim.details.password,
      (guess, index) =>
        pick(thieves, index).patch('/api/clients', {
          email: `thief.${String(index)}@example.com`,
          currentPassword: guess,
        }),
    )
    report('e-mail-change burst', outcome)
    expect(outcome.checked).toBeLessThanOrEqual(LOGIN_ATTEMPTS)
    expect(UNCHECKED_STATUSES).toContain(outcome.right.statusCode)
    expect(outcome.limited).toBeGreaterThan(0)
    const profile = UserSchema.parse((await victim.agent.get('/api/clients/auth/profile')).json())
    expect(profile.email).toBe(victim.details.email)
  })

  test('a burst of recovery codes gets no more checks than the per-e-mail limit, and the right code inside it fails', async () => {
    const instances = shops()
    const victim = await signUp(pick(instances, 0).app)
    const { email } = victim.details
    const first = pick(instances, 0)
    await createAgent(first.app).post('/api/clients/auth/recovery', { email })
    await first.app.mailOutbox.idle()
    const code = /\b(\d{6})\b/.exec(first.mail.to(email).at(-1)?.text ?? '')?.[1]
    if (!code) throw new Error('no recovery code was mailed')
    const outcome = await guessInParallel(wrongCodes(BURST_SIZE, code), code, (guess, index) =>
      createAgent(pick(instances, index).app).post('/api/clients/auth/recovery/confirm', {
        email,
        code: guess,
      }),
    )
    report('recovery-code burst', outcome)
    expect(outcome.checked).toBeLessThanOrEqual(CODE_CHECKS)
    expect(outcome.right.statusCode).not.toBe(204)
    clock.advance(LOCKOUT_MS + 1)
    // The wrong guesses used up the code's tries: the right code stays dead after the lockout.
    const late = await createAgent(pick(instances, 1).app).post(
      '/api/clients/auth/recovery/confirm',
      { email, code },
    )
    expect(late.statusCode).toBe(400)
  })
}

/**
 * The bursts of an attacker who spreads guesses over many networks, both instances and browsers
 * carrying a genuine device cookie of the attacker's own account; and, during a one-network attack
 * on an account, its owner: the owner's browser still signs in, and a code the owner asks for works.
 */
export function testSpreadBurstsAndTheOwner(shops: () => TestApp[], clock: TestClock): void {
  test('sign-in guesses spread over networks, instances and another account’s device cookie get no more password checks than the limit', async () => {
    const instances = shops()
    const victim = await signUp(pick(instances, 0).app)
    const attacker = await signUp(pick(instances, 1).app)
    const { email, password } = victim.details
    const outcome = await guessInParallel(wrongPasswords(BURST_SIZE), password, (guess, index) => {
      const browser = createAgent(pick(instances, index).app, {
        remoteAddress: networkNumber(index),
      })
      // Half the browsers carry the device cookie the attacker earned by signing in to their own account.
      if (index % 2 === 0)
        browser.jar.set(DEVICE_COOKIE, attacker.agent.jar.get(DEVICE_COOKIE) ?? '')
      return browser.post('/api/clients/auth/login', { email, password: guess })
    })
    report('spread sign-in burst', outcome)
    expect(outcome.checked).toBeLessThanOrEqual(LOGIN_ATTEMPTS)
    expect(outcome.limited).toBeGreaterThan(0)
    expect(UNCHECKED_STATUSES).toContain(outcome.right.statusCode)
    clock.advance(LOCKOUT_MS + 1)
  })

  test('code guesses spread over networks get no more checks of the code than its tries, and code requests mail no more than the limit', async () => {
    const instances = shops()
    const victim = await signUp(pick(instances, 0).app)
    const { email } = victim.details
    const requests = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        createAgent(pick(instances, index).app, { remoteAddress: networkNumber(index) }).post(
          '/api/clients/auth/recovery',
          { email },
        ),
      ),
    )
    expect(requests.filter((answer) => answer.statusCode === 204).length).toBe(CODES_MAILED)
    expect(await codesMailed(instances, email)).toBe(CODES_MAILED)
    // A window later, one code is asked for and guessed at from everywhere.
    clock.advance(LOCKOUT_MS + 1)
    const first = pick(instances, 0)
    clock.advance(1)
    await createAgent(first.app).post('/api/clients/auth/recovery', { email })
    const code = await newestCode(instances, email)
    const outcome = await guessInParallel(wrongCodes(BURST_SIZE, code), code, (guess, index) =>
      createAgent(pick(instances, index).app, { remoteAddress: networkNumber(index) }).post(
        '/api/clients/auth/recovery/confirm',
        { email, code: guess },
      ),
    )
    report('spread recovery-code burst', outcome)
    expect(outcome.checked).toBeLessThanOrEqual(TRIES_PER_CODE)
    expect(outcome.right.statusCode).not.toBe(204)
    clock.advance(LOCKOUT_MS + 1)
  })

  test('during a one-network attack the owner’s browser signs in, and the last code mailed and a new one work for the owner', async () => {
    const instances = shops()
    const owner = await signUp(pick(instances, 0).app)
    const { email, password } = owner.details
    const fromAttacker = (index: number) =>
      createAgent(pick(instances, index).app, { remoteAddress: ATTACKER_NETWORK })
    // The attacker asks for codes, then guesses passwords and codes at once, far past every limit.
    let lastMailed = ''
    for (let index = 0; index < 10; index += 1) {
      clock.advance(1)
      const asked = await fromAttacker(index).post('/api/clients/auth/recovery', { email })
      if (asked.statusCode === 204) lastMailed = await newestCode(instances, email)
    }
    const codeGuesses = wrongCodes(BURST_SIZE + 1, lastMailed)
    const [signIns, codes] = await Promise.all([
      guessInParallel(wrongPasswords(BURST_SIZE), 'not known', (guess, index) =>
        fromAttacker(index).post('/api/clients/auth/login', { email, password: guess }),
      ),
      guessInParallel(codeGuesses.slice(0, -1), codeGuesses.at(-1) ?? '', (guess, index) =>
        fromAttacker(index).post('/api/clients/auth/recovery/confirm', { email, code: guess }),
      ),
    ])
    report('one-network sign-in burst', signIns)
    report('one-network recovery-code burst', codes)
    expect(signIns.checked).toBeLessThanOrEqual(LOGIN_ATTEMPTS)
    expect(codes.checked).toBeLessThanOrEqual(TRIES_PER_CODE)

    // The owner's own browser, even on the attacker's network, signs in with the right password.
    const ownBrowser = createAgent(pick(instances, 1).app, { remoteAddress: ATTACKER_NETWORK })
    ownBrowser.jar.set(DEVICE_COOKIE, owner.agent.jar.get(DEVICE_COOKIE) ?? '')
    const signedIn = await ownBrowser.post('/api/clients/auth/login', { email, password })
    expect(signedIn.statusCode, signedIn.body).toBe(200)

    // On another network, in a browser the account does not know, the last mail's code works…
    const phone = createAgent(pick(instances, 0).app, { remoteAddress: '192.0.2.200' })
    const confirmed = await phone.post('/api/clients/auth/recovery/confirm', {
      email,
      code: lastMailed,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(204)

    // …and so does a new code asked for there, which the owner uses to set a new password.
    const laptop = createAgent(pick(instances, 1).app, { remoteAddress: '2001:db8:beef:1::5' })
    clock.advance(1)
    const asked = await laptop.post('/api/clients/auth/recovery', { email })
    expect(asked.statusCode, asked.body).toBe(204)
    const fresh = await newestCode(instances, email)
    const used = await laptop.post('/api/clients/auth/recovery/confirm', { email, code: fresh })
    expect(used.statusCode, used.body).toBe(204)
    const changed = await laptop.post('/api/clients/auth/recovery/change', {
      newPassword: 'a brand new one',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    clock.advance(LOCKOUT_MS + 1)
  })
}
