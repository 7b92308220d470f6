import { orderNumber } from './orders'

// No 0/O or 1/I among the random characters, and the order number is hexadecimal (no O, no I): a
// reference read over the phone or typed into a banking app is not mistaken.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Characters of randomness in a bank transfer reference, after the order number. */
export const BANK_REFERENCE_RANDOM_LENGTH = 4

/**
 * A bank transfer reference, `SA-842C7B-K7Q4`: the shop, the order number the customer and the
 * baker quote, and 4 letters or digits from the random bytes given, so two orders whose numbers
 * agree still get references of their own; 14 characters, within UK banks' 18
 * (docs/product.md › Payments).
 */
export function formatBankReference(orderId: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < BANK_REFERENCE_RANDOM_LENGTH)
    throw new Error(`a bank reference needs ${BANK_REFERENCE_RANDOM_LENGTH} random bytes`)
  const characters = Array.from(
    randomBytes.subarray(0, BANK_REFERENCE_RANDOM_LENGTH),
    (byte) => ALPHABET[byte % ALPHABET.length],
  )
  return `SA-${orderNumber(orderId)}-${characters.join('')}`
}

// A reference as a bank statement or the baker may write it: in any case, with its hyphens, with
// spaces instead or with nothing between its parts.
const QUOTED_REFERENCE = new RegExp(
  `^SA[\\s-]*([0-9A-F]{6})[\\s-]*[${ALPHABET}]{${BANK_REFERENCE_RANDOM_LENGTH}}$`,
  'i',
)

/** The order number a bank transfer reference carries, or null when the text is no reference (docs/product.md › Payments). */
export function orderNumberOfReference(text: string): string | null {
  const match = QUOTED_REFERENCE.exec(text.trim())
  return match?.[1] ? match[1].toUpperCase() : null
}
