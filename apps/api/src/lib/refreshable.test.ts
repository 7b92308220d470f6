import { expect, test } from 'vitest'
import type { InvalidationBus } from '../providers/shared-state/shared-state'
import { createRefreshable } from './refreshable'

const quietBus: InvalidationBus = {
  subscribe: () => undefined,
  publish: () => Promise.resolve(),
}

/** A load whose answers the test hands out, in any order. */
function loads() {
  const pending: ((value: string) => void)[] = []
  return {
    load: () => new Promise<string>((resolve) => pending.push(resolve)),
    answer: (index: number, value: string) => pending[index]?.(value),
    count: () => pending.length,
  }
}

test('a reload that started earlier but finished last does not replace the newer value', async () => {
  const source = loads()
  const cache = createRefreshable(source.load, { topic: 'test', bus: quietBus })
  const first = cache.get()
  source.answer(0, 'first')
  expect(await first).toBe('first')

  const older = cache.refresh()
  const newer = cache.refresh()
  expect(source.count()).toBe(3)
  source.answer(2, 'after both changes')
  await newer
  source.answer(1, 'after the first change only')
  await older

  expect(await cache.get()).toBe('after both changes')
})

test('reloads that finish in order each replace the value', async () => {
  const source = loads()
  const cache = createRefreshable(source.load, { topic: 'test', bus: quietBus })
  const refreshed = cache.refresh()
  source.answer(0, 'one')
  await refreshed
  expect(await cache.get()).toBe('one')
  const again = cache.refresh()
  source.answer(1, 'two')
  await again
  expect(await cache.get()).toBe('two')
})
