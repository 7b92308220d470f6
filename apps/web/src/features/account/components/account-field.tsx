import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import styles from './account-form.module.css'

interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
  /** Renders a custom control (date picker, autocomplete) with the ids this field hands out. */
  children?: (ids: { id: string; describedBy: string | undefined }) => ReactNode
  className?: string
}

/** A labelled field of the account forms on the teal page, its hint and error tied to it. */
export function AccountField({
  label,
  error,
  hint,
  ref,
  children,
  className,
  ...input
}: AccountFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined

  return (
    <div className={`${styles.field ?? ''} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children ? (
        children({ id, describedBy })
      ) : (
        <input
          {...input}
          ref={ref}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
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
