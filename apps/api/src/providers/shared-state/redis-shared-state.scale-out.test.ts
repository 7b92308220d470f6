import Fastify from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestRedisPrefix, testRedisUrl } from '../../test/redis'
import { createRedisSharedState } from './redis-shared-state'
import type { SharedState } from './shared-state'

const log = Fastify({ logger: { level: 'silent' } }).log
const keys = createTestRedisPrefix()
const MINUTE = 60_000
let one: SharedState
let other: SharedState

beforeAll(async () => {
  one = await createRedisSharedState({ url: testRedisUrl(), prefix: keys.prefix, log })
  other = await createRedisSharedState({ url: testRedisUrl(), prefix: keys.prefix, log })
})
afterAll(async () => {
  await one.close()
  await other.close()
  await keys.clean()
})

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms)

test('a session stored by one instance is found by another until it expires', async () => {
  await one.sessions.create({ idHash: 'a1', clientId: 'c1', now: at(0), expiresAt: at(MINUTE) })
  expect(await other.sessions.find('a1', at(1000))).toEqual({ clientId: 'c1', lastSeenAt: at(0) })
  expect(await other.sessions.find('a1', at(MINUTE))).toBeNull()
  expect(await other.sessions.find('unknown', at(0))).toBeNull()
})

test('touching a session moves its expiry forward; deleting it ends it everywhere', async () => {
  await one.sessions.create({ idHash: 'b1', clientId: 'c2', now: at(0), expiresAt: at(MINUTE) })
  await other.sessions.touch({ idHash: 'b1', clientId: 'c2' }, at(30_000), at(2 * MINUTE))
  expect(await one.sessions.find('b1', at(MINUTE + 1))).toEqual({
    clientId: 'c2',
    lastSeenAt: at(30_000),
  })
  await other.sessions.delete('b1')
  expect(await one.sessions.find('b1', at(MINUTE + 1))).toBeNull()
})

test('touching a session that was signed out does not bring it back', async () => {
  await one.sessions.create({ idHash: 'g1', clientId: 'c5', now: at(0), expiresAt: at(MINUTE) })
  await one.sessions.delete('g1')
  await other.sessions.touch({ idHash: 'g1', clientId: 'c5' }, at(1000), at(2 * MINUTE))
  expect(await one.sessions.find('g1', at(2000))).toBeNull()
})

test("ending all of a client's sessions leaves other clients signed in", async () => {
  for (const idHash of ['d1', 'd2', 'd3'])
    await one.sessions.create({ idHash, clientId: 'c3', now: at(0), expiresAt: at(MINUTE) })
  await one.sessions.create({ idHash: 'e1', clientId: 'c4', now: at(0), expiresAt: at(MINUTE) })
  await other.sessions.deleteAllOf('c3')
  for (const idHash of ['d1', 'd2', 'd3']) expect(await one.sessions.find(idHash, at(1))).toBeNull()
  expect(await one.sessions.find('e1', at(1))).toMatchObject({ clientId: 'c4' })
})

test('rate-limit hits from two instances count in one window, which then starts again', async () => {
  expect(await one.rateLimits.hit('login:1.2.3.4', MINUTE, at(0))).toEqual({
    hits: 1,
    resetAt: at(MINUTE),
  })
  expect(await other.rateLimits.hit('login:1.2.3.4', MINUTE, at(1000))).toEqual({
    hits: 2,
    resetAt: at(MINUTE),
  })
  expect(await one.rateLimits.peek('login:1.2.3.4', at(2000))).toEqual({
    hits: 2,
    resetAt: at(MINUTE),
  })
  expect(await other.rateLimits.hit('login:1.2.3.4', MINUTE, at(MINUTE))).toEqual({
    hits: 1,
    resetAt: at(2 * MINUTE),
  })
  await one.rateLimits.reset('login:1.2.3.4')
  expect(await other.rateLimits.peek('login:1.2.3.4', at(MINUTE))).toBeNull()
})

test('two hundred concurrent hits from two instances are all counted', async () => {
  await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      (index % 2 ? one : other).rateLimits.hit('burst', MINUTE, at(0)),
    ),
  )
  expect(await one.rateLimits.peek('burst', at(0))).toMatchObject({ hits: 200 })
})

test('a lock held on one instance makes the other wait for it', async () => {
  const events: string[] = []
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const first = one.locks.withLock('checkout:k', async () => {
    events.push('first in')
    await held
    events.push('first out')
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  const second = other.locks.withLock('checkout:k', () => {
    events.push('second in')
    return Promise.resolve('answer')
  })
  await new Promise((resolve) => setTimeout(resolve, 100))
  release()
  await first
  expect(await second).toBe('answer')
  expect(events).toEqual(['first in', 'first out', 'second in'])
})

test('a change published by one instance reloads the other, not itself', async () => {
  const reloaded: string[] = []
  one.invalidation.subscribe('menu', () => Promise.resolve(void reloaded.push('one')))
  const otherReloaded = new Promise<void>((resolve) =>
    other.invalidation.subscribe('menu', () => {
      reloaded.push('other')
      resolve()
      return Promise.resolve()
    }),
  )
  await one.invalidation.publish('menu')
  await otherReloaded
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(reloaded).toEqual(['other'])
})

test('without an answering Redis, calls fail at once as unavailable and ping says no', async () => {
  const away = await createRedisSharedState({
    url: 'redis://127.0.0.1:1',
    prefix: keys.prefix,
    log,
  })
  // "At once": the client refuses the command before sending it, rather than queueing it until the
  // connection or the command times out, which would be a wait of seconds for the customer.
  const refusedUnsent = {
    name: 'DependencyUnavailableError',
    cause: { message: "Stream isn't writeable and enableOfflineQueue options is false" },
  }
  await expect(away.sessions.find('a1', at(0))).rejects.toMatchObject(refusedUnsent)
  await expect(away.rateLimits.hit('x', MINUTE, at(0))).rejects.toMatchObject(refusedUnsent)
  expect(await away.ping()).toBe(false)
  await away.close()
})
