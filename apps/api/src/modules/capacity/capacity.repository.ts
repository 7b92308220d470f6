import { and, asc, eq, gte, inArray, lte, ne, sql, sum } from 'drizzle-orm'
import type { DatabaseTransaction, Executor } from '@sweet-art/db/database'
import { capacityBookings, capacityDates, kitchenCapacity, orders } from '@sweet-art/db/schema'
import { UNLIMITED_CAPACITY, type DailyCapacity } from '@sweet-art/domain/capacity'

/** The kitchen's capacity as the baker set it: unlimited every day until a figure is saved. */
export async function readDailyCapacity(db: Executor): Promise<DailyCapacity> {
  const [row] = await db
    .select({ weekdays: kitchenCapacity.weekdays })
    .from(kitchenCapacity)
    .where(eq(kitchenCapacity.id, 1))
  const dates = await db.select().from(capacityDates).orderBy(asc(capacityDates.date))
  return { weekdays: row?.weekdays ?? UNLIMITED_CAPACITY.weekdays, dates }
}

/**
 * The capacity settings of these dates as stored now, read inside the order's transaction so no
 * instance books against settings it has not heard of yet: the weekdays and the dates' own figures.
 */
export async function readCapacityOn(
  tx: DatabaseTransaction,
  dates: readonly string[],
): Promise<DailyCapacity> {
  // One statement: the settings row (made by the migration) beside the dates' own figures, if any.
  const rows = await tx
    .select({
      weekdays: kitchenCapacity.weekdays,
      date: capacityDates.date,
      units: capacityDates.units,
    })
    .from(kitchenCapacity)
    .leftJoin(capacityDates, inArray(capacityDates.date, [...dates]))
    .where(eq(kitchenCapacity.id, 1))
  return {
    weekdays: rows[0]?.weekdays ?? UNLIMITED_CAPACITY.weekdays,
    dates: rows.flatMap(({ date, units }) =>
      date === null || units === null ? [] : [{ date, units }],
    ),
  }
}

/**
 * Locks the booking row of each day until the transaction ends, making it first if need be; in
 * date order, so two instances' transactions never wait on each other in a circle. A second
 * checkout for the same day waits here and then reads the first one's order.
 */
export async function lockBookingDays(
  tx: DatabaseTransaction,
  dates: readonly string[],
): Promise<void> {
  await tx
    .insert(capacityBookings)
    .values([...dates].sort().map((deliveryDate) => ({ deliveryDate })))
    .onConflictDoUpdate({
      target: capacityBookings.deliveryDate,
      set: { deliveryDate: sql`excluded.delivery_date` },
    })
}

/** The units booked on each of the days by the orders that hold capacity (all but cancelled ones). */
export async function readBookedOn(
  db: Executor,
  days: { dates: readonly string[] } | { from: string; to: string },
): Promise<Map<string, number>> {
  const within =
    'dates' in days
      ? inArray(orders.deliveryDate, [...days.dates])
      : and(gte(orders.deliveryDate, days.from), lte(orders.deliveryDate, days.to))
  const rows = await db
    .select({ date: orders.deliveryDate, units: sum(orders.capacityUnits).mapWith(Number) })
    .from(orders)
    .where(and(within, ne(orders.status, 'cancelled')))
    .groupBy(orders.deliveryDate)
  return new Map(rows.map((row) => [row.date, row.units]))
}
