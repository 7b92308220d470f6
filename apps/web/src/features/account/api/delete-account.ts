import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client'

/** `DELETE /clients`: the account and every session of it are gone; answers `true` (docs/product.md › Accounts). */
export function deleteAccount(): Promise<boolean> {
  return apiRequest('/clients', { method: 'DELETE', schema: z.boolean() })
}

/** Delete the signed-in client's account. */
export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount })
}
