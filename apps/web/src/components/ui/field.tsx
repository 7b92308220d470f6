import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

/** The classes a field is drawn with; a CSS module with these names fits. */
export type FieldLook = Readonly<
  Partial<Record<'field' | 'label' | 'input' | 'hint' | 'error', string>>
>

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string
  /** Shown only once the form has judged the field, i.e. after it was touched (docs/product.md › Validation). */
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
  /** Renders another control (select, textarea, date picker…) with the ids handed out here. */
  children?: (ids: { id: string; describedBy: string | undefined }) => ReactNode
  className?: string | undefined
  look: FieldLook
}

/**
 * A labelled field drawn with the classes it is given, its hint and error tied to the control for
 * screen readers.
 */
export function Field({
  label,
  error,
  hint,
  ref,
  children,
  className,
  look,
  ...input
}: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined

  return (
    <div className={[look.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {children ? (
        children({ id, describedBy })
      ) : (
        <input
          {...input}
          ref={ref}
          id={id}
          className={look.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {hint && (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={look.error}>
          {error}
        </p>
      )}
    </div>
  )
}
