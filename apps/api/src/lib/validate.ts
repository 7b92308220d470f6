import type { z } from 'zod'
import { AppError } from '@sweet-art/domain/errors'

// PostgreSQL text cannot hold U+0000; refused here it is a field error, not a failed write.
const NUL_REFUSED = 'This text contains a character the shop cannot keep.'

interface Visit {
  value: unknown
  key: string
  parent: Visit | null
}

function pathTo(visit: Visit): string[] {
  const path: string[] = []
  for (let at = visit; at.parent; at = at.parent) path.unshift(at.key)
  return path
}

// Walked with a stack of parent links, not recursion or copied paths: a body nested 100 000 deep
// must neither overflow the call stack nor take quadratic time.
function pathOfNul(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: '', parent: null }]
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (typeof visit.value === 'string' && visit.value.includes('\u0000')) return pathTo(visit)
    if (typeof visit.value !== 'object' || visit.value === null) continue
    for (const [key, child] of Object.entries(visit.value))
      pending.push({ value: child, key, parent: visit })
  }
  return null
}

const CHECK_FIELDS = 'Please check the highlighted fields.'

/**
 * Parses a request part with the shared zod schema: its data, or the 400 with `fields` that the
 * shop answers to wrong input (docs/product.md › Error answers), one message per field path.
 */
export function checkWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.infer<S> } | { error: AppError } {
  const nul = pathOfNul(value)
  if (nul)
    return {
      error: new AppError('VALIDATION', CHECK_FIELDS, { [nul.join('.') || '_']: NUL_REFUSED }),
    }
  const parsed = schema.safeParse(value)
  if (parsed.success) return { data: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  return { error: new AppError('VALIDATION', CHECK_FIELDS, fields) }
}

/** Parses a request part with the shared zod schema, throwing its 400 with `fields`. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const checked = checkWith(schema, value)
  if ('error' in checked) throw checked.error
  return checked.data
}
