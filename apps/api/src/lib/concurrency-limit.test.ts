import { expect, test } from 'vitest'
import { createConcurrencyLimit } from './concurrency-limit'

/** A task that runs until the test lets it finish, and says when it started. */
function controlledTask(started: number[], index: number) {
  let finish: (outcome: 'done' | 'fail') => void = () => undefined
  const task = () => {
    started.push(index)
    return new Promise<number>((resolve, reject) => {
      finish = (outcome) => (outcome === 'done' ? resolve(index) : reject(new Error('failed')))
    })
  }
  return { task, finish: (outcome: 'done' | 'fail') => finish(outcome) }
}

test('at most the limit of tasks run at once; the others start in turn as slots free up', async () => {
  const limit = createConcurrencyLimit(2)
  const started: number[] = []
  const tasks = [0, 1, 2, 3].map((index) => controlledTask(started, index))
  const results = tasks.map(({ task }) => limit(task))
  await Promise.resolve()
  expect(started).toEqual([0, 1])

  tasks[0]?.finish('done')
  expect(await results[0]).toBe(0)
  expect(started).toEqual([0, 1, 2])

  // A failing task frees its slot too.
  tasks[1]?.finish('fail')
  await expect(results[1]).rejects.toThrow('failed')
  expect(started).toEqual([0, 1, 2, 3])

  tasks[2]?.finish('done')
  tasks[3]?.finish('done')
  expect(await Promise.all(results.slice(2))).toEqual([2, 3])
})

test('a freed slot can be taken again by a task that comes later', async () => {
  const limit = createConcurrencyLimit(1)
  expect(await limit(async () => 'first')).toBe('first')
  expect(await limit(async () => 'second')).toBe('second')
})
