import type { FastifyInstance } from 'fastify'
import {
  AddressCreateRequestSchema,
  AddressDeleteRequestSchema,
  AddressUpdateRequestSchema,
} from '@sweet-art/domain/schemas/forms'
import { assertOwnClientId } from '../../lib/ownership'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import type { AddressesService } from './addresses.service'

/** The address book routes (docs/product.md › Account area): add (two paths), change, remove. */
export function registerAddressRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionManager; addresses: AddressesService },
): void {
  const { sessions, addresses } = deps

  for (const path of ['/clients/address', '/clients/address/new']) {
    app.post(path, async (request, reply) => {
      const clientId = await sessions.requireClientId(request, reply)
      const body = parseWith(AddressCreateRequestSchema, request.body ?? {})
      assertOwnClientId(body.clientId, clientId)
      return { address: await addresses.create(clientId, body) }
    })
  }

  app.patch('/clients/address/data', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const body = parseWith(AddressUpdateRequestSchema, request.body ?? {})
    assertOwnClientId(body.clientId, clientId)
    return addresses.update(clientId, body.id, body)
  })

  app.delete('/clients/address/data', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const body = parseWith(AddressDeleteRequestSchema, request.body ?? {})
    assertOwnClientId(body.clientId, clientId)
    return addresses.remove(clientId, body.addressId)
  })
}
