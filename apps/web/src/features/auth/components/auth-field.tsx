import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import styles from './auth-form.module.css'

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown only once the form has judged the field, i.e. after it was touched (spec §5). */
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled input of the auth forms, its error tied to it for screen readers. */
export function AuthField({ label, error, hint, type = 'text', ref, ...input }: AuthFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const [isPasswordShown, setPasswordShown] = useState(false)
  const isPassword = type === 'password'
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          ref={ref}
          id={id}
          type={isPassword && isPasswordShown ? 'text' : type}
          className={`${styles.input ?? ''} ${isPassword ? (styles.withToggle ?? '') : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
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
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
