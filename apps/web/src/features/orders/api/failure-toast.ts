import { showToast } from '@/components/ui/toast-store'
import { ApiError } from '@/lib/api-client'

/**
 * The shared mutation handler toasts the API's own messages; a dropped connection says nothing
 * there, yet the client is left wondering where the photos went. This says `fallback` then.
 */
export function toastUnlessServerSaid(fallback: string) {
  return (error: unknown) => {
    if (!(error instanceof ApiError && error.hasServerMessage)) showToast(fallback, 'error')
  }
}
