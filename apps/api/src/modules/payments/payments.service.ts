import type { Database } from '@sweet-art/db/database'
import { toPounds } from '@sweet-art/domain/money'
import { toOrderLineAnswer } from '@sweet-art/domain/order-record'
import type { Transaction } from '@sweet-art/domain/schemas/orders'
import type { PaymentReceipt } from '@sweet-art/domain/schemas/payment-receipt'
import type { SandboxPayment } from '@sweet-art/domain/schemas/payments'
import type { OrdersService } from '../orders/orders.service'
import {
  findLatestOrderTransaction,
  findPaymentReceipt,
  findSandboxTransaction,
  listClientTransactions,
  type TransactionRow,
} from './payments.repository'

/** Pending, but authorised at the customer's bank: the provider has named its payment. */
export function isAuthorised(row: Pick<TransactionRow, 'status' | 'providerPaymentId'>): boolean {
  return row.status === 'pending' && row.providerPaymentId !== null
}

/** The shop's transactions as customers, the order page and the sandbox page see them. */
export interface PaymentsService {
  /** A client's transactions, newest first, each with its order's products. */
  listForClient: (clientId: string) => Promise<Transaction[]>
  /** Which order a payment was for and its amount, as the thank-you modal shows it, or null. */
  findReceipt: (id: string) => Promise<PaymentReceipt | null>
  /** A sandbox transaction as its test payment page shows it, or null. */
  findSandboxPayment: (id: string) => Promise<SandboxPayment | null>
  /** The newest transaction of an order, or null: the one its order page shows and pays. */
  findLatestOfOrder: (orderId: string) => Promise<TransactionRow | null>
}

/** Builds the payments service over the database and the orders, whose products a payment shows. */
export function createPaymentsService(deps: {
  db: Database
  orders: Pick<OrdersService, 'find' | 'listForClient'>
}): PaymentsService {
  const { db, orders } = deps
  return {
    async listForClient(clientId) {
      const rows = await listClientTransactions(db, clientId)
      const clientOrders = await orders.listForClient(clientId)
      return rows.map((row) => ({
        id: row.id,
        method: row.method,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        products: clientOrders.find((order) => order.id === row.orderId)?.products ?? [],
        orderId: row.orderId,
        // Only a pending payment can still be paid through its link.
        flowLink: row.status === 'pending' ? row.flowLink : null,
        amount: toPounds(row.amountPence),
        reference: row.reference,
        isAuthorised: isAuthorised(row),
      }))
    },
    findReceipt: (id) => findPaymentReceipt(db, id),
    async findSandboxPayment(id) {
      const row = await findSandboxTransaction(db, id)
      if (!row) return null
      const order = await orders.find(row.orderId)
      return {
        id: row.id,
        orderId: row.orderId,
        status: row.status,
        amount: toPounds(row.amountPence),
        products: order?.products.map(toOrderLineAnswer) ?? [],
      }
    },
    findLatestOfOrder: (orderId) => findLatestOrderTransaction(db, orderId),
  }
}
