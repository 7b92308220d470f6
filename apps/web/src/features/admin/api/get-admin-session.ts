import { useQuery } from '@tanstack/react-query'
import { AdminIdentitySchema, type AdminIdentity } from '@sweet-art/domain/schemas/admin'
import { apiGet } from '@/lib/api-client'

/** Cache key of the admin check; under `session`, so signing out or in asks again. */
export const ADMIN_SESSION_QUERY_KEY = ['session', 'admin'] as const

/** `GET /admin/session`: the signed-in admin; 401 for a visitor, 403 for a client (docs/product.md › The back office). */
export function getAdminSession(signal?: AbortSignal): Promise<AdminIdentity> {
  return apiGet('/admin/session', AdminIdentitySchema, signal)
}

/**
 * Whether the session belongs to an admin; the server checks again on every admin call. A client's
 * 403 is the expected answer, not an error to toast: the account menu then simply has no back
 * office link, and the back office says who it is for.
 */
export function useAdminSession(isEnabled = true) {
  return useQuery({
    queryKey: ADMIN_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getAdminSession(signal),
    retry: false,
    enabled: isEnabled,
    meta: { quiet: true },
  })
}
