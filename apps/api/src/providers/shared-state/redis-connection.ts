import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { DependencyUnavailableError } from '../../lib/outage'

// Short timeouts and no offline queue: while Redis is away a request fails at once with a 503
// instead of waiting in a queue until the customer gives up.
const CONNECT_TIMEOUT_MS = 2_000
const COMMAND_TIMEOUT_MS = 2_000
const MAX_RECONNECT_DELAY_MS = 2_000

/** Opens a Redis connection that reconnects forever but never queues commands while disconnected. */
export function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  role: 'commands' | 'subscriber',
): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // The subscriber's SUBSCRIBE may wait for the connection; nothing a customer waits on goes there.
    enableOfflineQueue: role === 'subscriber',
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  })
  // One line per outage, not one per reconnect attempt.
  let isDown = false
  redis.on('error', (error: Error) => {
    if (isDown) return
    isDown = true
    log.error({ err: error, role }, 'Redis is not answering')
  })
  redis.on('ready', () => {
    if (isDown) log.info({ role }, 'Redis answers again')
    isDown = false
  })
  return redis
}

/** Resolves once the connection is ready, or after `ms` (the app starts anyway and answers 503 until then). */
export function waitUntilReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
    redis.once('ready', done)
  })
}

/** Runs a Redis call, turning a connection failure into a 503 while a script's own error stays a bug. */
export async function callRedis<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof Error && error.name === 'ReplyError') throw error
    throw new DependencyUnavailableError('Redis', { cause: error })
  }
}
