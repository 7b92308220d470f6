import { ApiError } from './api-client'

/**
 * What a customer can quote to the bakery about a failure (docs/product.md › When something
 * fails): the id of the server's request when the failure came from a call the server answered,
 * so its log lines are found; otherwise a short one made here, which the console logs beside the
 * error.
 */
export function errorReferenceOf(error: unknown): string {
  if (error instanceof ApiError && error.requestId !== undefined) return error.requestId
  const bytes = crypto.getRandomValues(new Uint8Array(4))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
}
