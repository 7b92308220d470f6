// No 0/O or 1/I, so a reference read over the phone or typed into a banking app is not mistaken.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Characters of randomness in a bank transfer reference. */
export const BANK_REFERENCE_RANDOM_LENGTH = 10

/** A bank transfer reference: `SA` and 10 letters or digits from the random bytes given, 12 characters A–Z and 0–9, within UK banks' 18 (docs/product.md › Payments). */
export function formatBankReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < BANK_REFERENCE_RANDOM_LENGTH)
    throw new Error(`a bank reference needs ${BANK_REFERENCE_RANDOM_LENGTH} random bytes`)
  const characters = Array.from(
    randomBytes.subarray(0, BANK_REFERENCE_RANDOM_LENGTH),
    (byte) => ALPHABET[byte % ALPHABET.length],
  )
  return `SA${characters.join('')}`
}
