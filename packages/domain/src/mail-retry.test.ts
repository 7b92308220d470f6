import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  MAIL_FIRST_HOUR_MAX_DELAY_MS,
  MAIL_GIVE_UP_AFTER_MS,
  MAIL_LATER_MAX_DELAY_MS,
  planMailRetry,
} from './mail-retry'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

test.each([
  [1, 0, 1, 5_000],
  [1, 0, 0, 2_500],
  [2, 10_000, 1, 10_000],
  [4, 2 * MINUTE, 1, 40_000],
  [5, 5 * MINUTE, 1, MINUTE],
  [30, 50 * MINUTE, 1, MINUTE],
  [30, 2 * HOUR, 1, 30 * MINUTE],
])('try %i failed at age %i ms (random %d): next in %i ms', (tries, age, random, delay) => {
  expect(planMailRetry(tries, age, random)).toEqual({ kind: 'retry', delayMs: delay })
})

test('three days after it was written, a mail is given up', () => {
  expect(planMailRetry(200, MAIL_GIVE_UP_AFTER_MS, 0.5)).toEqual({ kind: 'giveUp' })
})

test('retries stay within their caps, and the last one falls within the three days', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 0, max: MAIL_GIVE_UP_AFTER_MS - 1 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (tries, age, random) => {
        const plan = planMailRetry(tries, age, random)
        if (plan.kind !== 'retry') throw new Error('a mail younger than three days is retried')
        const cap = age < HOUR ? MAIL_FIRST_HOUR_MAX_DELAY_MS : MAIL_LATER_MAX_DELAY_MS
        expect(plan.delayMs).toBeGreaterThan(0)
        expect(plan.delayMs).toBeLessThanOrEqual(cap)
        expect(age + plan.delayMs).toBeLessThanOrEqual(MAIL_GIVE_UP_AFTER_MS)
      },
    ),
  )
})
