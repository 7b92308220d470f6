import { useMutation } from '@tanstack/react-query'
import { UserSchema, type User } from '@sweet-art/domain/schemas/users'
import { apiRequest } from '@/lib/api-client'

/** The body of `PATCH /clients`: only the changed fields; `birthDate` null clears it (docs/product.md › Forms). */
export interface ProfileChange {
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  birthDate?: string | null
  /** Sent with a new e-mail, which only the current password may confirm. */
  currentPassword?: string
}

// The contract answers "user"; only the profile call promises its addresses and orders.
const UpdatedUserSchema = UserSchema.partial({ addressesData: true, orders: true })

/** `PATCH /clients` with the changed profile fields; answers the updated client (docs/product.md › Accounts). */
export function updateProfile(change: ProfileChange): Promise<Partial<User>> {
  return apiRequest('/clients', { method: 'PATCH', body: change, schema: UpdatedUserSchema })
}

/** Save the Personal information form. */
export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: updateProfile })
}
