import type { FastifyInstance } from 'fastify'
import {
  ClientDeleteRequestSchema,
  createProfilePatchSchema,
} from '@sweet-art/domain/schemas/forms'
import type { Clock } from '../../lib/clock'
import { assertOwnClientId } from '../../lib/ownership'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import type { ClientsService } from './clients.service'

/** The signed-in client's profile: read, change, delete (docs/product.md › Accounts). */
export function registerClientRoutes(
  app: FastifyInstance,
  deps: { clients: ClientsService; sessions: SessionManager; clock: Clock },
): void {
  const { clients, sessions, clock } = deps

  app.get('/clients/auth/profile', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    return clients.loadUser(clientId)
  })

  app.patch('/clients', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const body = parseWith(createProfilePatchSchema(clock()), request.body ?? {})
    assertOwnClientId(body.clientId, clientId)
    return clients.updateProfile(clientId, body)
  })

  app.delete('/clients', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const body = parseWith(ClientDeleteRequestSchema, request.body ?? {})
    assertOwnClientId(body.clientId, clientId)
    await clients.deleteAccount(clientId)
    // The database drops its session rows with the account; a Redis session store needs telling.
    await sessions.endAll(clientId)
    sessions.clearCookie(request, reply)
    return true
  })
}
