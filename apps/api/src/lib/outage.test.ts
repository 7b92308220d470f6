import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { expect, test } from 'vitest'
import { toErrorReply } from '../plugins/error-handler'
import { DependencyUnavailableError, isDependencyOutage } from './outage'

test('a PostgreSQL that does not answer is an outage (a 503), through drizzle’s wrapping', async () => {
  const pool = new pg.Pool({
    connectionString: 'postgres://postgres@127.0.0.1:1/none',
    connectionTimeoutMillis: 1000,
  })
  const error: unknown = await drizzle(pool)
    .execute(sql`select 1`)
    .catch((caught: unknown) => caught)
  await pool.end()
  expect(isDependencyOutage(error)).toBe(true)
  expect(toErrorReply(error)).toEqual({
    status: 503,
    body: {
      code: 'UNAVAILABLE',
      message: 'The shop is briefly unavailable. Please try again in a moment.',
    },
  })
})

test('a connection PostgreSQL ends while shutting down is an outage', () => {
  const error = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  })
  expect(isDependencyOutage(new Error('Failed query: select 1', { cause: error }))).toBe(true)
})

test('a Redis call that failed is an outage; a bug or a constraint violation is not', () => {
  expect(isDependencyOutage(new DependencyUnavailableError('Redis', { cause: null }))).toBe(true)
  expect(isDependencyOutage(new TypeError('x is undefined'))).toBe(false)
  const unique = Object.assign(new Error('duplicate key'), { code: '23505' })
  expect(isDependencyOutage(new Error('Failed query', { cause: unique }))).toBe(false)
  expect(toErrorReply(new TypeError('x is undefined')).status).toBe(500)
})
