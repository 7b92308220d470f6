import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { orderImages, orderLines, orders } from '@sweet-art/db/schema'
import { CartOptionSchema } from '@sweet-art/domain/cart'
import { toPounds } from '@sweet-art/domain/money'
import type { Order } from '@sweet-art/domain/schemas/orders'

/** A client's orders as the API answers them, newest first (spec §3 Order, decisions §2). */
export async function listClientOrders(db: Database, clientId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.clientId, clientId))
    .orderBy(desc(orders.createdAt))
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
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    products: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        id: line.id,
        productId: line.productId ?? '',
        name: line.name,
        sectionName: line.sectionName,
        quantity: String(line.quantity),
        cost: line.costPence === null ? null : toPounds(line.costPence),
        sale: line.salePercent === null ? '' : String(line.salePercent),
        // Stored as plain title/value pairs; only the option kinds the spec knows are answered.
        options: line.options.flatMap((option) => {
          const parsed = CartOptionSchema.safeParse(option)
          return parsed.success ? [parsed.data] : []
        }),
      })),
    delivery: {
      method: row.deliveryMethod,
      date: row.deliveryDate,
      time: row.deliveryTime,
      secondTime: row.deliverySecondTime,
      cost: toPounds(row.deliveryPence),
      congestion: toPounds(row.congestionPence),
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
    total: row.totalPence === null ? null : toPounds(row.totalPence),
  }))
}
