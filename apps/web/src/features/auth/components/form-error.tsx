import { customerMessageOf } from '@/lib/api-client'
import styles from './auth-form.module.css'

/**
 * Why the last submit failed, next to the form (docs/product.md › Accounts: a failed login or
 * sign-up keeps the modal open). The server's own message when it sent one (wrong password, rate
 * limit, taken e-mail), or that the device seems offline; otherwise a plain line, since an outage
 * has no message to show.
 */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null
  const message = customerMessageOf(error) ?? 'Something went wrong. Please try again.'
  return (
    <p className={styles.formError} data-testid="form-error">
      {message}
    </p>
  )
}
