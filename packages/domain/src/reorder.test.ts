import { expect, test } from 'vitest'
import { moveOnePlace } from './reorder'

test.each([
  ['up swaps with the one before', 2, 'up', ['a', 'c', 'b', 'd']],
  ['down swaps with the one after', 1, 'down', ['a', 'c', 'b', 'd']],
  ['the first cannot go up', 0, 'up', ['a', 'b', 'c', 'd']],
  ['the last cannot go down', 3, 'down', ['a', 'b', 'c', 'd']],
  ['an index outside the list changes nothing', 7, 'up', ['a', 'b', 'c', 'd']],
  ['a negative index changes nothing', -1, 'down', ['a', 'b', 'c', 'd']],
] as const)('%s', (_name, index, direction, expected) => {
  const items = ['a', 'b', 'c', 'd']
  expect(moveOnePlace(items, index, direction)).toEqual(expected)
  expect(items).toEqual(['a', 'b', 'c', 'd'])
})
