/** The current time; injected so tests can move it (code expiry, session expiry, rate-limit windows). */
export type Clock = () => Date

/** The wall clock. */
export const systemClock: Clock = () => new Date()

/**
 * A clock that shows `start` now and moves on with the wall clock from there: the shop on another
 * day, with time still passing for its sessions, limits and expiries (the `TEST_NOW` setting).
 */
export function clockStartingAt(start: Date, wallClock: Clock = systemClock): Clock {
  const offsetMs = start.getTime() - wallClock().getTime()
  return () => new Date(wallClock().getTime() + offsetMs)
}
