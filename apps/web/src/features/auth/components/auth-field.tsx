import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { Field } from '@/components/ui/field'
import styles from './auth-form.module.css'

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string
  /** Shown only once the form has judged the field, i.e. after it was touched (docs/product.md › Validation). */
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled input of the auth forms on the modal's light surface; a password one can be shown. */
export function AuthField({ label, error, hint, type = 'text', ref, ...input }: AuthFieldProps) {
  const [isPasswordShown, setPasswordShown] = useState(false)
  const isPassword = type === 'password'

  return (
    <Field label={label} error={error} hint={hint} look={styles}>
      {({ id, describedBy }) => (
        <div className={styles.control}>
          <input
            {...input}
            ref={ref}
            id={id}
            type={isPassword && isPasswordShown ? 'text' : type}
            className={`${styles.input ?? ''} ${isPassword ? (styles.withToggle ?? '') : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          {isPassword && (
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setPasswordShown((shown) => !shown)}
              aria-label={isPasswordShown ? `Hide ${label}` : `Show ${label}`}
              aria-pressed={isPasswordShown}
            >
              {isPasswordShown ? 'Hide' : 'Show'}
            </button>
          )}
        </div>
      )}
    </Field>
  )
}
