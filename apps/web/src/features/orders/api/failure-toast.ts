import { showToast } from '@/components/ui/toast-store'
import { customerMessageOf } from '@/lib/api-client'

/**
 * The shared mutation handler toasts the API's own messages and a lost connection; any other
 * failure says nothing there, yet the client is left wondering where the photos went. This says
 * `fallback` then.
 */
export function toastUnlessToldAlready(fallback: string) {
  return (error: unknown) => {
    if (customerMessageOf(error) === undefined) showToast(fallback, 'error')
  }
}
