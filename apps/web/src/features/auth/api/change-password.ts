import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

interface ChangePasswordBody {
  oldPassword: string
  newPassword: string
}

/** `POST /clients/auth/password`: the signed-in client's password change (docs/product.md › Accounts). */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiPost('/clients/auth/password', body)
}

/** Change the password from the profile. */
export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword })
}
