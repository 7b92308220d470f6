/** A value loaded once and kept in memory until `refresh()` replaces it. */
export interface Refreshable<T> {
  /** The current value, loaded on first use; a failed load is retried by the next caller. */
  get: () => Promise<T>
  /** Reloads; readers keep the previous value until the new one is ready, and keep it if loading fails. */
  refresh: () => Promise<void>
}

/** Keeps what `load` returns in memory, so hot read routes cost no query. */
export function createRefreshable<T>(load: () => Promise<T>): Refreshable<T> {
  let current: Promise<T> | null = null
  return {
    get() {
      current ??= load().catch((error: unknown) => {
        current = null
        throw error
      })
      return current
    },
    async refresh() {
      const next = await load()
      current = Promise.resolve(next)
    },
  }
}
