import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import { callRedis } from './redis-connection'
import type { InvalidationBus } from './shared-state'

const MessageSchema = z.object({ from: z.string(), topic: z.string() })

/**
 * Cache invalidation over Redis pub/sub. Pub/sub forgets messages sent while a subscriber is
 * disconnected, so every topic is reloaded whenever the subscriber (re)connects.
 */
export function createRedisInvalidationBus(options: {
  publisher: Redis
  subscriber: Redis
  prefix: string
  log: FastifyBaseLogger
}): InvalidationBus {
  const { publisher, subscriber, log } = options
  const channel = `${options.prefix}invalidate`
  const instanceId = randomUUID()
  const reloads = new Map<string, () => Promise<void>>()

  function reload(topic: string, why: string): void {
    const run = reloads.get(topic)
    if (!run) return
    run().then(
      () => log.info({ topic, why }, 'cache reloaded'),
      (error: unknown) => log.error({ err: error, topic }, 'cache reload failed'),
    )
  }

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return
    let message: unknown
    try {
      message = JSON.parse(text)
    } catch {
      message = null
    }
    const parsed = MessageSchema.safeParse(message)
    if (!parsed.success) return log.warn({ channel }, 'ignored a malformed invalidation message')
    if (parsed.data.from !== instanceId) reload(parsed.data.topic, 'changed on another instance')
  })
  subscriber.on('ready', () => {
    for (const topic of reloads.keys()) reload(topic, 'Redis (re)connected')
  })
  subscriber.subscribe(channel).catch((error: unknown) => {
    log.error({ err: error, channel }, 'could not subscribe to cache invalidations')
  })

  return {
    async publish(topic) {
      try {
        await callRedis(() =>
          publisher.publish(channel, JSON.stringify({ from: instanceId, topic })),
        )
      } catch (error) {
        // The change itself is saved; the other instances reload everything when they reconnect.
        log.error({ err: error, topic }, 'could not tell the other instances about a change')
      }
    },
    subscribe(topic, reloadTopic) {
      reloads.set(topic, reloadTopic)
    },
  }
}
