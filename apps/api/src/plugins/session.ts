import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_HINT_COOKIE } from '@sweet-art/domain/constants'
import { AppError } from '@sweet-art/domain/errors'
import { clientNetworkOf, type ClientNetwork } from '../lib/client-network'
import type { Clock } from '../lib/clock'
import { createToken, hashToken } from '../lib/tokens'
import { cookieOptions } from './cookie-options'
import { createDeviceCookies, type KnownDevice } from './device-cookie'

/** The session cookie's name. */
export const SESSION_COOKIE = 'sa_session'

// A session is extended at most this often, so the 30-second profile poll does not write on every call.
const SLIDE_EVERY_MS = 60 * 60_000

/** The message of every 401: the web app shows it, and signs out locally on a failed profile fetch (docs/product.md › Staying current). */
export const NOT_SIGNED_IN = 'Please log in to continue.'

/** A live session as the store keeps it, found by the SHA-256 of its cookie id. */
export interface StoredSession {
  clientId: string
  lastSeenAt: Date
}

/** Where sessions live: the database by default, Redis when several instances share one (docs/product.md › Outside services). */
export interface SessionStore {
  /** The live session with this id hash, or null when unknown or expired at `now`. */
  find: (idHash: string, now: Date) => Promise<StoredSession | null>
  /** Stores a new session, forgetting the client's expired ones. */
  create: (session: {
    idHash: string
    clientId: string
    now: Date
    expiresAt: Date
  }) => Promise<void>
  /** Moves a session's expiry forward (sliding expiry). */
  touch: (
    session: { idHash: string; clientId: string },
    now: Date,
    expiresAt: Date,
  ) => Promise<void>
  /** Deletes one session. */
  delete: (idHash: string) => Promise<void>
  /** Deletes every session of a client (password change, recovery, deletion). */
  deleteAllOf: (clientId: string) => Promise<void>
}

/**
 * Who is at the other end of a request, as the guessing limits count it (docs/product.md ›
 * Accounts): its network, and the account this browser signed in to before, if it did.
 */
export interface Browser {
  network: ClientNetwork
  device: KnownDevice | null
}

/** Server-side sessions behind an HttpOnly cookie (docs/product.md › Accounts). */
export interface SessionManager {
  /** The signed-in client's id, or null; a live session's expiry slides forward. */
  currentClientId: (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>
  /** The signed-in client's id, or a 401. */
  requireClientId: (request: FastifyRequest, reply: FastifyReply) => Promise<string>
  /**
   * Signs a client in with a new session id; the request's old session, if any, is destroyed (no
   * fixation). The browser is also given the device cookie naming the account it proved itself for.
   */
  start: (request: FastifyRequest, reply: FastifyReply, clientId: string) => Promise<void>
  /** Signs the request's session out and clears the cookie. */
  end: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  /** Destroys every session of a client, wherever it was opened. */
  endAll: (clientId: string) => Promise<void>
  /** Clears the cookie without touching the database (after the sessions are gone). */
  clearCookie: (request: FastifyRequest, reply: FastifyReply) => void
  /** The request's network, and the account its device cookie names when the cookie is genuine. */
  browserOf: (request: FastifyRequest) => Browser
}

/**
 * The session hint's attributes: readable by the page's script (it holds no secret, only "a session
 * may exist") and sent on every path, since the page reads it wherever the shop starts.
 */
function hintCookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return { ...cookieOptions(request, '/', maxAgeSeconds), httpOnly: false }
}

/** Registers cookie parsing and builds the session manager over a session store. */
export async function registerSessions(
  app: FastifyInstance,
  options: {
    store: SessionStore
    clock: Clock
    ttlMs: number
    cookiePath: string
    /** Signs the device cookies; every instance needs the same one. */
    deviceSecret: string
  },
): Promise<SessionManager> {
  await app.register(cookie)
  const { store, clock, ttlMs, cookiePath } = options
  const devices = createDeviceCookies({ secret: options.deviceSecret, cookiePath })
  const resolved = new WeakMap<FastifyRequest, Promise<string | null>>()

  function setCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
    const maxAgeSeconds = Math.floor(ttlMs / 1000)
    void reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, cookiePath, maxAgeSeconds))
    // The hint lives and dies with the session cookie, on every page, for the page's script to read.
    void reply.setCookie(SESSION_HINT_COOKIE, '1', hintCookieOptions(request, maxAgeSeconds))
  }

  async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const token = request.cookies[SESSION_COOKIE]
    if (!token) return null
    const idHash = hashToken(token)
    const now = clock()
    const session = await store.find(idHash, now)
    if (!session) {
      // An expired or ended session: the browser stops hinting at it and asking for its profile.
      manager.clearCookie(request, reply)
      return null
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= SLIDE_EVERY_MS) {
      await store.touch(
        { idHash, clientId: session.clientId },
        now,
        new Date(now.getTime() + ttlMs),
      )
      setCookie(request, reply, token)
    }
    return session.clientId
  }

  const manager: SessionManager = {
    currentClientId(request, reply) {
      let pending = resolved.get(request)
      if (!pending) {
        pending = resolve(request, reply)
        resolved.set(request, pending)
      }
      return pending
    },
    async requireClientId(request, reply) {
      const clientId = await manager.currentClientId(request, reply)
      if (!clientId) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN)
      return clientId
    },
    async start(request, reply, clientId) {
      const old = request.cookies[SESSION_COOKIE]
      if (old) await store.delete(hashToken(old))
      const now = clock()
      const token = createToken()
      await store.create({
        idHash: hashToken(token),
        clientId,
        now,
        expiresAt: new Date(now.getTime() + ttlMs),
      })
      resolved.set(request, Promise.resolve(clientId))
      setCookie(request, reply, token)
      devices.issue(request, reply, clientId)
    },
    async end(request, reply) {
      const token = request.cookies[SESSION_COOKIE]
      if (token) await store.delete(hashToken(token))
      resolved.set(request, Promise.resolve(null))
      manager.clearCookie(request, reply)
    },
    async endAll(clientId) {
      await store.deleteAllOf(clientId)
    },
    clearCookie(request, reply) {
      void reply.clearCookie(SESSION_COOKIE, cookieOptions(request, cookiePath))
      void reply.clearCookie(SESSION_HINT_COOKIE, hintCookieOptions(request))
    },
    browserOf(request) {
      return { network: clientNetworkOf(request), device: devices.read(request) }
    },
  }
  return manager
}
