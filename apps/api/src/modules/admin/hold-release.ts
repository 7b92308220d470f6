/** How often each instance looks for unpaid holds that have ended (docs/product.md › Unpaid holds). */
export const HOLD_RELEASE_EVERY_MS = 60_000

/** Where the rounds are reported: the app's log. */
interface ReleaseLog {
  info: (facts: object, message: string) => void
  error: (facts: object, message: string) => void
}

/** A running release of ended holds; `stop` waits for a round under way. */
export interface HoldRelease {
  stop: () => Promise<void>
}

/**
 * Runs `release` every `everyMs` on this instance, one round at a time; every instance runs its
 * own, and the rows each locks keep them apart. A failed round is logged and the next one tries
 * again: what it left is still there to release.
 */
export function startHoldRelease(
  release: () => Promise<number>,
  options: { everyMs: number; log: ReleaseLog },
): HoldRelease {
  let round: Promise<void> = Promise.resolve()
  let isStopped = false
  const timer = setInterval(() => {
    round = round.then(async () => {
      if (isStopped) return
      try {
        const released = await release()
        if (released > 0) options.log.info({ released }, 'unpaid holds ended')
      } catch (error) {
        options.log.error({ err: error }, 'unpaid holds could not be released')
      }
    })
  }, options.everyMs)
  timer.unref()
  return {
    async stop() {
      isStopped = true
      clearInterval(timer)
      await round
    },
  }
}
