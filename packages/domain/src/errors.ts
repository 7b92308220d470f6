/** The closed set of error codes every API answer uses (docs/product.md › Error answers). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_SIGNATURE',
  'UNAVAILABLE',
  'INTERNAL',
] as const

/** One of the closed set of error codes (docs/product.md › Error answers). */
export type ErrorCode = (typeof ERROR_CODES)[number]

/** The JSON error body of every failed API call: `message` is safe to show a customer (docs/product.md › Error answers). */
export interface ErrorBody {
  message: string
  code: ErrorCode
  fields?: Record<string, string>
}

/** The one error class of the shop: a code from the closed set and a customer-safe message (docs/product.md › Error answers). */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: Record<string, string> | undefined

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
  }
}
