import type { RateLimiter, RateRule } from '../../plugins/rate-limit'
import type { Browser } from '../../plugins/session'

/**
 * A guessing limit split so a stranger cannot use up the owner's tries (docs/product.md ›
 * Accounts): browsers the account does not know share `shared`, and one network may use at most
 * half of it; a browser holding the account's device cookie has an allowance of its own, which
 * no stranger can reach, since only a sign-in to the account gives that cookie.
 */
export interface GuessAllowance {
  shared: RateRule
  perNetwork: RateRule
  perDevice: RateRule
}

/** Splits `rule` into the three allowances; a network gets half of the shared one, rounded up. */
export function guessAllowance(rule: RateRule): GuessAllowance {
  return {
    shared: rule,
    perNetwork: { ...rule, name: `${rule.name}-network`, limit: Math.ceil(rule.limit / 2) },
    perDevice: { ...rule, name: `${rule.name}-device` },
  }
}

/** One counter a guess is counted on. */
interface Counter {
  rule: RateRule
  subject: string
}

/**
 * What a guess at `subject` (an account's e-mail, a code) by `browser` is counted on: its own
 * device's allowance when its cookie names `accountId`, else its network's share and the shared
 * allowance, the network first, so a network over its share spends nothing of the others' tries.
 */
export function countersOf(
  allowance: GuessAllowance,
  subject: string,
  accountId: string | null,
  browser: Browser,
): Counter[] {
  const { device } = browser
  if (device !== null && accountId !== null && device.clientId === accountId)
    return [{ rule: allowance.perDevice, subject: `${subject}|${device.deviceId}` }]
  return [
    { rule: allowance.perNetwork, subject: `${subject}|${browser.network}` },
    { rule: allowance.shared, subject },
  ]
}

/** Counts a guess before it is checked, refusing with the rule's 429 when any counter is spent. */
export async function spendGuess(limiter: RateLimiter, counters: Counter[]): Promise<void> {
  for (const { rule, subject } of counters) await limiter.consume(rule, subject)
}

/** Forgets the counts a right guess was counted on. */
export async function forgetGuesses(limiter: RateLimiter, counters: Counter[]): Promise<void> {
  for (const { rule, subject } of counters) await limiter.clear(rule, subject)
}
