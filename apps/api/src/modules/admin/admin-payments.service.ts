import { randomUUID } from 'node:crypto'
import type { Database } from '@sweet-art/db/database'
import { transactions } from '@sweet-art/db/schema'
import { AppError } from '@sweet-art/domain/errors'
import { ORDER_NOT_FOUND } from '@sweet-art/domain/messages'
import { toPence, toPounds } from '@sweet-art/domain/money'
import { ORDER_PRICING_MESSAGES, priceRequestOrder } from '@sweet-art/domain/order-pricing'
import { toOrderAnswer, type OrderRecord } from '@sweet-art/domain/order-record'
import type {
  AdminTransaction,
  OrderPricing,
  PricedOrder,
} from '@sweet-art/domain/schemas/admin-payments'
import type { TransactionStatus } from '@sweet-art/domain/schemas/orders'
import type { Clock } from '../../lib/clock'
import { isUuid } from '../../lib/ownership'
import type { MailQueue } from '../../providers/mail/mail-queue'
import type { PaymentProvider } from '../../providers/payments/payment-provider'
import type { OrderMailFacts } from '../orders/orders.mails'
import { findOrder, findOrderContact } from '../orders/orders.repository'
import { paymentDescription } from '../orders/orders.service'
import { orderPricedMail } from './admin.mails'
import { writeAudit } from './admin.repository'
import {
  findOrderClientId,
  listTransactionsForBakery,
  writeOrderPrices,
} from './admin-payments.repository'

/** The bakery's side of payments (issue 8): what was paid and how, and pricing request orders. */
export interface AdminPaymentsService {
  listTransactions: (filter: {
    status?: TransactionStatus | undefined
  }) => Promise<AdminTransaction[]>
  priceOrder: (adminId: string, orderId: string, pricing: OrderPricing) => Promise<PricedOrder>
}

/** Builds the payments side of the back office over the database, the payment provider and the mail queue. */
export function createAdminPaymentsService(deps: {
  db: Database
  clock: Clock
  mail: MailQueue
  payments: PaymentProvider
  /** The order page's signed links the e-mails carry. */
  mailFacts: OrderMailFacts
}): AdminPaymentsService {
  const { db, clock, mail, payments, mailFacts } = deps

  async function orderOrThrow(orderId: string): Promise<OrderRecord> {
    const order = isUuid(orderId) ? await findOrder(db, orderId) : null
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
    return order
  }

  return {
    listTransactions: (filter) => listTransactionsForBakery(db, filter),

    async priceOrder(adminId, orderId, pricing) {
      const order = await orderOrThrow(orderId)
      const priced = priceRequestOrder(
        order,
        pricing.lines.map((line) => ({ id: line.id, cost: toPence(line.cost) })),
      )
      if (!priced.ok)
        throw new AppError(priced.kind === 'conflict' ? 'CONFLICT' : 'VALIDATION', priced.message)
      const [contact, clientId] = await Promise.all([
        findOrderContact(db, orderId),
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
      const written = await db.transaction(async (tx) => {
        if (!(await writeOrderPrices(tx, orderId, priced, now))) return false
        await tx.insert(transactions).values({
          id: transactionId,
          orderId,
          clientId,
          method: payments.method,
          amountPence: priced.total,
          flowLink: flow.flowLink,
          flowExpiresAt: flow.expiresAt,
          providerRef: flow.providerRef,
        })
        await writeAudit(tx, {
          adminId,
          action: 'order.price',
          entity: 'order',
          entityId: orderId,
          before: {
            total: null,
            lines: priced.lines.map((line) => ({ id: line.id, cost: null })),
          },
          after: {
            total: toPounds(priced.total),
            lines: priced.lines.map((line) => ({ id: line.id, cost: toPounds(line.cost) })),
            transactionId,
          },
        })
        return true
      })
      if (!written) throw new AppError('CONFLICT', ORDER_PRICING_MESSAGES.alreadyPriced)

      const answered = await orderOrThrow(orderId)
      mail.enqueue(orderPricedMail(answered, contact, mailFacts))
      return { order: toOrderAnswer(answered), transactionId, flowLink: flow.flowLink }
    },
  }
}
