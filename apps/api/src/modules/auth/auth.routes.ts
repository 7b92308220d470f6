import type { FastifyRequest } from 'fastify'
import {
  ChangePasswordRequestSchema,
  LoginSchema,
  RecoveryChangeRequestSchema,
  RecoveryConfirmSchema,
  RecoveryRequestSchema,
  SignupRequestSchema,
} from '@sweet-art/domain/schemas/forms'
import { UserSchema } from '@sweet-art/domain/schemas/users'
import { AppError } from '@sweet-art/domain/errors'
import { clientNetworkOf } from '../../lib/client-network'
import { assertOwnClientId } from '../../lib/ownership'
import type { Access } from '../../plugins/access'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { cookieOptions } from '../../plugins/cookie-options'
import type { SessionManager } from '../../plugins/session'
import type { ClientsService } from '../clients/clients.service'
import { RECOVERY_GRANT_TTL_MS, type AuthService } from './auth.service'

/** The cookie holding a recovery grant, sent only to the recovery routes. */
export const RECOVERY_COOKIE = 'sa_recovery'

/** Sign-up, log in and out, recovery by e-mailed code and password change (docs/product.md › Accounts). */
export function registerAuthRoutes(
  app: ZodRoutes,
  deps: {
    apiPrefix: string
    access: Access
    auth: AuthService
    clients: ClientsService
    sessions: SessionManager
  },
): void {
  const { auth, clients, sessions } = deps
  const recoveryPath = `${deps.apiPrefix}/clients/auth/recovery`
  // Counted before the input is checked, so wrong input spends the network's attempts too.
  const limitedPerNetwork = {
    preValidation: async (request: FastifyRequest) => {
      await auth.limitNetwork(clientNetworkOf(request))
    },
  }

  app.post(
    '/clients/auth/signup',
    {
      ...limitedPerNetwork,
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Create an account and sign in',
        rateLimited: true,
        body: SignupRequestSchema,
        response: { 201: UserSchema },
        answers: {
          201: 'The new client, signed in (session cookie set).',
          409: 'An account with this e-mail exists.',
        },
      },
    },
    async (request, reply) => {
      const clientId = await auth.signup(request.body)
      await sessions.start(request, reply, clientId)
      return reply.status(201).send(await clients.loadUser(clientId))
    },
  )

  app.post(
    '/clients/auth/login',
    {
      ...limitedPerNetwork,
      schema: {
        operationId: 'logIn',
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        rateLimited: true,
        body: LoginSchema,
        response: { 200: UserSchema },
        answers: {
          200: 'The client, signed in (a fresh session cookie).',
          401: 'Wrong e-mail or password.',
        },
      },
    },
    async (request, reply) => {
      const clientId = await auth.login(request.body, sessions.browserOf(request))
      await sessions.start(request, reply, clientId)
      return clients.loadUser(clientId)
    },
  )

  app.get(
    '/clients/auth/logout',
    {
      schema: {
        operationId: 'logOut',
        tags: ['auth'],
        summary: 'Sign out and end the session',
        answers: { 204: 'Signed out.', 403: 'Asked from a foreign site.' },
      },
    },
    async (request, reply) => {
      // A GET by contract; a foreign page may not sign the customer out through a link.
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new AppError('FORBIDDEN', 'This request did not come from the shop.')
      await sessions.end(request, reply)
      return reply.status(204).send()
    },
  )

  app.post(
    '/clients/auth/recovery',
    {
      ...limitedPerNetwork,
      schema: {
        operationId: 'requestRecovery',
        tags: ['auth'],
        summary: 'E-mail a 6-digit recovery code',
        description: 'Answers 204 whether or not the account exists.',
        rateLimited: true,
        body: RecoveryRequestSchema,
        answers: { 204: 'A code is on its way if the account exists.' },
      },
    },
    async (request, reply) => {
      await auth.requestRecovery(request.body.email, sessions.browserOf(request))
      return reply.status(204).send()
    },
  )

  app.post(
    '/clients/auth/recovery/confirm',
    {
      ...limitedPerNetwork,
      schema: {
        operationId: 'confirmRecovery',
        tags: ['auth'],
        summary: 'Check the recovery code',
        rateLimited: true,
        body: RecoveryConfirmSchema,
        answers: { 204: 'The code is right: a short-lived recovery grant cookie is set.' },
      },
    },
    async (request, reply) => {
      const grant = await auth.confirmRecovery(
        request.body.email,
        request.body.code,
        sessions.browserOf(request),
      )
      void reply.setCookie(
        RECOVERY_COOKIE,
        grant,
        cookieOptions(request, recoveryPath, RECOVERY_GRANT_TTL_MS / 1000),
      )
      return reply.status(204).send()
    },
  )

  app.post(
    '/clients/auth/recovery/change',
    {
      ...limitedPerNetwork,
      schema: {
        operationId: 'completeRecovery',
        tags: ['auth'],
        summary: 'Set a new password with the recovery grant',
        rateLimited: true,
        body: RecoveryChangeRequestSchema,
        response: { 200: UserSchema },
        answers: { 200: 'The client, signed in with the new password.' },
      },
    },
    async (request, reply) => {
      const clientId = await auth.completeRecovery(
        request.cookies[RECOVERY_COOKIE],
        request.body.newPassword,
      )
      void reply.clearCookie(RECOVERY_COOKIE, cookieOptions(request, recoveryPath))
      await sessions.start(request, reply, clientId)
      return clients.loadUser(clientId)
    },
  )

  deps.access.clientsOnly(app, (client) => {
    client.post(
      '/clients/auth/password',
      {
        schema: {
          operationId: 'changePassword',
          tags: ['auth'],
          summary: 'Change the password; every other session ends',
          body: ChangePasswordRequestSchema,
          answers: { 204: 'Changed; this browser has a fresh session.' },
        },
      },
      async (request, reply) => {
        const { clientId } = request
        assertOwnClientId(request.body.clientId, clientId)
        await auth.changePassword(
          clientId,
          request.body.oldPassword,
          request.body.newPassword,
          sessions.browserOf(request),
        )
        // Every session ended with the old password; this browser keeps going with a fresh one.
        await sessions.start(request, reply, clientId)
        return reply.status(204).send()
      },
    )
  })
}
