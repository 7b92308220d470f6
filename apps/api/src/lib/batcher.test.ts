import { expect, test } from 'vitest'
import { createBatcher } from './batcher'

test('items submitted together share one batch, and each caller gets its own result', async () => {
  const batches: number[][] = []
  const double = createBatcher(async (items: number[]) => {
    batches.push(items)
    return items.map((item) => item * 2)
  }, 100)
  expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6])
  expect(batches).toEqual([[1, 2, 3]])
})

test('a batch holds at most its maximum, and the rest follow in the next batch', async () => {
  const batches: number[][] = []
  const echo = createBatcher(async (items: number[]) => {
    batches.push(items)
    return items
  }, 2)
  expect(await Promise.all([1, 2, 3].map(echo))).toEqual([1, 2, 3])
  expect(batches).toEqual([[1, 2], [3]])
})

test('one bad item fails only its own caller: the others of its batch are run again alone', async () => {
  const check = createBatcher(async (items: number[]) => {
    if (items.includes(13)) throw new Error('unlucky')
    return items.map(String)
  }, 100)
  const results = await Promise.allSettled([12, 13, 14].map(check))
  expect(results).toEqual([
    { status: 'fulfilled', value: '12' },
    { status: 'rejected', reason: new Error('unlucky') },
    { status: 'fulfilled', value: '14' },
  ])
})
