import { expect, test } from 'vitest'
import { readEnv } from './env'

// TEST_NOW runs the shop on another day (docs/architecture.md › Tests): honoured by a test or
// development server, refused by a production one, whose customers live on the world's day.

test('a test or development server takes TEST_NOW as an instant with its offset', () => {
  for (const NODE_ENV of ['test', 'development'])
    expect(readEnv({ NODE_ENV, TEST_NOW: '2027-03-28T00:30:00+01:00' }).TEST_NOW).toBe(
      '2027-03-28T00:30:00+01:00',
    )
})

test.each([
  ['a production server', { TEST_NOW: '2027-03-27T10:00:00Z' }, 'TEST_NOW is for tests'],
  ['a date without a time', { NODE_ENV: 'test', TEST_NOW: '2027-03-27' }, 'ISO 8601 instant'],
  ['a time without its offset', { NODE_ENV: 'test', TEST_NOW: '2027-03-27T10:00:00' }, 'ISO 8601'],
])('%s refuses to start with TEST_NOW, in one line that says why', (_name, source, words) => {
  expect(() => readEnv(source)).toThrow(/^Invalid environment: TEST_NOW: /)
  expect(() => readEnv(source)).toThrow(words)
})

test('without TEST_NOW the shop keeps the world’s clock', () => {
  expect(readEnv({}).TEST_NOW).toBeUndefined()
})

test('only a test server takes orders without their e-mails (CHECKOUT_MAIL=false), for the checkout bench', () => {
  expect(readEnv({ NODE_ENV: 'test', CHECKOUT_MAIL: 'false' }).CHECKOUT_MAIL).toBe(false)
  expect(readEnv({}).CHECKOUT_MAIL).toBe(true)
  expect(() => readEnv({ CHECKOUT_MAIL: 'false' })).toThrow(
    /^Invalid environment: CHECKOUT_MAIL: CHECKOUT_MAIL=false is for measuring/,
  )
})
