import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  BANK_REFERENCE_RANDOM_LENGTH,
  formatBankReference,
  orderNumberOfReference,
} from './bank-reference'
import { orderNumber } from './orders'

const ORDER_ID = '5f1d3c2a-9b7e-4c1d-8a2b-000000842c7b'

test('a bank reference is SA, the order number and four characters of A–Z and 2–9, within 18', () => {
  fc.assert(
    fc.property(
      fc.uuid(),
      fc.uint8Array({ minLength: BANK_REFERENCE_RANDOM_LENGTH, maxLength: 32 }),
      (orderId, bytes) => {
        const reference = formatBankReference(orderId, bytes)
        expect(reference).toMatch(/^SA-[0-9A-F]{6}-[A-HJ-NP-Z2-9]{4}$/)
        expect(reference).toContain(orderNumber(orderId))
        expect(reference.length).toBeLessThanOrEqual(18)
        expect(orderNumberOfReference(reference)).toBe(orderNumber(orderId))
      },
    ),
  )
})

test('different random bytes give different references, and too few bytes are refused', () => {
  expect(formatBankReference(ORDER_ID, new Uint8Array(4).fill(0))).toBe('SA-842C7B-AAAA')
  expect(formatBankReference(ORDER_ID, new Uint8Array(4).fill(31))).toBe('SA-842C7B-9999')
  expect(() => formatBankReference(ORDER_ID, new Uint8Array(3))).toThrow()
})

test.each([
  ['SA-842C7B-K7Q4', '842C7B'],
  ['sa-842c7b-k7q4', '842C7B'],
  ['SA842C7BK7Q4', '842C7B'],
  [' SA 842C7B K7Q4 ', '842C7B'],
  ['SA-842C7B', null],
  ['SA-842C7B-K7Q', null],
  ['SA-842C7G-K7Q4', null],
  ['SA-842C7B-K7Q1', null],
  ['842C7B', null],
  ['SAK7M2Q9X4PD', null],
])('the reference %j names order number %s', (text, number) => {
  expect(orderNumberOfReference(text)).toBe(number)
})
