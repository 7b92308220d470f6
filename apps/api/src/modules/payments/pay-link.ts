import type { Database } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import type { Clock } from '../../lib/clock'
import { isUuid } from '../../lib/ownership'
import type { PaymentProvider } from '../../providers/payments/payment-provider'
import { paymentDescription, type OrdersService } from '../orders/orders.service'
import {
  findClientTransaction,
  findLatestOrderTransaction,
  replaceTransactionFlow,
  type TransactionRow,
} from './payments.repository'

const TRANSACTION_NOT_FOUND = 'This payment is not in your account.'
const NOTHING_TO_PAY = 'This order has nothing waiting to be paid.'
const NOT_PAYABLE = 'This payment is no longer waiting to be paid.'
const NOT_ONLINE = 'This payment is made by bank transfer: please use the reference we sent you.'
const ON_ITS_WAY =
  'Your bank is sending this payment: we will e-mail you as soon as it arrives, so there is nothing to pay now.'
// A page about to expire is replaced too, so the customer does not land on it as it dies.
const EXPIRY_MARGIN_MS = 5 * 60_000

/** Where a customer goes to pay a pending transaction: its payment page while it works, else a fresh one. */
export interface PayLinks {
  /** A client's own transaction; another client's is as good as missing. */
  forClient: (clientId: string, transactionId: string) => Promise<string>
  /** The pending payment of an order whose signed page the customer opened from an e-mail. */
  forOrder: (orderId: string) => Promise<string>
}

/** Builds the pay links over the database, the configured payment provider and the orders. */
export function createPayLinkService(deps: {
  db: Database
  provider: PaymentProvider
  clock: Clock
  /** Whom a fresh payment page is for: the contact details stored on the order. */
  orders: Pick<OrdersService, 'findContact'>
}): PayLinks {
  const { db, provider, clock, orders } = deps

  async function livePageOf(row: TransactionRow): Promise<string> {
    if (row.status !== 'pending') throw new AppError('CONFLICT', NOT_PAYABLE)
    if (row.method !== provider.method) throw new AppError('CONFLICT', NOT_ONLINE)
    // Authorised at the customer's bank: a second page could take the money twice.
    if (row.providerPaymentId !== null) throw new AppError('CONFLICT', ON_ITS_WAY)
    const now = clock()
    const isAlive =
      row.flowLink !== null &&
      (row.flowExpiresAt === null || row.flowExpiresAt.getTime() - EXPIRY_MARGIN_MS > now.getTime())
    if (isAlive && row.flowLink) return row.flowLink

    const contact = await orders.findContact(row.orderId)
    if (!contact) throw new AppError('NOT_FOUND', TRANSACTION_NOT_FOUND)
    const flow = await provider.createFlow({
      transactionId: row.id,
      orderId: row.orderId,
      amount: row.amountPence,
      description: paymentDescription(row.orderId),
      customer: contact,
      // The page it replaces names the attempt, so two presses at once share one fresh request;
      // a payment offered again after an unhappy ending has had no page yet.
      attempt: row.flowExpiresAt?.getTime() ?? 0,
    })
    if (!(await replaceTransactionFlow(db, row.id, flow, now)))
      throw new AppError('CONFLICT', NOT_PAYABLE)
    // The replaced request must not take money any more (docs/product.md › Payments).
    if (row.providerRef !== null && row.providerRef !== flow.providerRef)
      await provider.cancelRequest(row.providerRef)
    return flow.flowLink
  }

  return {
    async forClient(clientId, transactionId) {
      const row = isUuid(transactionId)
        ? await findClientTransaction(db, clientId, transactionId)
        : null
      if (!row) throw new AppError('NOT_FOUND', TRANSACTION_NOT_FOUND)
      return livePageOf(row)
    },
    async forOrder(orderId) {
      const row = await findLatestOrderTransaction(db, orderId)
      if (!row) throw new AppError('CONFLICT', NOTHING_TO_PAY)
      return livePageOf(row)
    },
  }
}
