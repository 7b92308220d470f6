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
  'IDOR on every client-scoped route',
  'session fixation and reuse after sign-out',
  'CSRF from a foreign Origin on every state-changing route',
  'forged and replayed webhooks',
  'brute force on login and recovery codes',
  'malicious SVGs and polyglot files',
  'oversized and deeply nested bodies',
  'SQL and script injection in every text field',
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
