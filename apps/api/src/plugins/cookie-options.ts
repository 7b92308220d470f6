import type { FastifyRequest } from 'fastify'

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
