import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { Persister } from '@tanstack/react-query-persist-client'
import { createJSONStorage } from 'zustand/middleware'

// Cart, sections and options are kept in the browser and restored before the app renders
// (docs/product.md › Loading and restoring state).

/** localStorage key of the react-query cache (sections and app options). */
export const QUERY_CACHE_STORAGE_KEY = 'sweet-art-query-cache'
/** localStorage key of the zustand cart store. */
export const CART_STORAGE_KEY = 'sweet-art-cart'

/**
 * Bump when a persisted query's shape changes, so an old browser copy is dropped instead of
 * being fed to components that expect the new shape.
 */
export const QUERY_CACHE_BUSTER = 'v3'

/** A persisted copy older than this is discarded; the catalogue would be refetched anyway. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** The synchronous part of the Web Storage API that both persisters need. */
interface KeyValueStorage {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

// Private browsing and some WebViews throw on access; the shop still works, it just forgets.
const memoryStorage = new Map<string, string>()
const fallbackStorage: KeyValueStorage = {
  getItem: (name) => memoryStorage.get(name) ?? null,
  setItem: (name, value) => {
    memoryStorage.set(name, value)
  },
  removeItem: (name) => {
    memoryStorage.delete(name)
  },
}

function getBrowserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage
    const probe = '__sweet-art-probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return fallbackStorage
  }
}

/** The persister of the react-query cache; only queries marked `meta.persist` are written. */
export function createQueryPersister(): Persister {
  return createAsyncStoragePersister({
    storage: getBrowserStorage(),
    key: QUERY_CACHE_STORAGE_KEY,
    throttleTime: 1000,
  })
}

/**
 * Gives up restoring after `timeoutMs` (docs/product.md › Loading and restoring state: a 5 s
 * restore timeout is an error): the shop then starts with an empty cache and fetches afresh,
 * instead of waiting on storage forever.
 */
export function withRestoreTimeout(persister: Persister, timeoutMs: number): Persister {
  return {
    ...persister,
    restoreClient: async () => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => {
          console.error(
            new Error(
              `Persisted state was not restored within ${String(timeoutMs)} ms; starting without it`,
            ),
          )
          resolve(undefined)
        }, timeoutMs)
      })
      try {
        return await Promise.race([persister.restoreClient(), timeout])
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

/**
 * Which queries survive a reload: those that opt in, and only once they hold data. Typed by shape:
 * the persist packages bring their own copy of query-core, whose `Query` class is a distinct type.
 */
export function shouldPersistQuery(query: {
  meta?: { persist?: boolean } | undefined
  state: { status: string }
}): boolean {
  return query.meta?.persist === true && query.state.status === 'success'
}

/** JSON storage for zustand `persist` stores. */
export function createStoreStorage() {
  return createJSONStorage(getBrowserStorage)
}
