import { useMutation } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'
import { useEndSession } from '../hooks/use-session'

/** `GET /clients/auth/logout`: drops the server session (docs/product.md › Accounts). */
export async function logout(): Promise<void> {
  await apiGet('/clients/auth/logout')
}

/** Log out; the browser forgets the user even when the server call fails (docs/product.md › Accounts: logout clears user). */
export function useLogoutMutation() {
  const endSession = useEndSession()
  return useMutation({
    mutationFn: async () => {
      try {
        await logout()
      } finally {
        endSession()
      }
    },
  })
}
