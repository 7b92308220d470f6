import {
  and,
  asc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  lte,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm'
import type { DatabaseTransaction, Executor } from '@sweet-art/db/database'
import { orders, transactions } from '@sweet-art/db/schema'
import type { Pence } from '@sweet-art/domain/money'
import type { HoldingOrder } from '@sweet-art/domain/unpaid-holds'

/** An unpaid order as the holds read it, with its customer's name and its day. */
export interface HoldingOrderRow extends HoldingOrder {
  id: string
  total: Pence | null
  firstName: string
  lastName: string
  deliveryDate: string
  capacityUnits: number
}

// The orders that may hold a day unpaid: not over, and with no payment made.
function unpaidLiveOrders(db: Executor) {
  return and(
    notInArray(orders.status, ['cancelled', 'complete']),
    notExists(
      db
        .select({ one: sql`1` })
        .from(transactions)
        .where(and(eq(transactions.orderId, orders.id), eq(transactions.status, 'paid'))),
    ),
  )
}

async function withTransactions(
  db: Executor,
  rows: Omit<HoldingOrderRow, 'transactions'>[],
): Promise<HoldingOrderRow[]> {
  if (rows.length === 0) return []
  const payments = await db
    .select({
      orderId: transactions.orderId,
      method: transactions.method,
      status: transactions.status,
      holdEndsAt: transactions.holdEndsAt,
      providerPaymentId: transactions.providerPaymentId,
    })
    .from(transactions)
    .where(
      inArray(
        transactions.orderId,
        rows.map((row) => row.id),
      ),
    )
  return rows.map((row) => ({
    ...row,
    transactions: payments
      .filter((payment) => payment.orderId === row.id)
      .map(({ providerPaymentId, ...payment }) => ({
        ...payment,
        isAuthorised: providerPaymentId !== null,
      })),
  }))
}

const HOLDING_ORDER_COLUMNS = {
  id: orders.id,
  status: orders.status,
  total: orders.totalPence,
  firstName: orders.firstName,
  lastName: orders.lastName,
  deliveryDate: orders.deliveryDate,
  capacityUnits: orders.capacityUnits,
}

/** Every unpaid order still holding its day, soonest day first (docs/product.md › Unpaid holds). */
export async function listUnpaidOrders(db: Executor): Promise<HoldingOrderRow[]> {
  const rows = await db
    .select(HOLDING_ORDER_COLUMNS)
    .from(orders)
    .where(unpaidLiveOrders(db))
    .orderBy(asc(orders.deliveryDate), asc(orders.createdAt))
  return withTransactions(db, rows)
}

/**
 * New, priced, unpaid orders with a payment whose hold ended by `now` and none whose hold goes on,
 * locked for the caller's transaction; those another instance is releasing are skipped. The
 * domain's rule has the last word on each.
 */
export async function lockEndedHolds(
  tx: DatabaseTransaction,
  now: Date,
  limit: number,
): Promise<HoldingOrderRow[]> {
  const paymentsOf = (condition: ReturnType<typeof and>) =>
    tx
      .select({ one: sql`1` })
      .from(transactions)
      .where(and(eq(transactions.orderId, orders.id), condition))
  const rows = await tx
    .select(HOLDING_ORDER_COLUMNS)
    .from(orders)
    .where(
      and(
        eq(orders.status, 'created'),
        isNotNull(orders.totalPence),
        unpaidLiveOrders(tx),
        exists(paymentsOf(lte(transactions.holdEndsAt, now))),
        notExists(
          paymentsOf(
            and(
              eq(transactions.status, 'pending'),
              or(gt(transactions.holdEndsAt, now), isNotNull(transactions.providerPaymentId)),
            ),
          ),
        ),
      ),
    )
    .limit(limit)
    .for('update', { of: orders, skipLocked: true })
  return withTransactions(tx, rows)
}
