import { createHash, randomBytes, randomInt } from 'node:crypto'

/** Bytes of a session or grant id: 128 bits, beyond guessing. */
const TOKEN_BYTES = 16

/** A fresh random id for a cookie (128 bits, base64url). */
export function createToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

/** The SHA-256 of a cookie's id: only this is stored, so a read of the database yields no usable cookie. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A uniformly random string of `length` decimal digits, leading zeros kept. */
export function createDigitCode(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0')
}
