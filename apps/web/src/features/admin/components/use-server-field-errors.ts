import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/**
 * Puts the API's field messages (`fields`, keyed by dotted path) under the matching fields; the
 * whole message already went to a toast through the shared error handler.
 */
export function useServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>) {
  return (error: unknown) => {
    if (!(error instanceof ApiError) || !error.fields) return
    for (const [field, message] of Object.entries(error.fields))
      setError(field as Path<T>, { message }, { shouldFocus: true })
  }
}
