import { ApiError, AuthenticationError, PermissionsError } from 'gocardless-nodejs/errors'
import type { Creditor } from 'gocardless-nodejs/types'
import type { AccountCheck } from './payment-provider'
import type { GoCardlessApi, GoCardlessEnvironment } from './gocardless-client'

// GoCardless prefixes every access token with its environment.
const TOKEN_ENVIRONMENT = /^(live|sandbox)_/

// Instant Bank Pay collects over Faster Payments: a creditor that can take it has that scheme.
const INSTANT_BANK_PAY_SCHEME = 'faster_payments'

/**
 * Checks at start-up that GoCardless will take the shop's payments (docs/deploy.md › Going live
 * with GoCardless): the token is of the configured environment and accepted there, the account
 * has a creditor that takes Instant Bank Pay, and a live one is verified. Throws one plain
 * sentence saying what to set when it will not; answers a warning when GoCardless could not be
 * asked (an outage must not stop a configured shop from starting).
 */
export async function checkGoCardlessAccount(
  api: Pick<GoCardlessApi, 'creditors'>,
  settings: { accessToken: string; environment: GoCardlessEnvironment },
): Promise<AccountCheck> {
  const { environment } = settings
  const tokenEnvironment = TOKEN_ENVIRONMENT.exec(settings.accessToken)?.[1]
  if (tokenEnvironment !== undefined && tokenEnvironment !== environment)
    throw new Error(
      `GOCARDLESS_ACCESS_TOKEN is a ${tokenEnvironment} token but GOCARDLESS_ENVIRONMENT is ${environment}: set GOCARDLESS_ENVIRONMENT=${tokenEnvironment}, or use a ${environment} token`,
    )
  let creditor: Creditor | undefined
  try {
    creditor = (await api.creditors.list({ limit: 1 })).creditors[0]
  } catch (error) {
    if (error instanceof AuthenticationError)
      throw new Error(
        `GoCardless's ${environment} environment refused GOCARDLESS_ACCESS_TOKEN: check that the token is a ${environment} token (GOCARDLESS_ENVIRONMENT) and has not been revoked`,
      )
    if (error instanceof PermissionsError)
      throw new Error(
        'GOCARDLESS_ACCESS_TOKEN may not read the account: create a read-write access token in the GoCardless dashboard',
      )
    if (error instanceof ApiError && !(Number(error.code) >= 500)) throw asRefusal(error)
    const reason = error instanceof Error ? error.message : String(error)
    return { warning: `GoCardless could not be asked whether the account is ready: ${reason}` }
  }
  if (!creditor)
    throw new Error(
      `The GoCardless ${environment} account has no creditor yet: finish setting up the account in the GoCardless dashboard`,
    )
  const name = `${creditor.name ?? 'the creditor'} (${creditor.id ?? '?'})`
  const takesInstantBankPay = (creditor.scheme_identifiers ?? []).some(
    (identifier) => identifier.scheme === INSTANT_BANK_PAY_SCHEME,
  )
  if (!takesInstantBankPay)
    throw new Error(
      `The GoCardless ${environment} account ${name} cannot take Instant Bank Pay: ask GoCardless to enable it before taking payments`,
    )
  const verification = creditor.verification_status ?? 'unknown'
  if (verification !== 'successful') {
    const unverified = `The GoCardless ${environment} account ${name} is not verified yet (${verification}): finish verification in the GoCardless dashboard`
    // GoCardless pays out only to a verified account; a sandbox's verification is play.
    if (environment === 'live') throw new Error(unverified)
    return { warning: unverified }
  }
  return { ready: `GoCardless ${environment} account ${name} takes Instant Bank Pay` }
}

function asRefusal(error: ApiError): Error {
  return new Error(`GoCardless refused to show the account: ${error.toString()}`)
}
