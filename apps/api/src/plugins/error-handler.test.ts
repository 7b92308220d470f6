import { expect, test } from 'vitest'
import { AppError } from '@sweet-art/domain/errors'
import { toErrorReply } from './error-handler'

test.each([
  ['VALIDATION', 400],
  ['UNAUTHORIZED', 401],
  ['FORBIDDEN', 403],
  ['NOT_FOUND', 404],
  ['CONFLICT', 409],
  ['RATE_LIMITED', 429],
  ['INVALID_SIGNATURE', 498],
  ['UNAVAILABLE', 503],
] as const)('an AppError %s answers %i with its own message', (code, status) => {
  expect(toErrorReply(new AppError(code, 'Shown to the customer'))).toEqual({
    status,
    body: { code, message: 'Shown to the customer' },
  })
})

test('field errors travel with a validation error', () => {
  const reply = toErrorReply(new AppError('VALIDATION', 'Check', { email: 'Enter email' }))
  expect(reply.body.fields).toEqual({ email: 'Enter email' })
})

test('an unexpected error answers 500 without its internals', () => {
  const reply = toErrorReply(new Error('connection to db at 10.0.0.3 failed: password=hunter2'))
  expect(reply.status).toBe(500)
  expect(JSON.stringify(reply.body)).not.toContain('hunter2')
  expect(reply.body.code).toBe('INTERNAL')
})
