import type { InvalidationBus } from '../providers/shared-state/shared-state'

/** A value loaded once and kept in memory until `refresh()` replaces it. */
export interface Refreshable<T> {
  /** The current value, loaded on first use; a failed load is retried by the next caller. */
  get: () => Promise<T>
  /**
   * Reloads after a change, here and on every other instance (the change is published on the
   * bus); readers keep the previous value until the new one is ready, and keep it if loading fails.
   */
  refresh: () => Promise<void>
}

/** Keeps what `load` returns in memory, so hot read routes cost no query; `topic` names it on the bus. */
export function createRefreshable<T>(
  load: () => Promise<T>,
  sharing: { topic: string; bus: InvalidationBus },
): Refreshable<T> {
  let current: Promise<T> | null = null
  // Reloads overlap when changes come close together, and an earlier one may finish last: only a
  // load started after the value now held may replace it, or a stale read would win.
  let started = 0
  let held = 0
  async function reload(): Promise<void> {
    const ticket = ++started
    const next = await load()
    if (ticket < held) return
    held = ticket
    current = Promise.resolve(next)
  }
  sharing.bus.subscribe(sharing.topic, reload)
  return {
    get() {
      current ??= load().catch((error: unknown) => {
        current = null
        throw error
      })
      return current
    },
    async refresh() {
      await reload()
      await sharing.bus.publish(sharing.topic)
    },
  }
}
