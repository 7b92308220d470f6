import { expect, test } from 'vitest'
import { z } from 'zod'
import { AppError } from '@sweet-art/domain/errors'
import { parseWith } from './validate'

const Schema = z.object({ message: z.string(), lines: z.array(z.object({ note: z.string() })) })

test('a NUL character, which PostgreSQL text cannot hold, is a 400 on its field rather than a failed write', () => {
  let thrown: unknown
  try {
    parseWith(Schema, { message: 'fine', lines: [{ note: 'a\u0000b' }] })
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(AppError)
  expect(thrown).toMatchObject({ code: 'VALIDATION' })
  expect((thrown as AppError).fields?.['lines.0.note']).toMatch(/character/)
})

test('text without NUL characters parses as before', () => {
  expect(parseWith(Schema, { message: '🎂 <b>', lines: [] })).toEqual({
    message: '🎂 <b>',
    lines: [],
  })
})

test('a body nested a hundred thousand deep is refused by the schema, not by a stack overflow', () => {
  const deep: unknown = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000))
  expect(() => parseWith(Schema, deep)).toThrow(AppError)
})
