import type { z } from 'zod'
import { AppError } from '@sweet-art/domain/errors'

/** Parses a request part with the shared zod schema, turning its issues into a 400 with `fields`. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  throw new AppError('VALIDATION', 'Please check the highlighted fields.', fields)
}
