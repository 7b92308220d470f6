import type { Database } from '@sweet-art/db/database'
import {
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_MAX_ATTEMPTS,
  RECOVERY_CODE_TTL_MS,
} from '@sweet-art/domain/constants'
import { AppError } from '@sweet-art/domain/errors'
import type { LoginValues, SignupRequest } from '@sweet-art/domain/schemas/forms'
import type { ClientNetwork } from '../../lib/client-network'
import type { Clock } from '../../lib/clock'
import { hashSecret, verifyAgainstNothing, verifySecret } from '../../lib/passwords'
import { createDigitCode, createToken, hashToken } from '../../lib/tokens'
import { minutesText, type RateLimiter, type RateRule } from '../../plugins/rate-limit'
import { NOT_SIGNED_IN, type Browser, type SessionStore } from '../../plugins/session'
import type { MailOutbox } from '../../providers/mail/mail-outbox'
import type { ClientAccounts } from '../clients/client-accounts.service'
import { recoveryCodeMail, welcomeMail } from './auth.mails'
import {
  countersOf,
  forgetGuesses,
  guessAllowance,
  spendGuess,
  type GuessAllowance,
} from './guess-allowance'
import {
  clearRecoveryState,
  consumeRecoveryGrant,
  findLiveRecoveryCode,
  insertRecoveryCode,
  insertRecoveryGrant,
  retireRecoveryCodes,
  useRecoveryCode,
} from './auth.repository'

/** How long a confirmed code lets the client set a new password. */
export const RECOVERY_GRANT_TTL_MS = 10 * 60_000
const ACCOUNT_WINDOW_MS = 15 * 60_000
const IP_WINDOW_MS = 60_000
/** Codes mailed to one account per 15 minutes; the modal's resend countdown is 60 s (docs/product.md › Accounts). */
export const RECOVERY_REQUESTS_PER_EMAIL = 5

const EMAIL_TAKEN =
  'An account with this e-mail already exists. Please log in or recover your password.'
const BAD_CREDENTIALS = 'Wrong e-mail or password.'
const WRONG_CODE = 'This code is wrong or has expired. Please check it or request a new one.'
const NO_GRANT = 'Your recovery has expired. Please request a new code.'
/** The answer to a wrong current password, on the field that carried it. */
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.'

/**
 * The auth rate limits (docs/product.md › Accounts): requests per network, and the three guessing
 * limits, each split between the browsers an account knows and those it does not.
 */
export interface AuthRules {
  network: RateRule
  passwordChecks: GuessAllowance
  recoveryRequests: GuessAllowance
  codeTries: GuessAllowance
}

/** Builds the auth rate limits from the two settings (docs/product.md › Accounts). */
export function createAuthRules(settings: {
  authRateLimitPerIp: number
  loginAttemptsPerAccount: number
}): AuthRules {
  return {
    network: {
      name: 'auth-ip',
      limit: settings.authRateLimitPerIp,
      windowMs: IP_WINDOW_MS,
      message: () => 'Too many attempts from your network. Please wait a minute and try again.',
    },
    passwordChecks: guessAllowance({
      name: 'login-failures',
      limit: settings.loginAttemptsPerAccount,
      windowMs: ACCOUNT_WINDOW_MS,
      message: (minutes) =>
        `Too many failed attempts to log in to this account. Please try again in ${minutesText(minutes)} or recover your password.`,
    }),
    recoveryRequests: guessAllowance({
      name: 'recovery-requests',
      limit: RECOVERY_REQUESTS_PER_EMAIL,
      windowMs: ACCOUNT_WINDOW_MS,
      message: (minutes) =>
        `Too many codes requested for this e-mail. Please use the last code we sent or try again in ${minutesText(minutes)}.`,
    }),
    // Counted per code, for as long as a code lives: each new code has tries of its own.
    codeTries: guessAllowance({
      name: 'recovery-code-tries',
      limit: RECOVERY_CODE_MAX_ATTEMPTS,
      windowMs: RECOVERY_CODE_TTL_MS,
      message: () => 'Too many wrong tries of this code. Please request a new one.',
    }),
  }
}

/** The key an e-mail is counted under, whatever its case (docs/product.md › Phone, e-mail and passwords). */
function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/** Sign-up, sign-in and password recovery; sessions are the routes' business. */
export interface AuthService {
  /** Counts a request to an auth route from a network, refusing over the per-network limit. */
  limitNetwork: (network: ClientNetwork) => Promise<void>
  /** Creates an account and answers its id; 409 when the e-mail is taken. */
  signup: (body: SignupRequest) => Promise<string>
  /** Checks credentials from `browser` and answers the client's id; 401 when wrong, 429 after too many failures. */
  login: (body: LoginValues, browser: Browser) => Promise<string>
  /** E-mails a recovery code when the account exists; behaves the same when it does not. */
  requestRecovery: (email: string, browser: Browser) => Promise<void>
  /** Checks a code from `browser` and answers a grant token for the recovery cookie. */
  confirmRecovery: (email: string, code: string, browser: Browser) => Promise<string>
  /** Sets a new password with a grant token, ending every session; answers the client's id. */
  completeRecovery: (grantToken: string | undefined, newPassword: string) => Promise<string>
  /**
   * Checks a signed-in client's current password under the sign-in lockout; 400 with the message
   * on `field` when wrong, 429 when the account is locked.
   */
  checkPassword: (
    clientId: string,
    password: string,
    field: string,
    browser: Browser,
  ) => Promise<void>
  /** Changes a signed-in client's password, ending every session. */
  changePassword: (
    clientId: string,
    oldPassword: string,
    newPassword: string,
    browser: Browser,
  ) => Promise<void>
}

/** Builds the auth workflows. */
export function createAuthService(deps: {
  db: Database
  clock: Clock
  limiter: RateLimiter
  rules: AuthRules
  mail: Pick<MailOutbox, 'owe'>
  sessions: SessionStore
  accounts: ClientAccounts
}): AuthService {
  const { db, clock, limiter, rules, mail, sessions, accounts } = deps

  async function checkPassword(
    clientId: string,
    password: string,
    field: string,
    browser: Browser,
  ): Promise<void> {
    const client = await accounts.findById(clientId)
    if (!client) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN)
    // Shares the sign-in lockout, reserved before the check like a sign-in, so a stolen session
    // cannot guess the password here faster than at the login.
    const counters = countersOf(rules.passwordChecks, emailKey(client.email), client.id, browser)
    await spendGuess(limiter, counters)
    if (!(await verifySecret(client.passwordHash, password)))
      throw new AppError('VALIDATION', WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD })
    await forgetGuesses(limiter, counters)
  }

  async function setPassword(clientId: string, password: string): Promise<void> {
    const now = clock()
    await accounts.setPasswordHash(clientId, await hashSecret(password), now)
    await sessions.deleteAllOf(clientId)
    await clearRecoveryState(db, clientId, now)
  }

  return {
    async limitNetwork(network) {
      await limiter.consume(rules.network, network)
    },

    async signup(body) {
      if (await accounts.findByEmail(body.email)) throw new AppError('CONFLICT', EMAIL_TAKEN)
      const created = await accounts.create({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        passwordHash: await hashSecret(body.password),
      })
      if (!created) throw new AppError('CONFLICT', EMAIL_TAKEN)
      await mail.owe(db, welcomeMail(created.email))
      return created.id
    },

    async login(body, browser) {
      const client = await accounts.findByEmail(body.email)
      // The try is counted before the password is checked, so a burst of parallel guesses gets
      // no more checks than the limit; only a right password clears the counts it was made on.
      const counters = countersOf(
        rules.passwordChecks,
        emailKey(body.email),
        client?.id ?? null,
        browser,
      )
      await spendGuess(limiter, counters)
      const isValid = client
        ? await verifySecret(client.passwordHash, body.password)
        : await verifyAgainstNothing(body.password)
      if (!client || !isValid) throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS)
      await forgetGuesses(limiter, counters)
      return client.id
    },

    async requestRecovery(email, browser) {
      const client = await accounts.findByEmail(email)
      await spendGuess(
        limiter,
        countersOf(rules.recoveryRequests, emailKey(email), client?.id ?? null, browser),
      )
      const code = createDigitCode(RECOVERY_CODE_LENGTH)
      // Hashing happens either way, so the answer takes about as long whether or not the account exists.
      const codeHash = await hashSecret(code)
      if (!client) return
      const now = clock()
      const expiresAt = new Date(now.getTime() + RECOVERY_CODE_TTL_MS)
      await db.transaction(async (tx) => {
        await retireRecoveryCodes(tx, client.id, now)
        await insertRecoveryCode(tx, { clientId: client.id, codeHash, now, expiresAt })
        // A code that expired before the mail server took it is not worth sending.
        await mail.owe(tx, recoveryCodeMail(client.email, code, RECOVERY_CODE_TTL_MS / 60_000), {
          validUntil: expiresAt,
        })
      })
    },

    async confirmRecovery(email, code, browser) {
      const wrong = new AppError('VALIDATION', WRONG_CODE, { code: WRONG_CODE })
      const client = await accounts.findByEmail(email)
      const now = clock()
      const live = client ? await findLiveRecoveryCode(db, client.id, now) : null
      // Counted on the live code alone: the newest code mailed keeps tries of its own, whatever was
      // guessed at the codes before it. Without one, tries count against the e-mail, so the answers
      // do not tell whether an account or a code exists.
      await spendGuess(
        limiter,
        countersOf(
          rules.codeTries,
          live ? live.id : `no-code:${emailKey(email)}`,
          client?.id ?? null,
          browser,
        ),
      )
      if (!client || !live) {
        await verifyAgainstNothing(code)
        throw wrong
      }
      if (!(await verifySecret(live.codeHash, code))) throw wrong
      if (!(await useRecoveryCode(db, live.id, now))) throw wrong
      const token = createToken()
      await insertRecoveryGrant(db, {
        idHash: hashToken(token),
        clientId: client.id,
        now,
        expiresAt: new Date(now.getTime() + RECOVERY_GRANT_TTL_MS),
      })
      return token
    },

    async completeRecovery(grantToken, newPassword) {
      const clientId = grantToken
        ? await consumeRecoveryGrant(db, hashToken(grantToken), clock())
        : null
      if (!clientId) throw new AppError('FORBIDDEN', NO_GRANT)
      await setPassword(clientId, newPassword)
      return clientId
    },

    checkPassword,

    async changePassword(clientId, oldPassword, newPassword, browser) {
      await checkPassword(clientId, oldPassword, 'oldPassword', browser)
      await setPassword(clientId, newPassword)
    },
  }
}
