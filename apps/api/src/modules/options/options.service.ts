import type { Database } from '@sweet-art/db/database'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import { createRefreshable, type Refreshable } from '../../lib/refreshable'
import type { InvalidationBus } from '../../providers/shared-state/shared-state'
import { readOptionsRow, type OptionsRow } from './options.repository'

/** The shop's options held in memory; refreshed whenever the baker changes them. */
export type OptionsCache = Refreshable<AppOptions>

/** Builds the in-memory options over the database; a refresh reaches every instance through `bus`. */
export function createOptionsCache(db: Database, bus: InvalidationBus): OptionsCache {
  return createRefreshable(
    async () => {
      const row = await readOptionsRow(db)
      return {
        updatedAt: row.updatedAt.toISOString(),
        // The shop offers accounts; the storefront shows sign-in when this is true.
        isAuth: true,
        appDelivery: row.appDelivery,
        closeOrderDates: { closeDates: row.closeDates, closeWeekDays: row.closeWeekDays },
        unpaidHolds: row.unpaidHolds,
      }
    },
    { topic: 'options', bus },
  )
}

/** The stored options read fresh, past the cache: what a change by the baker starts from. */
export function readStoredOptions(db: Database): Promise<OptionsRow> {
  return readOptionsRow(db)
}
