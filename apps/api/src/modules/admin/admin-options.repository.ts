import { eq } from 'drizzle-orm'
import type { DatabaseTransaction } from '@sweet-art/db/database'
import { appOptions } from '@sweet-art/db/schema'
import type { OptionsInput } from '@sweet-art/domain/schemas/app-options'

/** Writes the shop's settings row with a new `updatedAt`, which tells browsers to fetch them again. */
export async function writeOptions(
  tx: DatabaseTransaction,
  input: OptionsInput,
  updatedAt: Date,
): Promise<void> {
  await tx
    .update(appOptions)
    .set({
      appDelivery: input.appDelivery,
      closeDates: input.closeOrderDates.closeDates,
      closeWeekDays: input.closeOrderDates.closeWeekDays,
      unpaidHolds: input.unpaidHolds,
      updatedAt,
    })
    .where(eq(appOptions.id, 1))
}
