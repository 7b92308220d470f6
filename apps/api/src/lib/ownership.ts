import { AppError } from '@sweet-art/domain/errors'

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The session decides who the client is; a `clientId` in a body that names someone else is refused (docs/product.md › Accounts). */
export function assertOwnClientId(bodyClientId: string | undefined, sessionClientId: string): void {
  if (bodyClientId !== undefined && bodyClientId !== sessionClientId) {
    throw new AppError('FORBIDDEN', 'You can only see and change your own account.')
  }
}

/** Whether an id from a request can name a row at all, so a malformed one is a 404 rather than a database error. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value)
}
