import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { AddressFormValues } from '@sweet-art/domain/schemas/forms'
import { AddressSchema, type Address } from '@sweet-art/domain/schemas/users'
import { apiPost } from '@/lib/api-client'

const CreatedAddressSchema = z.object({ address: AddressSchema })

/** `POST /clients/address`: saves a new address; the server works out its congestion flag and distance (docs/product.md › Address search). */
export async function createAddress(values: AddressFormValues): Promise<Address> {
  const answer = await apiPost('/clients/address', values, CreatedAddressSchema)
  return answer.address
}

/** Save a new address to the address book. */
export function useCreateAddressMutation() {
  return useMutation({ mutationFn: createAddress })
}
