/** How long the server waits on a client, so slow or stalled connections cannot pile up. */
export interface ServerTimeouts {
  /** A request's head must arrive whole within this. */
  headersMs: number
  /** A request, head and body, must arrive whole within this. */
  requestMs: number
  /** A connection with no traffic either way is closed after this. */
  idleMs: number
  /** A kept-alive connection waits this long for its next request. */
  keepAliveMs: number
  /** How often the server looks for requests past their deadline. */
  checkEveryMs: number
}

/**
 * The shop's own limits, for when no proxy stands in front to cut slow clients off. Ten photos of
 * 10 MB in one upload need about 7 Mbit/s to arrive within two minutes. Kept-alive connections
 * outlive the 60 seconds nginx and most load balancers keep an idle upstream connection, so the
 * proxy closes them first and never sends a request down a connection the server is closing.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 30_000,
  requestMs: 120_000,
  idleMs: 90_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
}
