import { useEffect } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/** Puts the API's per-field messages (`fields` of an error body, docs/product.md › Error answers) on the form's fields. */
export function useServerFieldErrors<T extends FieldValues>(
  error: Error | null,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): void {
  useEffect(() => {
    if (!(error instanceof ApiError) || !error.fields) return
    for (const [field, message] of Object.entries(error.fields)) {
      const name = fieldNames.find((candidate) => candidate === field)
      if (name) setError(name, { type: 'server', message })
    }
  }, [error, setError, fieldNames])
}
