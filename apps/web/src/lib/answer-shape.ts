import type { AnswerSchema } from './api-client'

/** A type guard for one value of an API answer. */
export type ShapeCheck<T> = (value: unknown) => value is T

/** A string. */
export const isString: ShapeCheck<string> = (value): value is string => typeof value === 'string'

/** A finite number. */
export const isNumber: ShapeCheck<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** A boolean. */
export const isBoolean: ShapeCheck<boolean> = (value): value is boolean =>
  typeof value === 'boolean'

/** One of the listed strings. */
export function isOneOf<const V extends readonly string[]>(values: V): ShapeCheck<V[number]> {
  return (value): value is V[number] => typeof value === 'string' && values.includes(value)
}

/** `check`'s type, or null. */
export function nullable<T>(check: ShapeCheck<T>): ShapeCheck<T | null> {
  return (value): value is T | null => value === null || check(value)
}

/** An array whose every item passes `check`. */
export function arrayOf<T>(check: ShapeCheck<T>): ShapeCheck<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(check)
}

/**
 * An object with a check for every key of `T`: typed against domain's own types, so a field
 * added to a schema there fails to compile here until its check is written.
 */
export function objectOf<T extends object>(checks: { [K in keyof T]-?: ShapeCheck<T[K]> }) {
  const entries: [string, ShapeCheck<unknown>][] = Object.entries(checks)
  return (value: unknown): value is T =>
    typeof value === 'object' &&
    value !== null &&
    entries.every(([key, check]) => check((value as Record<string, unknown>)[key]))
}

/** `check` as an answer schema for the api-client. */
export function answerShape<T>(check: ShapeCheck<T>, name: string): AnswerSchema<T> {
  return {
    safeParse: (value) =>
      check(value)
        ? { success: true, data: value }
        : { success: false, error: new TypeError(`The answer is not ${name}`) },
  }
}
