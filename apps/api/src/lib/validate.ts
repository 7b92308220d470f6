import type { z } from 'zod'
import { AppError } from '@sweet-art/domain/errors'

// PostgreSQL text cannot hold U+0000; refused here it is a field error, not a failed write.
const NUL_REFUSED = 'This text contains a character the shop cannot keep.'

function pathOfNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (typeof value !== 'object' || value === null) return null
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(child, [...path, key])
    if (found) return found
  }
  return null
}

/** Parses a request part with the shared zod schema, turning its issues into a 400 with `fields`. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const nul = pathOfNul(value)
  if (nul) {
    throw new AppError('VALIDATION', 'Please check the highlighted fields.', {
      [nul.join('.') || '_']: NUL_REFUSED,
    })
  }
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  throw new AppError('VALIDATION', 'Please check the highlighted fields.', fields)
}
