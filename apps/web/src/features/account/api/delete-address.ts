import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { AddressSchema, type Address } from '@sweet-art/domain/schemas/users'
import { apiRequest } from '@/lib/api-client'

/** `DELETE /clients/address/data`: removes a saved address; answers the remaining list. */
export function deleteAddress(addressId: string): Promise<Address[]> {
  return apiRequest('/clients/address/data', {
    method: 'DELETE',
    body: { addressId },
    schema: z.array(AddressSchema),
  })
}

/** Remove a saved address. */
export function useDeleteAddressMutation() {
  return useMutation({ mutationFn: deleteAddress })
}
