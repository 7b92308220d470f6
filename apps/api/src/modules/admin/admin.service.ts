import type { Database } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import { asPence } from '@sweet-art/domain/money'
import { ORDER_NOT_FOUND } from '@sweet-art/domain/messages'
import { toAdminOrderAnswer, toOrderAnswer, type OrderRecord } from '@sweet-art/domain/order-record'
import { nextOrderStatus } from '@sweet-art/domain/orders'
import { orderSearchTerms } from '@sweet-art/domain/order-search'
import { buildConfirmedProductionSheet } from '@sweet-art/domain/production-sheet'
import type { AdminIdentity } from '@sweet-art/domain/schemas/admin'
import type {
  AdminOrder,
  AdminOrdersQuery,
  Order,
  OrderStatus,
  ProductionSheet,
} from '@sweet-art/domain/schemas/orders'
import type { Clock } from '../../lib/clock'
import { isUuid } from '../../lib/ownership'
import type { MailQueue } from '../../providers/mail/mail-queue'
import type { OrderMailFacts } from '../orders/orders.mails'
import { findOrder, findOrderContact, listOrdersForBakery } from '../orders/orders.repository'
import { orderStatusMail, transferReceivedMail } from './admin.mails'
import {
  findAdminIdentity,
  markBankTransferPaid,
  moveOrderStatus,
  writeAudit,
} from './admin.repository'

const ONE_STEP_AT_A_TIME =
  'An order moves one step at a time: Created, Current, Delivery, then Complete.'
const NOT_A_PENDING_TRANSFER = 'Only a pending bank transfer can be marked as received.'

/** What the bakery's admins change (issue 8); every change is written to the audit log with it. */
export interface AdminService {
  identity: (adminId: string) => Promise<AdminIdentity>
  listOrders: (query: AdminOrdersQuery) => Promise<AdminOrder[]>
  productionSheet: (date: string) => Promise<ProductionSheet>
  moveOrder: (adminId: string, orderId: string, to: OrderStatus) => Promise<Order>
  markTransferReceived: (adminId: string, transactionId: string) => Promise<void>
}

/** Builds the admin service over the database, the clock and the mail queue. */
export function createAdminService(deps: {
  db: Database
  clock: Clock
  mail: MailQueue
  /** The order page's signed links and the collection address the e-mails quote. */
  mailFacts: OrderMailFacts
}): AdminService {
  const { db, clock, mail, mailFacts } = deps

  async function orderOrThrow(orderId: string): Promise<OrderRecord> {
    const order = isUuid(orderId) ? await findOrder(db, orderId) : null
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
    return order
  }

  return {
    identity: (adminId) => findAdminIdentity(db, adminId),
    listOrders: async ({ q, ...query }) =>
      (
        await listOrdersForBakery(db, {
          ...query,
          search: q === undefined ? undefined : orderSearchTerms(q),
        })
      ).map(toAdminOrderAnswer),
    async productionSheet(date) {
      const orders = await listOrdersForBakery(db, { from: date, to: date })
      return { date, ...buildConfirmedProductionSheet(orders) }
    },
    async moveOrder(adminId, orderId, to) {
      const order = await orderOrThrow(orderId)
      if (to === 'created' || nextOrderStatus(order.status) !== to)
        throw new AppError('CONFLICT', ONE_STEP_AT_A_TIME)
      const now = clock()
      const moved = await db.transaction(async (tx) => {
        if (!(await moveOrderStatus(tx, orderId, order.status, to, now))) return false
        await writeAudit(tx, {
          adminId,
          action: 'order.status',
          entity: 'order',
          entityId: orderId,
          before: { status: order.status },
          after: { status: to },
        })
        return true
      })
      if (!moved) throw new AppError('CONFLICT', ONE_STEP_AT_A_TIME)
      const [contact, changed] = await Promise.all([
        findOrderContact(db, orderId),
        orderOrThrow(orderId),
      ])
      if (contact) mail.enqueue(orderStatusMail(changed, contact, to, mailFacts))
      return toOrderAnswer(changed)
    },
    async markTransferReceived(adminId, transactionId) {
      if (!isUuid(transactionId)) throw new AppError('NOT_FOUND', NOT_A_PENDING_TRANSFER)
      const now = clock()
      const paid = await db.transaction(async (tx) => {
        const row = await markBankTransferPaid(tx, transactionId, adminId, now)
        if (!row) return null
        await writeAudit(tx, {
          adminId,
          action: 'transaction.markPaid',
          entity: 'transaction',
          entityId: transactionId,
          before: { status: 'pending' },
          after: { status: 'paid', paidAt: now.toISOString(), paidBy: adminId },
        })
        return row
      })
      if (!paid) throw new AppError('CONFLICT', NOT_A_PENDING_TRANSFER)
      const contact = await findOrderContact(db, paid.orderId)
      if (contact)
        mail.enqueue(
          transferReceivedMail(paid.orderId, contact, asPence(paid.amountPence), mailFacts),
        )
    },
  }
}
