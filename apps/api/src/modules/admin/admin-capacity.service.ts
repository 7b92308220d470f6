import type { Database } from '@sweet-art/db/database'
import type { DailyCapacity } from '@sweet-art/domain/capacity'
import type { Clock } from '../../lib/clock'
import type { CapacityService } from '../capacity/capacity.service'
import { writeAudit } from './admin.repository'
import { writeDailyCapacity } from './admin-capacity.repository'

/** The kitchen's daily capacity as the baker manages it under Options (docs/product.md › Daily capacity). */
export interface AdminCapacityService {
  read: () => Promise<DailyCapacity>
  update: (adminId: string, settings: DailyCapacity) => Promise<DailyCapacity>
}

/** Builds the back office's capacity service over the database and the capacity held in memory. */
export function createAdminCapacityService(deps: {
  db: Database
  clock: Clock
  capacity: Pick<CapacityService, 'settings'>
}): AdminCapacityService {
  const { db, clock, capacity } = deps
  return {
    read: () => capacity.settings.get(),
    async update(adminId, settings) {
      const before = await capacity.settings.get()
      await db.transaction(async (tx) => {
        await writeDailyCapacity(tx, settings, clock())
        await writeAudit(tx, {
          adminId,
          action: 'capacity.update',
          entity: 'capacity',
          entityId: '1',
          before,
          after: settings,
        })
      })
      // Every instance reloads it; checkouts read the stored figures in their own transaction.
      await capacity.settings.refresh()
      return capacity.settings.get()
    },
  }
}
