import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isUuid } from '../lib/ownership'
import { cookieOptions } from './cookie-options'

/** The device cookie's name. */
export const DEVICE_COOKIE = 'sa_device'

// A browser stays known for a year after its last sign-in: it is no key to the account, only an
// allowance of guesses of its own, so it may outlive any session.
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

// Names what the signature is for, so a signature made for something else never passes here.
const PURPOSE = 'sweet-art device cookie v1'

/** A browser that signed in to an account before: the account, and this browser's own id. */
export interface KnownDevice {
  clientId: string
  deviceId: string
}

/**
 * The device cookie (docs/product.md › Accounts): after a sign-in, the browser holds a signed,
 * HttpOnly cookie naming the account it proved itself for, so a stranger's guesses at that account,
 * which the cookie cannot come with, never use up this browser's allowance. The page never reads it.
 */
export interface DeviceCookies {
  /** Gives the browser a cookie for `clientId`, keeping its device id when it already had one for it. */
  issue: (request: FastifyRequest, reply: FastifyReply, clientId: string) => void
  /** The device the request's cookie names, or null when it has none or one forged or altered. */
  read: (request: FastifyRequest) => KnownDevice | null
}

function signature(secret: string, clientId: string, deviceId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${clientId}:${deviceId}`).digest()
}

/** Device cookies are `clientId.deviceId.signature`, the signature an HMAC-SHA256 over both. */
export function createDeviceCookies(options: {
  secret: string
  cookiePath: string
}): DeviceCookies {
  const { secret, cookiePath } = options

  function read(request: FastifyRequest): KnownDevice | null {
    const value = request.cookies[DEVICE_COOKIE]
    if (!value) return null
    const [clientId = '', deviceId = '', given = '', ...rest] = value.split('.')
    if (rest.length > 0 || !isUuid(clientId) || !/^[\w-]{22}$/.test(deviceId)) return null
    const expected = signature(secret, clientId, deviceId)
    const actual = Buffer.from(given, 'base64url')
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
    return { clientId, deviceId }
  }

  return {
    read,
    issue(request, reply, clientId) {
      const known = read(request)
      const deviceId =
        known?.clientId === clientId ? known.deviceId : randomBytes(16).toString('base64url')
      const signed = signature(secret, clientId, deviceId).toString('base64url')
      void reply.setCookie(
        DEVICE_COOKIE,
        `${clientId}.${deviceId}.${signed}`,
        cookieOptions(request, cookiePath, DEVICE_COOKIE_MAX_AGE_SECONDS),
      )
    },
  }
}
