import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Attack, AttackTarget } from './attack-kit'
import { createAttackSuite } from './attacks'

let suite: Awaited<ReturnType<typeof createAttackSuite>>
let target: AttackTarget

beforeAll(async () => {
  suite = await createAttackSuite()
  target = suite.target
})
afterAll(async () => {
  await suite.close()
})

// The list is fixed here so each attack is a test of its own; the suite decides what each tries.
const NAMES = [
  'price tampering',
  'quantity tampering',
  'amounts past the ceiling',
  'IDOR on every client-scoped route',
  'session fixation and reuse after sign-out',
  'CSRF from a foreign Origin on every state-changing route',
  'forged and replayed webhooks',
  'brute force on login and recovery codes',
  'malicious SVGs and polyglot files',
  'oversized and deeply nested bodies',
  'SQL and script injection in every text field',
  'delivery address text swapped under a place id',
  'delivery dates the calendar does not offer',
  'guest orders mailing a stranger',
  'guest orders to one mailbox under many dressings',
  'spoofed X-Forwarded-For on every per-IP limit',
  'one IPv6 /64 posing as many clients on every per-network limit',
  'paid maps lookups through address saves and checkouts',
  'slow headers and bodies (slowloris)',
  'sandbox payments on a public https shop',
  'a made-up Host header on every page request',
  'secrets written to the request log',
  'customer text posing as the shop in e-mails',
  'forged e-mailed order links',
  'parallel password-guessing bursts',
  'account takeover by e-mail change with a stolen session',
  'a stranger shutting an account out from one network',
  'decompression-bomb photos',
  'large uploads to orders one cannot change',
  'parallel uploads past the photo cap',
  'CSS escapes in SVG styles',
]

function attackNamed(name: string): Attack {
  const attack = suite.attacks.find((candidate) => candidate.name === name)
  if (!attack) throw new Error(`no attack named ${name}`)
  return attack
}

test('the suite runs every attack the tests name', () => {
  expect(suite.attacks.map((attack) => attack.name)).toEqual(NAMES)
})

test.each(NAMES)(
  '%s: the shop holds',
  async (name) => {
    const outcome = await attackNamed(name).run(target)
    expect(outcome.breaches).toEqual([])
    expect(outcome.tried).toBeGreaterThan(0)
  },
  120_000,
)
