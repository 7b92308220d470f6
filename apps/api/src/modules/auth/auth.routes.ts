import type { FastifyInstance } from 'fastify'
import {
  ChangePasswordRequestSchema,
  LoginSchema,
  RecoveryChangeRequestSchema,
  RecoveryConfirmSchema,
  RecoveryRequestSchema,
  SignupRequestSchema,
} from '@sweet-art/domain/schemas/forms'
import { AppError } from '@sweet-art/domain/errors'
import { assertOwnClientId } from '../../lib/ownership'
import { parseWith } from '../../lib/validate'
import { cookieOptions, type SessionManager } from '../../plugins/session'
import type { ClientsService } from '../clients/clients.service'
import { RECOVERY_GRANT_TTL_MS, type AuthService } from './auth.service'

/** The cookie holding a recovery grant, sent only to the recovery routes. */
export const RECOVERY_COOKIE = 'sa_recovery'

/** Sign-up, log in and out, recovery by e-mailed code and password change (docs/product.md › Accounts). */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    apiPrefix: string
    auth: AuthService
    clients: ClientsService
    sessions: SessionManager
  },
): void {
  const { auth, clients, sessions } = deps
  const recoveryPath = `${deps.apiPrefix}/clients/auth/recovery`

  app.post('/clients/auth/signup', async (request, reply) => {
    await auth.limitIp(request.ip)
    const body = parseWith(SignupRequestSchema, request.body ?? {})
    const clientId = await auth.signup(body)
    await sessions.start(request, reply, clientId)
    return reply.status(201).send(await clients.loadUser(clientId))
  })

  app.post('/clients/auth/login', async (request, reply) => {
    await auth.limitIp(request.ip)
    const body = parseWith(LoginSchema, request.body ?? {})
    const clientId = await auth.login(body)
    await sessions.start(request, reply, clientId)
    return clients.loadUser(clientId)
  })

  app.get('/clients/auth/logout', async (request, reply) => {
    // A GET by contract; a foreign page may not sign the customer out through a link.
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('FORBIDDEN', 'This request did not come from the shop.')
    await sessions.end(request, reply)
    return reply.status(204).send()
  })

  app.post('/clients/auth/recovery', async (request, reply) => {
    await auth.limitIp(request.ip)
    const { email } = parseWith(RecoveryRequestSchema, request.body ?? {})
    await auth.requestRecovery(email)
    return reply.status(204).send()
  })

  app.post('/clients/auth/recovery/confirm', async (request, reply) => {
    await auth.limitIp(request.ip)
    const { email, code } = parseWith(RecoveryConfirmSchema, request.body ?? {})
    const grant = await auth.confirmRecovery(email, code)
    void reply.setCookie(
      RECOVERY_COOKIE,
      grant,
      cookieOptions(request, recoveryPath, RECOVERY_GRANT_TTL_MS / 1000),
    )
    return reply.status(204).send()
  })

  app.post('/clients/auth/recovery/change', async (request, reply) => {
    await auth.limitIp(request.ip)
    const { newPassword } = parseWith(RecoveryChangeRequestSchema, request.body ?? {})
    const clientId = await auth.completeRecovery(request.cookies[RECOVERY_COOKIE], newPassword)
    void reply.clearCookie(RECOVERY_COOKIE, cookieOptions(request, recoveryPath))
    await sessions.start(request, reply, clientId)
    return clients.loadUser(clientId)
  })

  app.post('/clients/auth/password', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const body = parseWith(ChangePasswordRequestSchema, request.body ?? {})
    assertOwnClientId(body.clientId, clientId)
    await auth.changePassword(clientId, body.oldPassword, body.newPassword)
    // Every session ended with the old password; this browser keeps going with a fresh one.
    await sessions.start(request, reply, clientId)
    return reply.status(204).send()
  })
}
