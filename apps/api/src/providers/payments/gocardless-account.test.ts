import { afterAll, beforeAll, expect, test } from 'vitest'
import { creditorFixture } from '../../test/gocardless-fixtures'
import { startLocalGoCardless, type LocalGoCardless } from '../../test/gocardless-server'
import { createTestClock } from '../../test/test-clock'
import { checkGoCardlessAccount } from './gocardless-account'

// The start-up check of a GoCardless go-live (docs/deploy.md › Going live with GoCardless), against
// a local server that answers `GET /creditors` as GoCardless does.

let gocardless: LocalGoCardless

beforeAll(async () => {
  gocardless = await startLocalGoCardless(createTestClock().now)
})
afterAll(async () => {
  await gocardless.close()
})

function check(accessToken: string, environment: 'sandbox' | 'live' = 'sandbox') {
  return checkGoCardlessAccount(gocardless.clientFor(accessToken, environment), {
    accessToken,
    environment,
  })
}

test('a verified account that takes Instant Bank Pay is ready', async () => {
  gocardless.setCreditor(creditorFixture())
  expect(await check(gocardless.accessToken)).toEqual({
    ready: 'GoCardless sandbox account Sweet Art Ltd (CR000TESTBAKERY) takes Instant Bank Pay',
  })
})

test('a live token with the sandbox environment (the default) is refused before GoCardless is asked', async () => {
  const callsBefore = gocardless.calls.length
  await expect(check('live_abcdef')).rejects.toThrow(
    'GOCARDLESS_ACCESS_TOKEN is a live token but GOCARDLESS_ENVIRONMENT is sandbox: set GOCARDLESS_ENVIRONMENT=live, or use a sandbox token',
  )
  expect(gocardless.calls.length).toBe(callsBefore)
})

test("a token the environment does not know (GoCardless's 401) is refused in plain words", async () => {
  await expect(check('sandbox_revoked-or-other-environment')).rejects.toThrow(
    "GoCardless's sandbox environment refused GOCARDLESS_ACCESS_TOKEN: check that the token is a sandbox token (GOCARDLESS_ENVIRONMENT) and has not been revoked",
  )
})

test('an account without Instant Bank Pay, or a live one not verified yet, is refused', async () => {
  gocardless.setCreditor(
    creditorFixture({
      scheme_identifiers: creditorFixture().scheme_identifiers?.filter(
        (identifier) => identifier.scheme !== 'faster_payments',
      ),
    }),
  )
  await expect(check(gocardless.accessToken)).rejects.toThrow(
    'The GoCardless sandbox account Sweet Art Ltd (CR000TESTBAKERY) cannot take Instant Bank Pay: ask GoCardless to enable it before taking payments',
  )

  gocardless.setCreditor(creditorFixture({ verification_status: 'in_review' }))
  const unverified = 'Sweet Art Ltd (CR000TESTBAKERY) is not verified yet (in_review)'
  const warned = await check(gocardless.accessToken)
  expect('warning' in warned ? warned.warning : warned.ready).toContain(unverified)
  expect(warned).not.toHaveProperty('ready')

  gocardless.setCreditor(null)
  await expect(check(gocardless.accessToken)).rejects.toThrow(
    'The GoCardless sandbox account has no creditor yet',
  )
  gocardless.setCreditor(creditorFixture())
})
