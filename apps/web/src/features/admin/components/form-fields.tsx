import { useState, type InputHTMLAttributes } from 'react'
import { Controller, useFormContext, type FieldValues } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import formStyles from '@/components/ui/form.module.css'
import { useTouchedError } from '@/lib/use-touched-error'
import adminForm from './admin-form.module.css'

interface NamedFieldProps {
  name: string
  label: string
  hint?: string
  className?: string | undefined
}

/** The message of a field of the surrounding form, once it was touched or submitted (docs/product.md › Validation). */
export function useFieldError(): (name: string) => string | undefined {
  return useTouchedError(useFormContext<FieldValues>())
}

/** A one-line text field of the surrounding form. */
export function TextField({
  name,
  label,
  hint,
  className,
  ...input
}: NamedFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children'>) {
  const { register } = useFormContext<FieldValues>()
  const errorOf = useFieldError()
  return (
    <FormField
      label={label}
      hint={hint}
      error={errorOf(name)}
      className={className}
      {...input}
      {...register(name)}
    />
  )
}

/** A multi-line text field of the surrounding form. */
export function TextAreaField({ name, label, hint, className }: NamedFieldProps) {
  const { register } = useFormContext<FieldValues>()
  const errorOf = useFieldError()
  const error = errorOf(name)
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          className={formStyles.textarea}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
      )}
    </FormField>
  )
}

/** A number field whose empty box means null, e.g. a price not set yet. */
export function NumberField({
  name,
  label,
  hint,
  className,
  step = 'any',
}: NamedFieldProps & { step?: string }) {
  const { control } = useFormContext<FieldValues>()
  const errorOf = useFieldError()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField
          label={label}
          hint={hint}
          error={errorOf(name)}
          className={className}
          type="number"
          inputMode="decimal"
          step={step}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'number' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? null : Number(event.target.value))
          }
        />
      )}
    />
  )
}

/** A list of short texts written one per line, e.g. a filling's layers; `normalise` tidies each line. */
export function LinesField({
  name,
  label,
  hint,
  className,
  normalise = (line) => line,
}: NamedFieldProps & { normalise?: (line: string) => string }) {
  const { control, getValues } = useFormContext<FieldValues>()
  const errorOf = useFieldError()
  // The text is kept as typed, so a new line can be started; the form holds its non-empty lines.
  const [text, setText] = useState(() => {
    const lines: unknown = getValues(name)
    return Array.isArray(lines) ? lines.join('\n') : ''
  })
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField
          label={label}
          hint={hint ?? 'One per line'}
          error={errorOf(name)}
          className={className}
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              name={field.name}
              ref={field.ref}
              className={formStyles.textarea}
              rows={3}
              value={text}
              aria-describedby={describedBy}
              onBlur={field.onBlur}
              onChange={(event) => {
                setText(event.target.value)
                field.onChange(
                  event.target.value
                    .split('\n')
                    .map((line) => normalise(line.trim()))
                    .filter(Boolean),
                )
              }}
            />
          )}
        </FormField>
      )}
    />
  )
}

/** A labelled checkbox of the surrounding form. */
export function CheckField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext<FieldValues>()
  return (
    <label className={adminForm.check}>
      <input type="checkbox" {...register(name)} />
      {label}
    </label>
  )
}
