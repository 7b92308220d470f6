import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * The message to show under a field: only once the field was touched or a submit was tried
 * (docs/product.md › Validation), even when another field's rule (e.g. a password match) has
 * already judged it.
 */
export function useTouchedError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'formState'>,
): (name: FieldPath<T>) => string | undefined {
  const { formState, getFieldState } = form
  return (name) => {
    const { error, isTouched } = getFieldState(name, formState)
    return isTouched || formState.isSubmitted ? error?.message : undefined
  }
}
