import type { KeyedLock } from './shared-state'

/** A lock held in this process's memory: enough for one instance; the database still guards correctness. */
export function createInProcessLock(): KeyedLock {
  const tails = new Map<string, Promise<unknown>>()
  return {
    async withLock(key, work) {
      const previous = tails.get(key) ?? Promise.resolve()
      const run = previous.then(work, work)
      const tail = run.catch(() => undefined)
      tails.set(key, tail)
      try {
        return await run
      } finally {
        if (tails.get(key) === tail) tails.delete(key)
      }
    },
  }
}
