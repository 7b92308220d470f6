import { sql } from 'drizzle-orm'
import type { DatabaseTransaction } from '@sweet-art/db/database'
import { capacityDates, kitchenCapacity } from '@sweet-art/db/schema'
import type { DailyCapacity } from '@sweet-art/domain/capacity'

/** Replaces the kitchen's capacity: the weekdays' figures and every date of its own. */
export async function writeDailyCapacity(
  tx: DatabaseTransaction,
  settings: DailyCapacity,
  updatedAt: Date,
): Promise<void> {
  await tx
    .insert(kitchenCapacity)
    .values({ id: 1, weekdays: [...settings.weekdays], updatedAt })
    .onConflictDoUpdate({
      target: kitchenCapacity.id,
      set: { weekdays: sql`excluded.weekdays`, updatedAt },
    })
  await tx.delete(capacityDates)
  if (settings.dates.length > 0) await tx.insert(capacityDates).values([...settings.dates])
}
