import type { ReactNode } from 'react'
import buttonStyles from '@/components/ui/button.module.css'
import { FormError } from './form-error'
import styles from './auth-form.module.css'

interface AuthSubmitProps {
  /** The last submit's failure, told above the button. */
  error: Error | null
  isDisabled: boolean
  children?: ReactNode
}

/** The foot of an auth form: why the last submit failed, then the dark full-width submit button. */
export function AuthSubmit({ error, isDisabled, children = 'Submit' }: AuthSubmitProps) {
  return (
    <>
      <FormError error={error} />
      <button
        type="submit"
        className={`${buttonStyles.dark ?? ''} ${styles.submit ?? ''}`}
        disabled={isDisabled}
      >
        {children}
      </button>
    </>
  )
}
