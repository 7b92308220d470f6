import type { QueryClient } from '@tanstack/react-query'
import { PROFILE_QUERY_KEY } from '@/features/auth/api/get-profile'

/** Does at once what the signed-in client's profile poll does on its interval. */
export function pollProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: PROFILE_QUERY_KEY })
}
