import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BANK_REFERENCE_RANDOM_LENGTH, formatBankReference } from './bank-reference'

test('a bank reference is SA and ten characters of A–Z and 0–9, within 18', () => {
  fc.assert(
    fc.property(
      fc.uint8Array({ minLength: BANK_REFERENCE_RANDOM_LENGTH, maxLength: 32 }),
      (bytes) => {
        const reference = formatBankReference(bytes)
        expect(reference).toMatch(/^SA[A-Z0-9]{10}$/)
        expect(reference.length).toBeLessThanOrEqual(18)
      },
    ),
  )
})

test('different random bytes give different references, and too few bytes are refused', () => {
  expect(formatBankReference(new Uint8Array(10).fill(0))).toBe('SAAAAAAAAAAA')
  expect(formatBankReference(new Uint8Array(10).fill(31))).toBe('SA9999999999')
  expect(() => formatBankReference(new Uint8Array(4))).toThrow()
})
