import { expect, test } from 'vitest'
import { UserSchema } from '@sweet-art/domain/schemas/users'
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
const LOCKOUT_MS = 15 * 60_000

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
