import { hash, verify } from '@node-rs/argon2'

// argon2id is the library's default algorithm; its const enum cannot be imported under isolatedModules.
// Cost parameters are OWASP's argon2id minimum (m=19 MiB, t=2, p=1), stated here so a library upgrade cannot weaken them.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** Hashes a password (or a recovery code) with argon2id. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS)
}

/** Whether `secret` matches an argon2 hash; a malformed hash is a mismatch, never a crash. */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret)
  } catch {
    return false
  }
}

// Compared against when the account does not exist, so an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null

/** Spends the time of one verification without an account, so answers do not reveal which e-mails exist. */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummyHash ??= hashSecret('sweet-art-no-such-account')
  await verifySecret(await dummyHash, secret)
  return false
}
