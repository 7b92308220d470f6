import { useQuery } from '@tanstack/react-query'
import { UnsentMailSchema, type UnsentMail } from '@sweet-art/domain/schemas/admin-mail'
import { apiGet } from '@/lib/api-client'

/** Cache key of the e-mail that has not gone; under `session`, so signing out drops it. */
export const UNSENT_MAIL_QUERY_KEY = ['session', 'admin', 'mail'] as const

// While the page is open it follows the outbox: a message resent and refused again comes back.
const REFRESH_MS = 30_000

/** `GET /admin/mail`: the failed and late e-mail, newest first (docs/product.md › The back office). */
export function getUnsentMail(signal?: AbortSignal): Promise<UnsentMail[]> {
  return apiGet('/admin/mail', UnsentMailSchema.array(), signal)
}

/** The e-mail that has not gone, refreshed while the page is open. */
export function useUnsentMail() {
  return useQuery({
    queryKey: UNSENT_MAIL_QUERY_KEY,
    queryFn: ({ signal }) => getUnsentMail(signal),
    refetchInterval: REFRESH_MS,
  })
}
