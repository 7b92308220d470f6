import { z } from 'zod'
import {
  AddressCreateRequestSchema,
  AddressDeleteRequestSchema,
  AddressUpdateRequestSchema,
} from '@sweet-art/domain/schemas/forms'
import { AddressSchema } from '@sweet-art/domain/schemas/users'
import { assertOwnClientId } from '../../lib/ownership'
import type { Access } from '../../plugins/access'
import type { ZodRoutes } from '../../plugins/route-schemas'
import type { AddressesService } from './addresses.service'

const NO_ADDRESS = 'No such address of this client.'

/** The address book routes (docs/product.md › Account area): add (two paths), change, remove. */
export function registerAddressRoutes(
  app: ZodRoutes,
  deps: { access: Access; addresses: AddressesService },
): void {
  const { addresses } = deps

  deps.access.clientsOnly(app, (client) => {
    for (const path of ['/clients/address', '/clients/address/new']) {
      const isAlias = path.endsWith('/new')
      client.post(
        path,
        {
          schema: {
            operationId: isAlias ? 'addAddressAlias' : 'addAddress',
            tags: ['addresses'],
            summary: isAlias ? 'Save a new address (alias)' : 'Save a new address',
            body: AddressCreateRequestSchema,
            response: { 200: z.object({ address: AddressSchema }) },
            answers: { 200: 'The saved address, with its congestion flag and distance.' },
          },
        },
        async (request) => {
          assertOwnClientId(request.body.clientId, request.clientId)
          return { address: await addresses.create(request.clientId, request.body) }
        },
      )
    }

    client.patch(
      '/clients/address/data',
      {
        schema: {
          operationId: 'updateAddress',
          tags: ['addresses'],
          summary: 'Change a saved address',
          body: AddressUpdateRequestSchema,
          response: { 200: z.array(AddressSchema) },
          answers: { 200: 'The address book.', 404: NO_ADDRESS },
        },
      },
      async (request) => {
        assertOwnClientId(request.body.clientId, request.clientId)
        return addresses.update(request.clientId, request.body.id, request.body)
      },
    )

    client.delete(
      '/clients/address/data',
      {
        schema: {
          operationId: 'removeAddress',
          tags: ['addresses'],
          summary: 'Remove a saved address',
          body: AddressDeleteRequestSchema,
          response: { 200: z.array(AddressSchema) },
          answers: { 200: 'The address book.', 404: NO_ADDRESS },
        },
      },
      async (request) => {
        assertOwnClientId(request.body.clientId, request.clientId)
        return addresses.remove(request.clientId, request.body.addressId)
      },
    )
  })
}
