/** Profile re-fetch interval while signed in (spec §4, §9). */
export const PROFILE_POLL_MS = 30_000
/** Transactions re-fetch interval in the account area (spec §4, §9). */
export const TRANSACTIONS_POLL_MS = 20_000
/** Sections and app options re-fetch interval (spec §7, §9). */
export const CATALOG_REFETCH_MS = 300_000
/** Persisted state restore timeout; exceeding it is an error (spec §4, §8, §9). */
export const PERSIST_RESTORE_TIMEOUT_MS = 5_000
/** Seconds before a new recovery code may be requested (spec §4, §9). */
export const RECOVERY_RESEND_S = 60
/** Autocomplete fetches suggestions only when more than this many characters are typed (spec §4, §9). */
export const AUTOCOMPLETE_MIN_CHARS = 3
/**
 * The most of one product a cart line may hold. The bakery's own price bands stop at 150 (cake pops
 * and cookies from 48 to 150), a wedding's or an office party's worth of small bakes, which one
 * kitchen can plan within the usual lead time; anything larger is planned with the customer, so the
 * shop sends them to the contact page instead of taking an unplanned order of thousands online.
 */
export const MAX_LINE_QUANTITY = 150
/** Minimum password length, the shared password rule (decisions §6). */
export const PASSWORD_MIN_LENGTH = 8
/** Digits in a recovery code (decisions §6). */
export const RECOVERY_CODE_LENGTH = 6
/** A recovery code's life (decisions §6). */
export const RECOVERY_CODE_TTL_MS = 15 * 60_000
/** Wrong tries that kill a recovery code (decisions §6). */
export const RECOVERY_CODE_MAX_ATTEMPTS = 5
/** Largest image accepted on an order, in bytes (decisions §5). */
export const MAX_ORDER_IMAGE_BYTES = 10 * 1024 * 1024
/** Most images one order holds (decisions §5). */
export const MAX_ORDER_IMAGES = 10
/** Image types accepted on orders (spec §5, decisions §5). */
export const ORDER_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const
/** The header carrying a checkout attempt's idempotency key (decisions §2). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
/** The allergen notice on every product page (spec §2 Product page). */
export const ALLERGEN_NOTICE =
  'All our products are made in a kitchen that handles nuts, dairy, eggs, gluten, soya, peanuts and other allergenic ingredients.'
