import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import type { Clock } from '../lib/clock'
import { createToken, hashToken } from '../lib/tokens'
import {
  deleteClientSessions,
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from '../modules/auth/sessions.repository'

/** The session cookie's name. */
export const SESSION_COOKIE = 'sa_session'

// A session is extended at most this often, so the 30-second profile poll does not write on every call.
const SLIDE_EVERY_MS = 60 * 60_000

/** The message of every 401: the web app shows it, and signs out locally on a failed profile fetch (spec §4). */
export const NOT_SIGNED_IN = 'Please log in to continue.'

/** Server-side sessions behind an HttpOnly cookie (decisions §2). */
export interface SessionManager {
  /** The signed-in client's id, or null; a live session's expiry slides forward. */
  currentClientId: (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>
  /** The signed-in client's id, or a 401. */
  requireClientId: (request: FastifyRequest, reply: FastifyReply) => Promise<string>
  /** Signs a client in with a new session id; the request's old session, if any, is destroyed (no fixation). */
  start: (request: FastifyRequest, reply: FastifyReply, clientId: string) => Promise<void>
  /** Signs the request's session out and clears the cookie. */
  end: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  /** Destroys every session of a client, wherever it was opened. */
  endAll: (clientId: string) => Promise<void>
  /** Clears the cookie without touching the database (after the sessions are gone). */
  clearCookie: (request: FastifyRequest, reply: FastifyReply) => void
}

/** Cookie attributes shared by the shop's cookies: HttpOnly, SameSite=Lax, Secure when the request came over HTTPS. */
export function cookieOptions(request: FastifyRequest, path: string, maxAgeSeconds?: number) {
  return {
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  }
}

/** Registers cookie parsing and builds the session manager over the `sessions` table. */
export async function registerSessions(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; ttlMs: number; cookiePath: string },
): Promise<SessionManager> {
  await app.register(cookie)
  const { db, clock, ttlMs, cookiePath } = options
  const resolved = new WeakMap<FastifyRequest, Promise<string | null>>()

  function setCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
    void reply.setCookie(
      SESSION_COOKIE,
      token,
      cookieOptions(request, cookiePath, Math.floor(ttlMs / 1000)),
    )
  }

  async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const token = request.cookies[SESSION_COOKIE]
    if (!token) return null
    const idHash = hashToken(token)
    const now = clock()
    const session = await findLiveSession(db, idHash, now)
    if (!session) return null
    if (now.getTime() - session.lastSeenAt.getTime() >= SLIDE_EVERY_MS) {
      await touchSession(db, idHash, now, new Date(now.getTime() + ttlMs))
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
      if (old) await deleteSession(db, hashToken(old))
      const now = clock()
      await deleteExpiredSessions(db, clientId, now)
      const token = createToken()
      await insertSession(db, {
        idHash: hashToken(token),
        clientId,
        now,
        expiresAt: new Date(now.getTime() + ttlMs),
      })
      resolved.set(request, Promise.resolve(clientId))
      setCookie(request, reply, token)
    },
    async end(request, reply) {
      const token = request.cookies[SESSION_COOKIE]
      if (token) await deleteSession(db, hashToken(token))
      resolved.set(request, Promise.resolve(null))
      manager.clearCookie(request, reply)
    },
    async endAll(clientId) {
      await deleteClientSessions(db, clientId)
    },
    clearCookie(request, reply) {
      void reply.clearCookie(SESSION_COOKIE, cookieOptions(request, cookiePath))
    },
  }
  return manager
}
