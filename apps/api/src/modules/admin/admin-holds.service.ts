import type { Database } from '@sweet-art/db/database'
import { toPounds } from '@sweet-art/domain/money'
import type { UnpaidHoldAnswer } from '@sweet-art/domain/schemas/admin-holds'
import { hasHoldEnded, unpaidHoldOf } from '@sweet-art/domain/unpaid-holds'
import type { Clock } from '../../lib/clock'
import type { MailOutbox } from '../../providers/mail/mail-outbox'
import type { PaymentProvider } from '../../providers/payments/payment-provider'
import type { CapacityService } from '../capacity/capacity.service'
import type { OrderMailFacts } from '../orders/orders.mails'
import type { OrdersService } from '../orders/orders.service'
import { holdEndedMail } from './admin.mails'
import { writeAudit } from './admin.repository'
import { listUnpaidOrders, lockEndedHolds } from './admin-holds.repository'
import { cancelPendingTransactions, moveOrderStatus } from './admin-orders.repository'

// Orders released in one database transaction: a short lock on each, however many have ended.
const RELEASE_BATCH = 20

/**
 * Unpaid orders holding their day in the kitchen (docs/product.md › Unpaid holds): the baker sees
 * every one, and an order whose payment's hold ended is cancelled by the shop itself, its day given
 * back and its customer told. It lives beside the baker's own cancellation, which it repeats in
 * the same transaction with the same audit log.
 */
export interface AdminHoldsService {
  /** Every unpaid order holding its day, soonest day first. */
  list: () => Promise<UnpaidHoldAnswer[]>
  /** Cancels the orders whose hold has ended, on this instance's share; answers how many. */
  releaseEnded: () => Promise<number>
}

/** Builds the holds over the database, the orders' e-mails and the kitchen's days. */
export function createAdminHoldsService(deps: {
  db: Database
  clock: Clock
  mail: Pick<MailOutbox, 'owe'>
  orders: Pick<OrdersService, 'readForMail'>
  /** The order page's signed links the e-mails carry. */
  mailFacts: OrderMailFacts
  /** A cancelled order's units are free for the next checkout (docs/product.md › Daily capacity). */
  capacity: Pick<CapacityService, 'bookingsChanged'>
  /** The payment provider, whose pages of a released order stop taking money. */
  payments: Pick<PaymentProvider, 'cancelRequest'>
}): AdminHoldsService {
  const { db, clock, mail, orders, mailFacts, capacity, payments } = deps

  /** One batch, in one transaction: how many ended holds it found, and how many it released. */
  function releaseBatch(now: Date) {
    return db.transaction(async (tx) => {
      const found = await lockEndedHolds(tx, now, RELEASE_BATCH)
      let released = 0
      const superseded: string[] = []
      for (const order of found) {
        const hold = unpaidHoldOf(order)
        if (!hold?.endsAt || !hasHoldEnded(order, now)) continue
        if (!(await moveOrderStatus(tx, order.id, 'created', 'cancelled', now))) continue
        superseded.push(...(await cancelPendingTransactions(tx, order.id, now)))
        await writeAudit(tx, {
          adminId: null,
          action: 'order.holdEnded',
          entity: 'order',
          entityId: order.id,
          before: { status: 'created' },
          after: { status: 'cancelled', holdEndedAt: hold.endsAt.toISOString() },
        })
        const told = await orders.readForMail(tx, order.id)
        if (told)
          await mail.owe(tx, holdEndedMail(told.order, told.contact, hold, mailFacts), {
            orderId: order.id,
          })
        released += 1
      }
      return { found: found.length, released, superseded }
    })
  }

  return {
    async list() {
      const unpaid = await listUnpaidOrders(db)
      return unpaid.flatMap((order) => {
        const hold = unpaidHoldOf(order)
        if (!hold) return []
        return [
          {
            orderId: order.id,
            status: order.status,
            customer: `${order.firstName} ${order.lastName}`,
            deliveryDate: order.deliveryDate,
            units: order.capacityUnits,
            total: order.total === null ? null : toPounds(order.total),
            waitsFor: hold.waitsFor,
            endsAt: hold.endsAt?.toISOString() ?? null,
          },
        ]
      })
    },

    async releaseEnded() {
      const now = clock()
      let released = 0
      for (;;) {
        const batch = await releaseBatch(now)
        released += batch.released
        // Their payment pages stop taking money at the provider too.
        for (const providerRef of batch.superseded) await payments.cancelRequest(providerRef)
        // A short batch was the last; one that released nothing would find the same orders again.
        if (batch.found < RELEASE_BATCH || batch.released === 0) break
      }
      if (released > 0) capacity.bookingsChanged()
      return released
    },
  }
}
