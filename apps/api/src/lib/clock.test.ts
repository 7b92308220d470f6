import { expect, test } from 'vitest'
import { clockStartingAt } from './clock'

test('a clock started at an instant shows it, then moves on as the wall clock does', () => {
  let wall = Date.parse('2026-11-28T09:00:00Z')
  const clock = clockStartingAt(new Date('2027-10-31T00:30:00+01:00'), () => new Date(wall))
  expect(clock().toISOString()).toBe('2027-10-30T23:30:00.000Z')
  wall += 90 * 60_000
  expect(clock().toISOString()).toBe('2027-10-31T01:00:00.000Z')
})
