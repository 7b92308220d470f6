import { z } from 'zod'
import {
  ClientDeleteRequestSchema,
  createProfilePatchSchema,
} from '@sweet-art/domain/schemas/forms'
import { UserSchema } from '@sweet-art/domain/schemas/users'
import type { Clock } from '../../lib/clock'
import { assertOwnClientId } from '../../lib/ownership'
import { parseWith } from '../../lib/validate'
import type { Access } from '../../plugins/access'
import type { ZodRoutes } from '../../plugins/route-schemas'
import type { SessionManager } from '../../plugins/session'
import type { ClientsService } from './clients.service'

/** The signed-in client's profile: read, change, delete (docs/product.md › Accounts). */
export function registerClientRoutes(
  app: ZodRoutes,
  deps: { access: Access; clients: ClientsService; sessions: SessionManager; clock: Clock },
): void {
  const { clients, sessions, clock } = deps

  deps.access.clientsOnly(app, (client) => {
    client.get(
      '/clients/auth/profile',
      {
        schema: {
          operationId: 'getProfile',
          tags: ['clients'],
          summary: 'The signed-in client, with addresses and orders',
          response: { 200: UserSchema },
          answers: { 200: 'The signed-in client.' },
        },
      },
      async (request) => clients.loadUser(request.clientId),
    )

    client.patch(
      '/clients',
      {
        schema: {
          operationId: 'updateProfile',
          tags: ['clients'],
          summary: 'Change profile fields; only the changed ones are sent',
          description:
            'A new e-mail needs `currentPassword`, checked under the sign-in lockout: 400 on `currentPassword` when it is missing or wrong. The old address is told of the change.',
          handlerBody: { json: createProfilePatchSchema(clock()) },
          response: { 200: UserSchema },
          answers: {
            200: 'The signed-in client.',
            409: 'Another account has this e-mail.',
            429: 'Too many wrong passwords for this account; see `Retry-After`.',
          },
        },
      },
      async (request) => {
        // Parsed here, not by the route's schema: the birth date's range moves with today's date.
        const body = parseWith(createProfilePatchSchema(clock()), request.body ?? {})
        assertOwnClientId(body.clientId, request.clientId)
        return clients.updateProfile(request.clientId, body, sessions.browserOf(request))
      },
    )

    client.delete(
      '/clients',
      {
        schema: {
          operationId: 'deleteAccount',
          tags: ['clients'],
          summary: 'Delete the account and its sessions',
          body: ClientDeleteRequestSchema,
          response: { 200: z.literal(true) },
          answers: { 200: 'Deleted.' },
        },
      },
      async (request, reply) => {
        const { clientId } = request
        assertOwnClientId(request.body.clientId, clientId)
        await clients.deleteAccount(clientId)
        // The database drops its session rows with the account; a Redis session store needs telling.
        await sessions.endAll(clientId)
        sessions.clearCookie(request, reply)
        return true as const
      },
    )
  })
}
