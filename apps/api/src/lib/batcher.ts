/** Hands one item to a batch and resolves with that item's own result once the batch is done. */
export type Batched<I, O> = (item: I) => Promise<O>

interface Waiting<I, O> {
  item: I
  resolve: (result: O) => void
  reject: (error: unknown) => void
}

/**
 * Group commit (ADR 010): items submitted in the same turn of the event loop, or while the previous
 * batch is running, go into one batch of at most `maxBatch`, so under load one statement or
 * transaction serves many requests; a lone item waits only for the turn to end, never on a timer.
 * One batch runs at a time. `run` answers one result per item, in order. When a batch fails, each
 * of its items is run again alone, so one bad item fails only its own caller.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  maxBatch: number,
): Batched<I, O> {
  const queue: Waiting<I, O>[] = []
  let isScheduled = false

  async function settle(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await run(batch.map((waiting) => waiting.item))
      batch.forEach((waiting, index) => waiting.resolve(results[index] as O))
    } catch (error) {
      if (batch.length === 1) batch.forEach((waiting) => waiting.reject(error))
      else for (const waiting of batch) await settle([waiting])
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) await settle(queue.splice(0, maxBatch))
    isScheduled = false
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (isScheduled) return
      isScheduled = true
      // PGlite answers within the same turn, so requests parsed in this turn join only if we wait for its end.
      setImmediate(() => void drain())
    })
}
