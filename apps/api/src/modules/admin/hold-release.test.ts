import { expect, test } from 'vitest'
import { startHoldRelease } from './hold-release'

// The timer each instance runs (docs/product.md › Unpaid holds): a round at a time, a failed round
// logged and followed by the next, and nothing after stop.

test('the release runs round after round, survives a failed round and stops when asked', async () => {
  const logged: { facts: object; message: string }[] = []
  const note = (facts: object, message: string) => logged.push({ facts, message })
  const log = { info: note, error: note }
  let rounds = 0
  let third: () => void = () => undefined
  const thirdRound = new Promise<void>((resolve) => {
    third = resolve
  })
  const release = startHoldRelease(
    async () => {
      rounds += 1
      if (rounds === 1) throw new Error('database away')
      if (rounds === 3) third()
      return 2
    },
    { everyMs: 5, log },
  )
  await thirdRound
  await release.stop()
  const stoppedAt = rounds
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(rounds).toBe(stoppedAt)
  expect(logged).toContainEqual({
    facts: { err: new Error('database away') },
    message: 'unpaid holds could not be released',
  })
  expect(logged).toContainEqual({ facts: { released: 2 }, message: 'unpaid holds ended' })
})
