import type { Clock } from '../lib/clock'

/** A clock tests move by hand. */
export interface TestClock {
  now: Clock
  advance: (ms: number) => void
}

/** Starts a hand-moved clock at `start` (the real time by default). */
export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms
    },
  }
}
