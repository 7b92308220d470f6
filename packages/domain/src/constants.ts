/** Profile re-fetch interval while signed in (docs/product.md › Staying current). */
export const PROFILE_POLL_MS = 30_000
/**
 * A cookie the page can read, set and cleared by the server with the HttpOnly session cookie: it
 * says only that a session may exist, so a visitor's browser never asks for a profile it would be
 * refused (docs/product.md › Staying current; decision 024).
 */
export const SESSION_HINT_COOKIE = 'sa_signed_in'
/** Transactions re-fetch interval in the account area (docs/product.md › Staying current). */
export const TRANSACTIONS_POLL_MS = 20_000
/** Sections and app options re-fetch interval (docs/product.md › Staying current). */
export const CATALOG_REFETCH_MS = 300_000
/** Persisted state restore timeout; exceeding it is an error (docs/product.md › Loading and restoring state). */
export const PERSIST_RESTORE_TIMEOUT_MS = 5_000
/** Seconds before a new recovery code may be requested (docs/product.md › Accounts). */
export const RECOVERY_RESEND_S = 60
/** Autocomplete fetches suggestions only when more than this many characters are typed (docs/product.md › Addresses). */
export const AUTOCOMPLETE_MIN_CHARS = 3
/**
 * The most of one product a cart line may hold. The bakery's own price bands stop at 150 (cake pops
 * and cookies from 48 to 150), a wedding's or an office party's worth of small bakes, which one
 * kitchen can plan within the usual lead time; anything larger is planned with the customer, so the
 * shop sends them to the contact page instead of taking an unplanned order of thousands online.
 */
export const MAX_LINE_QUANTITY = 150
/** Minimum password length, the shared password rule (docs/product.md › Phone, e-mail and passwords). */
export const PASSWORD_MIN_LENGTH = 8
/** Digits in a recovery code (docs/product.md › Accounts). */
export const RECOVERY_CODE_LENGTH = 6
/** A recovery code's life (docs/product.md › Accounts). */
export const RECOVERY_CODE_TTL_MS = 15 * 60_000
/** Wrong tries that kill a recovery code (docs/product.md › Accounts). */
export const RECOVERY_CODE_MAX_ATTEMPTS = 5
/** Largest image accepted on an order, in bytes (docs/product.md › Photos on custom orders). */
export const MAX_ORDER_IMAGE_BYTES = 10 * 1024 * 1024
/** Most images one order holds (docs/product.md › Photos on custom orders). */
export const MAX_ORDER_IMAGES = 10
/** Image types accepted on orders (docs/product.md › Photos on custom orders). */
export const ORDER_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const
/** The header carrying a checkout attempt's idempotency key (docs/product.md › Sending an order twice). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
/** The allergen notice on every product page (docs/product.md › Product page). */
export const ALLERGEN_NOTICE =
  'All our products are made in a kitchen that handles nuts, dairy, eggs, gluten, soya, peanuts and other allergenic ingredients.'
