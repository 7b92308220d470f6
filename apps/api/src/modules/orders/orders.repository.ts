import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { DatabaseTransaction, Executor } from '@sweet-art/db/database'
import { orderImages, orderLines, orders, transactions } from '@sweet-art/db/schema'
import { sortAllergens } from '@sweet-art/domain/allergens'
import { CartOptionSchema } from '@sweet-art/domain/cart'
import { orderPaymentState } from '@sweet-art/domain/order-payment'
import type { AdminOrderRecord, OrderLineRecord, OrderRecord } from '@sweet-art/domain/order-record'
import type { OrderSearchTerms } from '@sweet-art/domain/order-search'
import type { Contact } from './order-contact'

type OrderRow = typeof orders.$inferSelect
type OrderLineRow = typeof orderLines.$inferSelect
type OrderImageRow = typeof orderImages.$inferSelect
/** The columns of a new order, as the server computed them. */
export type NewOrder = typeof orders.$inferInsert
/** The columns of a new order line, without its order. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>
/** The columns of a new transaction. */
export type NewTransaction = typeof transactions.$inferInsert

/** An order line as the server holds it; money in pence (docs/product.md › Money). */
function toOrderLineRecord(line: OrderLineRow): OrderLineRecord {
  return {
    id: line.id,
    productId: line.productId ?? '',
    name: line.name,
    sectionName: line.sectionName,
    quantity: line.quantity,
    unitCost: line.costPence,
    salePercent: line.salePercent,
    // Stored as plain title/value pairs; only the option kinds a cart line carries are answered.
    options: line.options.flatMap((option) => {
      const parsed = CartOptionSchema.safeParse(option)
      return parsed.success ? [parsed.data] : []
    }),
    allergens: sortAllergens(line.allergens),
    pricedByBakery: line.pricedByBakery,
  }
}

function toOrderRecord(row: OrderRow, lines: OrderLineRow[], images: OrderImageRow[]): OrderRecord {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    products: lines.filter((line) => line.orderId === row.id).map(toOrderLineRecord),
    delivery: {
      method: row.deliveryMethod,
      date: row.deliveryDate,
      time: row.deliveryTime,
      secondTime: row.deliverySecondTime,
      cost: row.deliveryPence,
      congestion: row.congestionPence,
    },
    deliveryPlace: {
      address: row.address,
      postCode: row.postCode,
      floor: row.floor,
      flat: row.flat,
      deliveryDistance:
        row.distanceOrigin !== null && row.distanceMiles !== null
          ? { origin: row.distanceOrigin, distance: row.distanceMiles }
          : null,
      isPaidParking: row.isPaidParking,
    },
    images: images
      .filter((image) => image.orderId === row.id)
      .map((image) => ({ path: image.path, name: image.name })),
    message: row.message,
    total: row.totalPence,
  }
}

async function withLinesAndImages(db: Executor, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.position))
  const images = await db
    .select()
    .from(orderImages)
    .where(inArray(orderImages.orderId, ids))
    .orderBy(asc(orderImages.createdAt))
  return rows.map((row) => toOrderRecord(row, lines, images))
}

/** A client's orders, newest first. */
export async function listClientOrders(db: Executor, clientId: string): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.clientId, clientId))
    .orderBy(desc(orders.createdAt))
  return withLinesAndImages(db, rows)
}

/** One order by id; with `clientId`, only if it is that client's (another's is as good as missing). */
export async function findOrder(
  db: Executor,
  id: string,
  clientId?: string,
): Promise<OrderRecord | null> {
  const condition =
    clientId === undefined
      ? eq(orders.id, id)
      : and(eq(orders.id, id), eq(orders.clientId, clientId))
  const rows = await db.select().from(orders).where(condition)
  const [order] = await withLinesAndImages(db, rows)
  return order ?? null
}

/** A new order with its lines and, for a paid checkout, its pending transaction. */
export interface NewOrderWithLines {
  order: NewOrder & { id: string }
  lines: NewOrderLine[]
  transaction: NewTransaction | null | undefined
}

/**
 * Writes orders with their lines and pending transactions, one statement per table whatever their
 * number (group commit, ADR 010), and answers each order from the rows written, so no query has to
 * read it back.
 */
export async function insertOrders(
  tx: DatabaseTransaction,
  drafts: readonly NewOrderWithLines[],
): Promise<OrderRecord[]> {
  if (drafts.length === 0) return []
  const rows = await tx
    .insert(orders)
    .values(drafts.map((draft) => draft.order))
    .returning()
  const lines = drafts.flatMap((draft) =>
    draft.lines.map((line) => ({ ...line, orderId: draft.order.id })),
  )
  const lineRows = lines.length === 0 ? [] : await tx.insert(orderLines).values(lines).returning()
  const payments = drafts.flatMap((draft) => (draft.transaction ? [draft.transaction] : []))
  if (payments.length > 0) await tx.insert(transactions).values(payments)
  const rowsById = new Map(rows.map((row) => [row.id, row]))
  return drafts.map((draft) => {
    const row = rowsById.get(draft.order.id)
    if (!row) throw new Error('an order was not written')
    return toOrderRecord(row, lineRows, [])
  })
}

/** The name and contact details stored on an order (a guest's as typed, a client's as they were). */
export async function findOrderContact(db: Executor, orderId: string): Promise<Contact | null> {
  const [row] = await db
    .select({
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      phone: orders.phone,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row ?? null
}

/** Which orders the bakery sees: delivery dates from and to (either open), a search, only those awaiting a price. */
export interface BakeryOrdersQuery {
  from?: string | undefined
  to?: string | undefined
  search?: OrderSearchTerms | undefined
  awaitingPrice?: boolean | undefined
}

/**
 * The orders of delivery dates from and to (inclusive, either open), by delivery date and time,
 * with the customer and payment state as the bakery sees them; `search` keeps those whose number,
 * customer name or e-mail matches, `awaitingPrice` the request orders still without a price.
 */
export async function listOrdersForBakery(
  db: Executor,
  query: BakeryOrdersQuery,
): Promise<AdminOrderRecord[]> {
  const conditions = [
    query.from === undefined ? undefined : gte(orders.deliveryDate, query.from),
    query.to === undefined ? undefined : lte(orders.deliveryDate, query.to),
    query.awaitingPrice ? isNull(orders.totalPence) : undefined,
    query.search && matchesSearch(query.search),
  ]
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.deliveryDate), asc(orders.deliveryTime))
  const answered = await withLinesAndImages(db, rows)
  const payments =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: transactions.orderId,
            method: transactions.method,
            status: transactions.status,
            updatedAt: transactions.updatedAt,
          })
          .from(transactions)
          .where(
            inArray(
              transactions.orderId,
              rows.map((row) => row.id),
            ),
          )
  return answered.map((order, index) => {
    const row = rows[index]
    const orderTransactions = payments.filter((payment) => payment.orderId === order.id)
    const changes = [row?.updatedAt, ...orderTransactions.map((payment) => payment.updatedAt)]
    return {
      ...order,
      clientId: row?.clientId ?? null,
      payment: orderPaymentState({ total: order.total, transactions: orderTransactions }),
      customer: {
        firstName: row?.firstName ?? '',
        lastName: row?.lastName ?? '',
        email: row?.email ?? '',
        phone: row?.phone ?? '',
      },
      changedAt: new Date(Math.max(...changes.map((change) => change?.getTime() ?? 0))),
    }
  })
}

// LIKE's own wildcards in the search are matched as themselves.
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function matchesSearch(search: OrderSearchTerms) {
  const pattern = containing(search.text)
  return or(
    search.orderNumber === null
      ? undefined
      : eq(sql`upper(right(${orders.id}::text, 6))`, search.orderNumber),
    ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
    ilike(orders.email, pattern),
  )
}
