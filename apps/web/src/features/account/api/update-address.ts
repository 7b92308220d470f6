import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { AddressFormValues } from '@sweet-art/domain/schemas/forms'
import { AddressSchema, type Address } from '@sweet-art/domain/schemas/users'
import { apiRequest } from '@/lib/api-client'

/** `PATCH /clients/address/data`: changes a saved address; answers the whole address list. */
export function updateAddress(values: AddressFormValues & { id: string }): Promise<Address[]> {
  return apiRequest('/clients/address/data', {
    method: 'PATCH',
    body: values,
    schema: z.array(AddressSchema),
  })
}

/** Save changes to a saved address. */
export function useUpdateAddressMutation() {
  return useMutation({ mutationFn: updateAddress })
}
