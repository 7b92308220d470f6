import { timingSafeEqual } from 'node:crypto'
import type { Database } from '@sweet-art/db/database'
import type { CalendarFeed } from '@sweet-art/domain/schemas/admin'
import type { Clock } from '../../lib/clock'
import { buildCalendar } from '../../lib/icalendar'
import { createToken, hashToken } from '../../lib/tokens'
import type { OrdersService } from '../orders/orders.service'
import { writeAudit } from './admin.repository'
import {
  deleteCalendarFeedToken,
  readCalendarFeedHash,
  replaceCalendarFeedHash,
} from './admin-calendar.repository'
import { orderCalendarEvent, type OrdersCalendarFacts } from './orders-calendar'

/** The calendar's name as calendar apps list it. */
const CALENDAR_NAME = 'Sweet Art orders'

/**
 * The baker's private calendar feed (docs/product.md › The baker's calendar): every order as an
 * event, at an address holding a secret the baker turns on, replaces or turns off in the back office.
 */
export interface AdminCalendarService {
  address: () => Promise<CalendarFeed>
  /** A new secret address; the old one stops working at once. */
  renew: (adminId: string) => Promise<CalendarFeed>
  turnOff: (adminId: string) => Promise<CalendarFeed>
  /** The feed's iCalendar text for its secret; null for any other text, or while the feed is off. */
  feed: (token: string) => Promise<string | null>
}

/** Builds the calendar feed over the database and the orders, with the feed's address from its secret. */
export function createAdminCalendarService(deps: {
  db: Database
  clock: Clock
  orders: Pick<OrdersService, 'listForBakery'>
  /** The feed's absolute address for a secret. */
  feedUrl: (token: string) => string
  facts: OrdersCalendarFacts
}): AdminCalendarService {
  const { db, clock, orders, feedUrl, facts } = deps
  return {
    // Only a hash is kept, so the address is shown once, as it is made (docs/product.md › The baker's calendar).
    address: async () => ({ isOn: (await readCalendarFeedHash(db)) !== null, url: null }),

    async renew(adminId) {
      const token = createToken()
      await db.transaction(async (tx) => {
        await replaceCalendarFeedHash(tx, hashToken(token), clock())
        // The secret itself is never logged: the log says only that the address changed.
        await writeAudit(tx, {
          adminId,
          action: 'calendarFeed.renew',
          entity: 'calendarFeed',
          entityId: '1',
          before: null,
          after: null,
        })
      })
      return { isOn: true, url: feedUrl(token) }
    },

    async turnOff(adminId) {
      await db.transaction(async (tx) => {
        await deleteCalendarFeedToken(tx)
        await writeAudit(tx, {
          adminId,
          action: 'calendarFeed.turnOff',
          entity: 'calendarFeed',
          entityId: '1',
          before: null,
          after: null,
        })
      })
      return { isOn: false, url: null }
    },

    async feed(token) {
      const stored = await readCalendarFeedHash(db)
      // Hashes have one length whatever was sent, and are compared in constant time.
      if (stored === null || !timingSafeEqual(Buffer.from(hashToken(token)), Buffer.from(stored)))
        return null
      const all = await orders.listForBakery({})
      return buildCalendar({
        name: CALENDAR_NAME,
        events: all.map((order) => orderCalendarEvent(order, facts)),
        now: clock(),
      })
    },
  }
}
