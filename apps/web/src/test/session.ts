import type { QueryClient } from '@tanstack/react-query'
import { SESSION_HINT_COOKIE } from '@sweet-art/domain/constants'
import { PROFILE_QUERY_KEY } from '@/features/auth/api/get-profile'

/**
 * The readable cookie the server sets beside a session (decision 024): a stubbed API that answers
 * the profile stands for a server that signed this browser in, so the browser holds it too.
 */
export function holdSessionHintCookie(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`
}

/** The server clearing the hint, as it does with the session. */
export function dropSessionHintCookie(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`
}

/** Does at once what the signed-in client's profile poll does on its interval. */
export function pollProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: PROFILE_QUERY_KEY })
}
