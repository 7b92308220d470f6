import { randomUUID } from 'node:crypto'
import type { Database } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import { ORDER_NOT_FOUND } from '@sweet-art/domain/messages'
import { asPence, toPence, toPounds } from '@sweet-art/domain/money'
import {
  isOrderConfirmed,
  orderPaymentState,
  paymentStanding,
} from '@sweet-art/domain/order-payment'
import { ORDER_PRICING_MESSAGES, priceRequestOrder } from '@sweet-art/domain/order-pricing'
import {
  toAdminOrderAnswer,
  toOrderAnswer,
  type AdminOrderRecord,
  type OrderRecord,
} from '@sweet-art/domain/order-record'
import { canCancelOrder, nextOrderStatus } from '@sweet-art/domain/orders'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import { holdEndsAt } from '@sweet-art/domain/unpaid-holds'
import { orderSearchTerms } from '@sweet-art/domain/order-search'
import { buildConfirmedProductionSheet } from '@sweet-art/domain/production-sheet'
import type { MailNotGone } from '@sweet-art/domain/schemas/admin-mail'
import type { OrderPricing, PricedOrder } from '@sweet-art/domain/schemas/admin-payments'
import type {
  AdminOrder,
  AdminOrdersQuery,
  Order,
  OrderStatus,
  ProductionSheet,
} from '@sweet-art/domain/schemas/orders'
import type { Clock } from '../../lib/clock'
import { isUuid } from '../../lib/ownership'
import type { MailOutbox, UnsentMailRow } from '../../providers/mail/mail-outbox'
import type { PaymentProvider } from '../../providers/payments/payment-provider'
import type { CapacityService } from '../capacity/capacity.service'
import type { OrderMailFacts } from '../orders/orders.mails'
import { paymentDescription, type OrdersService } from '../orders/orders.service'
import { orderPricedMail, orderStatusMail, transferReceivedMail } from './admin.mails'
import { writeAudit } from './admin.repository'
import {
  cancelPendingTransactions,
  findOrderClientId,
  insertPricedOrderTransaction,
  listOrderPayments,
  markBankTransferPaid,
  moveOrderStatus,
  writeOrderPrices,
} from './admin-orders.repository'

const ONE_STEP_AT_A_TIME =
  'An order moves one step at a time: Created, Current, Delivery, then Complete.'
const CANNOT_CANCEL = 'A complete or cancelled order cannot be cancelled.'
const NOT_A_PENDING_TRANSFER = 'Only a pending bank transfer can be marked as received.'

/**
 * The newest message to each order's customer that has not gone, by order (docs/product.md › The
 * back office). The bakery's own notice of the order is about it too, and is left out: the baker
 * reading the board has the order before her.
 */
function customersMailNotGone(
  found: readonly AdminOrderRecord[],
  unsent: readonly UnsentMailRow[],
): Map<string, MailNotGone> {
  const customerOf = new Map(found.map((order) => [order.id, order.customer.email.toLowerCase()]))
  const notGone = new Map<string, MailNotGone>()
  // Newest first, so the first message found for an order is its newest.
  for (const row of unsent) {
    if (row.orderId === null || notGone.has(row.orderId)) continue
    if (customerOf.get(row.orderId) !== row.recipient.toLowerCase()) continue
    notGone.set(row.orderId, { id: row.id, state: row.state, reason: row.lastError })
  }
  return notGone
}

/**
 * What the bakery does to orders: the board and the production sheet, moving an order a step,
 * marking a bank transfer received and pricing a request. It lives in the admin module, not in
 * orders, because each change is written in one database transaction with its entry in the audit
 * log, which is the admin module's; the orders module stays the customer's side and answers the
 * orders this service reads through the orders service.
 */
export interface AdminOrdersService {
  listOrders: (query: AdminOrdersQuery) => Promise<AdminOrder[]>
  productionSheet: (date: string) => Promise<ProductionSheet>
  moveOrder: (adminId: string, orderId: string, to: OrderStatus) => Promise<Order>
  markTransferReceived: (adminId: string, transactionId: string) => Promise<void>
  priceOrder: (adminId: string, orderId: string, pricing: OrderPricing) => Promise<PricedOrder>
}

/** Builds the bakery's orders service over the database, the orders, the payment provider and the mail queue. */
export function createAdminOrdersService(deps: {
  db: Database
  clock: Clock
  mail: Pick<MailOutbox, 'owe' | 'unsent'>
  payments: PaymentProvider
  orders: Pick<OrdersService, 'find' | 'findContact' | 'listForBakery' | 'readForMail'>
  /** The order page's signed links and the collection address the e-mails quote. */
  mailFacts: OrderMailFacts
  /** The kitchen's days: a cancelled order frees its units (docs/product.md › Daily capacity). */
  capacity: Pick<CapacityService, 'dayLoad' | 'bookingsChanged'>
  /** The shop's options: how long a priced request's payment link holds its day. */
  options: () => Promise<AppOptions>
}): AdminOrdersService {
  const { db, clock, mail, payments, orders, mailFacts, capacity, options } = deps

  async function orderOrThrow(orderId: string): Promise<OrderRecord> {
    const order = isUuid(orderId) ? await orders.find(orderId) : null
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
    return order
  }

  return {
    async listOrders({ q, ...query }) {
      const found = await orders.listForBakery({
        ...query,
        search: q === undefined ? undefined : orderSearchTerms(q),
      })
      const unsent = await mail.unsent({ orderIds: found.map((order) => order.id) })
      const notGone = customersMailNotGone(found, unsent)
      return found.map((order) => toAdminOrderAnswer(order, notGone.get(order.id) ?? null))
    },

    async productionSheet(date) {
      const [bakery, load] = await Promise.all([
        orders.listForBakery({ from: date, to: date }),
        capacity.dayLoad(date),
      ])
      // A cancelled order is neither baked nor waited for.
      const live = bakery.filter((order) => order.status !== 'cancelled')
      return { date, ...buildConfirmedProductionSheet(live), load }
    },

    async moveOrder(adminId, orderId, to) {
      const order = await orderOrThrow(orderId)
      const isCancel = to === 'cancelled'
      // Cancelling ends an order at any step before complete; otherwise it moves one step on.
      if (isCancel && !canCancelOrder(order.status)) throw new AppError('CONFLICT', CANNOT_CANCEL)
      if (!isCancel && (to === 'created' || nextOrderStatus(order.status) !== to))
        throw new AppError('CONFLICT', ONE_STEP_AT_A_TIME)
      const now = clock()
      const moved = await db.transaction(async (tx) => {
        if (!(await moveOrderStatus(tx, orderId, order.status, to, now))) return null
        const superseded = isCancel ? await cancelPendingTransactions(tx, orderId, now) : []
        await writeAudit(tx, {
          adminId,
          action: 'order.status',
          entity: 'order',
          entityId: orderId,
          before: { status: order.status },
          after: { status: to },
        })
        // The customer is told in the move's own transaction, of the order as it now stands.
        const changed = await orders.readForMail(tx, orderId)
        if (changed) {
          const standing = paymentStanding(changed.order, await listOrderPayments(tx, orderId))
          const told = orderStatusMail(changed.order, changed.contact, to, standing, mailFacts)
          await mail.owe(tx, told, { orderId })
        }
        return superseded
      })
      if (!moved) throw new AppError('CONFLICT', isCancel ? CANNOT_CANCEL : ONE_STEP_AT_A_TIME)
      // Its payment pages stop taking money at the provider too.
      for (const providerRef of moved) await payments.cancelRequest(providerRef)
      // Its units are free again for the next checkout (docs/product.md › Daily capacity).
      if (isCancel) capacity.bookingsChanged()
      return toOrderAnswer(await orderOrThrow(orderId))
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
        const found = await orders.readForMail(tx, row.orderId)
        if (found) {
          const amount = asPence(row.amountPence)
          const thanks = transferReceivedMail(found.order, found.contact, amount, mailFacts)
          await mail.owe(tx, thanks, { orderId: row.orderId })
        }
        return row
      })
      if (!paid) throw new AppError('CONFLICT', NOT_A_PENDING_TRANSFER)
    },

    async priceOrder(adminId, orderId, pricing) {
      const order = await orderOrThrow(orderId)
      const isCorrection = order.total !== null
      const priced = priceRequestOrder(
        {
          ...order,
          isPaid: isOrderConfirmed(
            orderPaymentState({ ...order, transactions: await listOrderPayments(db, orderId) }),
          ),
        },
        pricing.lines.map((line) => ({ id: line.id, cost: toPence(line.cost) })),
      )
      if (!priced.ok)
        throw new AppError(
          priced.kind === 'conflict' ? 'CONFLICT' : 'VALIDATION',
          priced.message,
          // Beside each price the baker typed, as a form shows a field's message.
          priced.onPrices
            ? Object.fromEntries(pricing.lines.map((_, at) => [`lines.${at}.cost`, priced.message]))
            : undefined,
        )
      const [contact, clientId] = await Promise.all([
        orders.findContact(orderId),
        findOrderClientId(db, orderId),
      ])
      if (!contact) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)

      const transactionId = randomUUID()
      // As at checkout, the provider is asked first, so no pending transaction is stored without its link.
      const flow = await payments.createFlow({
        transactionId,
        orderId,
        amount: priced.total,
        description: paymentDescription(orderId),
        customer: contact,
        attempt: 1,
      })
      const now = clock()
      const holdEnds = holdEndsAt(
        { offer: 'mailedLink', offeredAt: now, deliveryDate: order.delivery.date },
        (await options()).unpaidHolds,
      )
      const written = await db.transaction(async (tx) => {
        const prices = { ...priced, previousTotal: order.total }
        if (!(await writeOrderPrices(tx, orderId, prices, now))) return null
        // The earlier pay link stops working: only the corrected price can be paid.
        const superseded = isCorrection ? await cancelPendingTransactions(tx, orderId, now) : []
        await insertPricedOrderTransaction(tx, {
          id: transactionId,
          orderId,
          clientId,
          method: payments.method,
          amountPence: priced.total,
          flowLink: flow.flowLink,
          flowExpiresAt: flow.expiresAt,
          providerRef: flow.providerRef,
          // E-mailed, so perhaps read only later: it holds the day as a bank transfer does.
          holdEndsAt: holdEnds,
          createdAt: now,
          updatedAt: now,
        })
        await writeAudit(tx, {
          adminId,
          action: 'order.price',
          entity: 'order',
          entityId: orderId,
          before: {
            total: order.total === null ? null : toPounds(order.total),
            lines: priced.lines.map((line) => {
              const was = order.products.find((candidate) => candidate.id === line.id)?.unitCost
              return { id: line.id, cost: was === undefined || was === null ? null : toPounds(was) }
            }),
          },
          after: {
            total: toPounds(priced.total),
            lines: priced.lines.map((line) => ({ id: line.id, cost: toPounds(line.cost) })),
            transactionId,
          },
        })
        const found = await orders.readForMail(tx, orderId)
        if (found) {
          const told = orderPricedMail(found.order, found.contact, mailFacts, {
            payBy: holdEnds,
            isCorrection,
          })
          await mail.owe(tx, told, { orderId })
        }
        return superseded
      })
      if (!written) throw new AppError('CONFLICT', ORDER_PRICING_MESSAGES.pricedMeanwhile)
      // The earlier price's request stops taking money at the provider too (docs/product.md › Request orders).
      for (const providerRef of written) await payments.cancelRequest(providerRef)

      const answered = await orderOrThrow(orderId)
      return { order: toOrderAnswer(answered), transactionId, flowLink: flow.flowLink }
    },
  }
}
