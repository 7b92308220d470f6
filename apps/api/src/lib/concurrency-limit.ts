/** Runs a task once one of the limit's slots is free, and frees the slot when the task settles. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>

/**
 * A semaphore: at most `slots` tasks run at once; the others wait, first come first served. Waiting
 * costs only a queued callback, so a burst of work queues instead of running all at once.
 */
export function createConcurrencyLimit(slots: number): ConcurrencyLimit {
  const waiting: (() => void)[] = []
  let running = 0

  function release(): void {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return async (task) => {
    if (running < slots) running += 1
    // A freed slot passes straight to the next waiter, so `running` counts it already.
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }
}
