/** A store the shop depends on did not answer; the error handler answers 503 instead of 500. */
export class DependencyUnavailableError extends Error {
  constructor(dependency: string, options: { cause: unknown }) {
    super(`${dependency} is not answering`, options)
    this.name = 'DependencyUnavailableError'
  }
}

// Socket-level failures: the server is down, restarting or unreachable.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])
// PostgreSQL SQLSTATE class 08 (connection exception) and 57P01-03 (shutting down, cannot connect now).
const POSTGRES_OUTAGE_STATE = /^(08|57P0[1-3])/
// node-postgres tells a broken or slow connection in words only.
const POSTGRES_OUTAGE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/

/** Whether an error (or one it wraps, as drizzle wraps the driver's) means the database or Redis is away. */
export function isDependencyOutage(error: unknown): boolean {
  let current = error
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof DependencyUnavailableError) return true
    const { code } = current as { code?: unknown }
    if (
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) || POSTGRES_OUTAGE_STATE.test(code))
    )
      return true
    if (POSTGRES_OUTAGE_MESSAGE.test(current.message)) return true
    current = current.cause
  }
  return false
}
