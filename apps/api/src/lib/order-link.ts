import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from './clock'
import { isUuid } from './ownership'

/**
 * How long an e-mailed order link works: orders are placed 3 to 6 weeks ahead, and the last
 * e-mail (order complete) should still open the order for a while after the day.
 */
export const ORDER_LINK_TTL_MS = 120 * 24 * 60 * 60_000

// Names what the signature is for, so a signature made for something else never passes here.
const PURPOSE = 'sweet-art order link v1'

/** Signs and checks the links e-mails carry to one order, so a guest can open it without an account. */
export interface OrderLinks {
  /** A token naming the order until `ORDER_LINK_TTL_MS` from now. */
  sign: (orderId: string) => string
  /** The order a token names, or null when it is forged, altered, malformed or expired. */
  verify: (token: string) => string | null
}

function signature(secret: string, orderId: string, expiresAt: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${orderId}:${expiresAt}`).digest()
}

/**
 * Tokens are `orderId.expiry.signature`: the expiry in seconds since 1970, base 36, and an
 * HMAC-SHA256 over both with the server's secret, so nobody without the secret can make or stretch one.
 */
export function createOrderLinks(options: { secret: string; clock: Clock }): OrderLinks {
  const { secret, clock } = options
  return {
    sign(orderId) {
      const expiresAt = Math.ceil((clock().getTime() + ORDER_LINK_TTL_MS) / 1000).toString(36)
      return `${orderId}.${expiresAt}.${signature(secret, orderId, expiresAt).toString('base64url')}`
    },
    verify(token) {
      const [orderId = '', expiresAt = '', given = '', ...rest] = token.split('.')
      if (rest.length > 0 || !isUuid(orderId) || !/^[0-9a-z]{1,12}$/.test(expiresAt)) return null
      const expected = signature(secret, orderId, expiresAt)
      const actual = Buffer.from(given, 'base64url')
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
      if (parseInt(expiresAt, 36) * 1000 <= clock().getTime()) return null
      return orderId
    },
  }
}
