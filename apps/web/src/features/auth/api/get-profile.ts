import { queryOptions } from '@tanstack/react-query'
import { PROFILE_POLL_MS } from '@sweet-art/domain/constants'
import type { User } from '@sweet-art/domain/schemas/users'
import { ApiError, apiGet } from '@/lib/api-client'
import { maySessionExist, setSessionHint } from './session-hint'

/** Cache key of the signed-in client; `null` data means signed out. */
export const PROFILE_QUERY_KEY = ['session', 'profile'] as const

/** `GET /clients/auth/profile`: the signed-in client with addresses and orders (docs/product.md › Accounts). */
export function getProfile(signal?: AbortSignal): Promise<User> {
  // A visitor's answer is a 401 with nothing to check: zod loads only for a signed-in client.
  const loadUserSchema = () =>
    import('@sweet-art/domain/schemas/users').then((module) => module.UserSchema)
  return apiGet('/clients/auth/profile', loadUserSchema, signal)
}

/**
 * The profile check, whose answer is the session: a user, or null when signed out. Any failure
 * signs out locally and silently (docs/product.md › Staying current), so it resolves to null
 * instead of throwing, and the shared error handler never shows a toast for it. A browser with no
 * session to check is signed out without asking.
 */
export async function checkProfile(signal?: AbortSignal): Promise<User | null> {
  if (!maySessionExist()) return null
  try {
    const user = await getProfile(signal)
    setSessionHint(true)
    return user
  } catch (error) {
    if (signal?.aborted) throw error
    // 401 is the ordinary answer for a visitor; anything else is worth a line in the console.
    if (!(error instanceof ApiError && error.status === 401)) console.error(error)
    setSessionHint(false)
    return null
  }
}

/** The session query: checked at start, then every PROFILE_POLL_MS while signed in (docs/product.md › Staying current). */
export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => checkProfile(signal),
  refetchInterval: (query) => (query.state.data ? PROFILE_POLL_MS : false),
  // Every mount of a session reader must not refetch; the poll keeps it fresh.
  staleTime: PROFILE_POLL_MS,
  retry: false,
})
