import { eq } from 'drizzle-orm'
import { clients } from '@sweet-art/db/schema'
import type { User } from '@sweet-art/domain/schemas/users'
import { EnvSchema } from '../src/config/env'
import { DEVICE_COOKIE } from '../src/plugins/device-cookie'
import { SESSION_COOKIE } from '../src/plugins/session'
import { createAgent, type Agent } from '../src/test/agent'
import {
  guessInParallel,
  UNCHECKED_STATUSES,
  wrongCodes,
  wrongPasswords,
  type BurstOutcome,
} from '../src/test/guess-burst'
import { AttackLog, signUpActor, type Actor, type Attack, type AttackTarget } from './attack-kit'

// The attack target runs with the shop's default limits.
const ACCOUNT_LIMIT = EnvSchema.shape.LOGIN_ATTEMPTS_PER_ACCOUNT.parse(undefined)
const BURST_SIZE = 200

/** Logs a burst: every wrong guess refused, no more checks than the limit, the right guess locked out. */
function logBurst(log: AttackLog, what: string, outcome: BurstOutcome, wrongStatus: number): void {
  log.check(
    outcome.checked <= ACCOUNT_LIMIT,
    `${what}: ${outcome.checked} of ${outcome.attempts} guesses were checked (limit ${ACCOUNT_LIMIT})`,
  )
  log.check(outcome.limited > 0, `${what}: the limit refused none of ${outcome.attempts} guesses`)
  log.status(
    outcome.right,
    [...UNCHECKED_STATUSES],
    `${what}: the right password at the end of the burst`,
  )
  for (const answer of outcome.wrong)
    log.status(answer, [wrongStatus, ...UNCHECKED_STATUSES], `${what}: a wrong guess`)
}

/** A second browser holding the victim's session cookie. */
function stealSession(target: Parameters<Attack['run']>[0], victim: Actor): Agent {
  const thief = createAgent(target.shop.app)
  thief.jar.set(SESSION_COOKIE, victim.agent.jar.get(SESSION_COOKIE) ?? '')
  return thief
}

export const parallelPasswordBursts: Attack = {
  name: 'parallel password-guessing bursts',
  expected: `at most ${ACCOUNT_LIMIT} checks per account, then 429 even for the right password`,
  async run(target) {
    const log = new AttackLog()
    const victim = await signUpActor(target, 'Alice')
    const signIn = await guessInParallel(wrongPasswords(BURST_SIZE), victim.password, (guess) =>
      createAgent(target.shop.app).post('/api/clients/auth/login', {
        email: victim.email,
        password: guess,
      }),
    )
    logBurst(log, 'sign-in burst', signIn, 401)
    log.status(
      await createAgent(target.shop.app).post('/api/clients/auth/login', {
        email: victim.email,
        password: victim.password,
      }),
      [429],
      'the right password after the burst',
    )

    const other = await signUpActor(target, 'Beth')
    const thief = stealSession(target, other)
    const change = await guessInParallel(wrongPasswords(BURST_SIZE), other.password, (guess) =>
      thief.post('/api/clients/auth/password', { oldPassword: guess, newPassword: 'taken over' }),
    )
    logBurst(log, 'password-change burst with a stolen session', change, 400)
    return log.outcome()
  },
}

export const emailTakeoverWithStolenSession: Attack = {
  name: 'account takeover by e-mail change with a stolen session',
  expected: '400 without the right current password, 429 after the limit; the e-mail stays',
  async run(target) {
    const log = new AttackLog()
    const victim = await signUpActor(target, 'Alice')
    const thief = stealSession(target, victim)
    const thiefEmail = `thief.${victim.id}@example.com`
    log.status(
      await thief.patch('/api/clients', { email: thiefEmail }),
      [400],
      'change the e-mail with the session alone',
    )
    log.status(
      await thief.patch('/api/clients', { email: thiefEmail, currentPassword: '' }),
      [400],
      'change the e-mail with an empty password',
    )
    const burst = await guessInParallel(wrongPasswords(BURST_SIZE), victim.password, (guess) =>
      thief.patch('/api/clients', { email: thiefEmail, currentPassword: guess }),
    )
    logBurst(log, 'e-mail-change burst', burst, 400)

    const profile = (await victim.agent.get('/api/clients/auth/profile')).json<User>()
    log.check(profile.email === victim.email, `her e-mail became ${profile.email}`)
    await createAgent(target.shop.app).post('/api/clients/auth/recovery', { email: thiefEmail })
    await target.shop.app.mailOutbox.idle()
    log.check(
      target.shop.mail.to(thiefEmail).length === 0,
      'a recovery code for her account went to the thief',
    )
    return log.outcome()
  },
}

// The one-network attack of the outside trial: in 15 minutes, 11 wrong sign-ins, 5 code requests
// and 10 wrong codes, 26 requests that used to shut the owner out of sign-in and recovery.
const STRANGER_NETWORK = '203.0.113.200'

/** The six-digit code in the newest mail to `email`, or ''. */
async function newestMailedCode(target: AttackTarget, email: string): Promise<string> {
  await target.shop.app.mailOutbox.idle()
  return /\b(\d{6})\b/.exec(target.shop.mail.to(email).at(-1)?.text ?? '')?.[1] ?? ''
}

/** A browser the shop has never seen, on the network of `remoteAddress`. */
function strangerBrowser(target: AttackTarget, remoteAddress: string): Agent {
  return createAgent(target.shop.app, { remoteAddress })
}

/** Runs the trial's 26 requests at `owner`'s account, then checks each way back in the owner has. */
async function shutAndReopen(target: AttackTarget, owner: Actor, who: string, log: AttackLog) {
  const attacker = strangerBrowser(target, STRANGER_NETWORK)
  const { email, password } = owner
  for (const guess of wrongPasswords(11))
    await attacker.post('/api/clients/auth/login', { email, password: guess })
  for (let asked = 0; asked < 5; asked += 1)
    await attacker.post('/api/clients/auth/recovery', { email })
  const lastMailed = await newestMailedCode(target, email)
  for (const guess of wrongCodes(10, lastMailed))
    await attacker.post('/api/clients/auth/recovery/confirm', { email, code: guess })

  const ownBrowser = strangerBrowser(target, STRANGER_NETWORK)
  ownBrowser.jar.set(DEVICE_COOKIE, owner.agent.jar.get(DEVICE_COOKIE) ?? '')
  log.status(
    await ownBrowser.post('/api/clients/auth/login', { email, password }),
    [200],
    `${who}'s own browser signing in on the attacker's network`,
  )
  log.status(
    await strangerBrowser(target, '192.0.2.210').post('/api/clients/auth/login', {
      email,
      password,
    }),
    [200],
    `${who} signing in from another network in a new browser`,
  )
  log.status(
    await strangerBrowser(target, '192.0.2.211').post('/api/clients/auth/recovery/confirm', {
      email,
      code: lastMailed,
    }),
    [204],
    `${who} using the code of the last mail, from another network`,
  )
  const laptop = strangerBrowser(target, '2001:db8:abc:1::1')
  log.status(
    await laptop.post('/api/clients/auth/recovery', { email }),
    [204],
    `${who} asking for a new code from another network`,
  )
  log.status(
    await laptop.post('/api/clients/auth/recovery/confirm', {
      email,
      code: await newestMailedCode(target, email),
    }),
    [204],
    `${who} using the new code`,
  )
}

export const strangerShutsAccount: Attack = {
  name: 'a stranger shutting an account out from one network',
  expected:
    'the owner still signs in (own browser, or another network) and recovers with the last or a new code',
  async run(target) {
    const log = new AttackLog()
    const client = await signUpActor(target, 'Clara')
    await shutAndReopen(target, client, 'the client', log)
    const baker = await signUpActor(target, 'Baker')
    await target.shop.database.db
      .update(clients)
      .set({ role: 'admin' })
      .where(eq(clients.id, baker.id))
    await shutAndReopen(target, baker, 'the baker', log)
    return log.outcome()
  },
}
