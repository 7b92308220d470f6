import { expect, test } from 'vitest'
import { createInProcessLock } from './in-process-lock'

test('work under one key runs one at a time, in arrival order, and a failure frees the key', async () => {
  const lock = createInProcessLock()
  const events: string[] = []
  const step = (name: string, ms: number) => async () => {
    events.push(`${name} in`)
    await new Promise((resolve) => setTimeout(resolve, ms))
    events.push(`${name} out`)
    return name
  }
  const failing = lock.withLock('k', async () => {
    await step('failing', 20)()
    throw new Error('provider down')
  })
  const results = await Promise.allSettled([
    failing,
    lock.withLock('k', step('second', 5)),
    lock.withLock('k', step('third', 1)),
  ])
  expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
  expect(events).toEqual([
    'failing in',
    'failing out',
    'second in',
    'second out',
    'third in',
    'third out',
  ])
})

test('work under different keys does not wait', async () => {
  const lock = createInProcessLock()
  const events: string[] = []
  let release = (): void => undefined
  const held = lock.withLock('a', () => new Promise<void>((resolve) => (release = resolve)))
  await lock.withLock('b', () => Promise.resolve(void events.push('b ran')))
  expect(events).toEqual(['b ran'])
  release()
  await held
})
