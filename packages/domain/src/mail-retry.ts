const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * How long the shop keeps trying to send one e-mail before marking it failed, counted from when it
 * was owed: written, or sent again by the baker (docs/product.md › E-mails).
 */
export const MAIL_GIVE_UP_AFTER_MS = 72 * HOUR_MS
/**
 * An e-mail still being tried is late, and the back office shows it, once a try has failed or once
 * it has waited this long untried, as when no sender runs (docs/product.md › E-mails).
 */
export const MAIL_LATE_AFTER_MS = 5 * MINUTE_MS
/** The first hour's tries come at most this far apart, so a mail server back within minutes loses no time (docs/product.md › E-mails). */
export const MAIL_FIRST_HOUR_MAX_DELAY_MS = MINUTE_MS
/** After the first hour, tries come this far apart at most (docs/product.md › E-mails). */
export const MAIL_LATER_MAX_DELAY_MS = 30 * MINUTE_MS
// The first retry's delay; each next one doubles, up to the caps above.
const FIRST_DELAY_MS = 5_000

/** What the sender does after a failed try: try again after `delayMs`, or give up (docs/product.md › E-mails). */
export type MailRetry = { kind: 'retry'; delayMs: number } | { kind: 'giveUp' }

/**
 * When to try a failed e-mail again (docs/product.md › E-mails): doubling from 5 seconds, at most a
 * minute apart in the mail's first hour, then at most half an hour apart, until three days after
 * it was owed (`ageMs` counts from then). `random` (0 to 1) spreads each delay over its upper
 * half, so instances and messages that failed together do not all try again at the same instant.
 */
export function planMailRetry(failedTries: number, ageMs: number, random: number): MailRetry {
  if (ageMs >= MAIL_GIVE_UP_AFTER_MS) return { kind: 'giveUp' }
  const cap = ageMs < HOUR_MS ? MAIL_FIRST_HOUR_MAX_DELAY_MS : MAIL_LATER_MAX_DELAY_MS
  const doubled = FIRST_DELAY_MS * 2 ** Math.min(Math.max(failedTries - 1, 0), 20)
  const ceiling = Math.min(cap, doubled)
  const delayMs = Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random, 0), 1))
  return { kind: 'retry', delayMs: Math.min(delayMs, MAIL_GIVE_UP_AFTER_MS - ageMs) }
}
