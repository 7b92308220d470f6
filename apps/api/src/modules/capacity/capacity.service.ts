import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { listUnavailableDays } from '@sweet-art/domain/availability'
import {
  allocateCapacity,
  cartLoad,
  dayCapacity,
  isCapacityLimited,
  type CapacityRequest,
  type DailyCapacity,
} from '@sweet-art/domain/capacity'
import { findProductAnywhere } from '@sweet-art/domain/catalog'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import type { Availability, AvailabilityQuery, DayLoad } from '@sweet-art/domain/schemas/capacity'
import type { Product, Section } from '@sweet-art/domain/schemas/catalog'
import type { Clock } from '../../lib/clock'
import { createRefreshable, type Refreshable } from '../../lib/refreshable'
import type { InvalidationBus } from '../../providers/shared-state/shared-state'
import {
  lockBookingDays,
  readBookedOn,
  readCapacityOn,
  readDailyCapacity,
} from './capacity.repository'

/**
 * How long an instance answers the calendar from the bookings it read: orders placed on another
 * instance show within this; the order's own check is always against the database
 * (docs/product.md › Daily capacity).
 */
export const BOOKED_CACHE_MS = 10_000
// Ranges of bookings kept at once; a busy shop asks for a few months at most.
const BOOKED_CACHE_RANGES = 200

/** The kitchen's daily capacity: its settings, the orders booked against it, and which days are free (docs/product.md › Daily capacity). */
export interface CapacityService {
  /** The capacity as the baker set it, from memory. */
  settings: Refreshable<DailyCapacity>
  /** Forgets the bookings this instance read, after orders were placed or cancelled here. */
  bookingsChanged: () => void
  /**
   * Inside the order's transaction, before its orders are written: which of these fit their days,
   * first come first served. Limited days are locked until the transaction ends, so no other
   * checkout, on any instance, books them meanwhile.
   */
  book: (tx: DatabaseTransaction, requests: readonly CapacityRequest[]) => Promise<boolean[]>
  /** Which days of a range the cart cannot be delivered on, and why. */
  availability: (query: AvailabilityQuery) => Promise<Availability>
  /** A day's booked units against its capacity, for the production sheet. */
  dayLoad: (date: string) => Promise<DayLoad>
}

/** Builds the capacity service over the database, the in-memory catalogue and options, and the bus that reaches other instances. */
export function createCapacityService(deps: {
  db: Database
  bus: InvalidationBus
  clock: Clock
  sections: () => Promise<Section[]>
  options: () => Promise<AppOptions>
}): CapacityService {
  const { db, clock } = deps
  const settings = createRefreshable(() => readDailyCapacity(db), {
    topic: 'capacity',
    bus: deps.bus,
  })
  const booked = new Map<string, { until: number; loads: Promise<Map<string, number>> }>()

  function bookedBetween(from: string, to: string): Promise<Map<string, number>> {
    const key = `${from}/${to}`
    const now = clock().getTime()
    const held = booked.get(key)
    if (held && held.until > now) return held.loads
    if (booked.size >= BOOKED_CACHE_RANGES) booked.clear()
    const loads = readBookedOn(db, { from, to })
    booked.set(key, { until: now + BOOKED_CACHE_MS, loads })
    loads.catch(() => booked.delete(key))
    return loads
  }

  return {
    settings,
    bookingsChanged: () => booked.clear(),

    async book(tx, requests) {
      const dates = [...new Set(requests.filter((r) => r.load > 0).map((r) => r.date))]
      if (dates.length === 0) return requests.map(() => true)
      const stored = await readCapacityOn(tx, dates)
      const limited = dates.filter((date) => dayCapacity(stored, date) !== null)
      if (limited.length === 0) return requests.map(() => true)
      await lockBookingDays(tx, limited)
      // Read after the lock: a checkout that held it first has committed its orders by now.
      const taken = await readBookedOn(tx, { dates: limited })
      return allocateCapacity(requests, (date) => dayCapacity(stored, date), taken)
    },

    async availability({ from, to, products: wanted }) {
      const [sections, options, capacity] = await Promise.all([
        deps.sections(),
        deps.options(),
        settings.get(),
      ])
      const lines = wanted.flatMap(({ productId, quantity }) => {
        const found = findProductAnywhere(sections, productId)
        return found ? [{ product: found.product, quantity }] : []
      })
      const products: Product[] = lines.map((line) => line.product)
      // Without a cart, a day is full when not one unit is left.
      const load =
        wanted.length === 0
          ? 1
          : cartLoad(
              lines.map(({ product, quantity }) => ({ capacity: product.capacity, quantity })),
            )
      const unavailable = listUnavailableDays({
        from,
        to,
        now: clock(),
        closeOrderDates: options.closeOrderDates,
        products,
        capacity,
        booked: isCapacityLimited(capacity) ? await bookedBetween(from, to) : new Map(),
        load,
      })
      return { from, to, unavailable }
    },

    async dayLoad(date) {
      const [capacity, taken] = await Promise.all([
        readDailyCapacity(db),
        readBookedOn(db, { dates: [date] }),
      ])
      return { booked: taken.get(date) ?? 0, capacity: dayCapacity(capacity, date) }
    },
  }
}
