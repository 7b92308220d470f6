import type { Database } from '@sweet-art/db/database'
import type { AppOptions, OptionsInput } from '@sweet-art/domain/schemas/app-options'
import type { Clock } from '../../lib/clock'
import { readStoredOptions, type OptionsCache } from '../options/options.service'
import { writeAudit } from './admin.repository'
import { writeOptions } from './admin-options.repository'

/** The shop's delivery settings, closed days and unpaid holds' terms as the baker manages them (docs/product.md › The back office). */
export interface AdminOptionsService {
  read: () => Promise<AppOptions>
  update: (adminId: string, input: OptionsInput) => Promise<AppOptions>
}

/** Builds the options service over the database and the storefront's options cache. */
export function createAdminOptionsService(deps: {
  db: Database
  clock: Clock
  options: OptionsCache
}): AdminOptionsService {
  const { db, clock, options } = deps
  return {
    read: () => options.get(),
    async update(adminId, input) {
      const before = await readStoredOptions(db)
      // Browsers compare `updatedAt` for equality; it must change even when the clock has not moved.
      const updatedAt = new Date(Math.max(clock().getTime(), before.updatedAt.getTime() + 1))
      await db.transaction(async (tx) => {
        await writeOptions(tx, input, updatedAt)
        await writeAudit(tx, {
          adminId,
          action: 'options.update',
          entity: 'options',
          entityId: String(before.id),
          before: {
            appDelivery: before.appDelivery,
            closeOrderDates: { closeDates: before.closeDates, closeWeekDays: before.closeWeekDays },
            unpaidHolds: before.unpaidHolds,
          },
          after: input,
        })
      })
      await options.refresh()
      return options.get()
    },
  }
}
