import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { User } from '@sweet-art/domain/schemas/users'
import { PROFILE_QUERY_KEY, profileQueryOptions } from '../api/get-profile'
import { setSessionHint } from '../api/session-hint'
import type { SignedInUser } from '../api/session-user'

/** Whether a signed-in user carries everything the profile call would, so no refetch is needed. */
function isCompleteUser(user: SignedInUser): user is User {
  return user.addressesData !== undefined && user.orders !== undefined
}

/** The session: the signed-in client or null, and whether the first profile check is still running. */
export function useSession(): { user: User | null; isChecking: boolean } {
  const { data, isPending } = useQuery(profileQueryOptions)
  return { user: data ?? null, isChecking: isPending }
}

/** The signed-in client, or null for a visitor. */
export function useSessionUser(): User | null {
  return useSession().user
}

/**
 * Holds a user returned by a sign-in call as the session (docs/product.md › Accounts: login and
 * signup store the user). When the answer lacks addresses or orders, the profile is fetched before
 * resolving, so the account area never opens on a half-known client.
 */
export function useStartSession(): (user: SignedInUser) => Promise<User> {
  const queryClient = useQueryClient()
  return useCallback(
    async (user: SignedInUser) => {
      setSessionHint(true)
      if (isCompleteUser(user)) {
        queryClient.setQueryData(PROFILE_QUERY_KEY, user)
        return user
      }
      const profile = await queryClient.query({ ...profileQueryOptions, staleTime: 0 })
      if (!profile) throw new Error('Signed in, but the profile check found no session')
      return profile
    },
    [queryClient],
  )
}

/**
 * Forgets the client in this browser (docs/product.md › Accounts: logout and deletion clear the
 * user and the signed-in flag). Other queries under the `session` key hold the client's private
 * data (orders, transactions) and go with it.
 */
export function useEndSession(): () => void {
  const queryClient = useQueryClient()
  return useCallback(() => {
    setSessionHint(false)
    queryClient.setQueryData(PROFILE_QUERY_KEY, null)
    queryClient.removeQueries({
      queryKey: ['session'],
      predicate: (query) => query.queryKey[1] !== PROFILE_QUERY_KEY[1],
    })
  }, [queryClient])
}

/** Merges a change the server confirmed (profile fields, addresses) into the held client. */
export function useUpdateSessionUser(): (change: Partial<User>) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (change: Partial<User>) => {
      queryClient.setQueryData<User | null>(PROFILE_QUERY_KEY, (user) =>
        user ? { ...user, ...change } : user,
      )
    },
    [queryClient],
  )
}

/** Re-checks the session now, e.g. after a password change that may have ended it. */
export function useRecheckSession(): () => Promise<User | null> {
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.query({ ...profileQueryOptions, staleTime: 0 }),
    [queryClient],
  )
}
