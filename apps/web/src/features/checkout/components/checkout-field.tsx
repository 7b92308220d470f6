import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import styles from './checkout.module.css'

interface CheckoutFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'children'
> {
  label: string
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
  /** Renders another control (select, textarea, date picker, autocomplete) with the ids handed out here. */
  children?: (ids: { id: string; describedBy: string | undefined }) => ReactNode
  className?: string | undefined
}

/** A labelled checkout field with its hint and error tied to the control for screen readers. */
export function CheckoutField({
  label,
  error,
  hint,
  ref,
  children,
  className,
  ...input
}: CheckoutFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
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
