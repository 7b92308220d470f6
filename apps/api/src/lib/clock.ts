/** The current time; injected so tests can move it (code expiry, session expiry, rate-limit windows). */
export type Clock = () => Date

/** The wall clock. */
export const systemClock: Clock = () => new Date()
