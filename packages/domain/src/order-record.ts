import type { Allergen } from './allergens'
import type { CartOption } from './cart'
import { toPounds, type Pence } from './money'
import type { LineInPence } from './pricing'
import type { MailNotGone } from './schemas/admin-mail'
import type { AdminOrder, Order, OrderLine } from './schemas/orders'

/** An order line as the server holds it: unit cost in pence (null: priced on request), a whole quantity, a sale percent or none. */
export interface OrderLineRecord extends LineInPence {
  id: string
  productId: string
  name: string
  sectionName: string
  options: CartOption[]
  /** What the line contains, as the shop worked it out when the order was placed (docs/product.md › Allergens). */
  allergens: Allergen[]
  /** Whether the baker set its price, on a request; she may correct it until the order is paid (docs/product.md › Request orders). */
  pricedByBakery: boolean
}

/**
 * An order as the server holds it, from the database to the e-mails: money in pence, quantities as
 * numbers. Only its answer on the wire (`toOrderAnswer`) writes pounds and quantities as text.
 */
export type OrderRecord = Omit<Order, 'products' | 'delivery' | 'total'> & {
  products: OrderLineRecord[]
  delivery: Omit<Order['delivery'], 'cost' | 'congestion'> & { cost: Pence; congestion: Pence }
  total: Pence | null
}

/**
 * An order as the bakery sees it, held in pence: the customer and payment state beside the order,
 * and when the order or one of its payments last changed (the baker's calendar feed updates its event).
 */
export type AdminOrderRecord = OrderRecord &
  Pick<AdminOrder, 'clientId' | 'payment' | 'customer'> & { changedAt: Date }

/** An order line as the API answers it: unit cost in pounds, quantity and sale as text (docs/product.md › Money). */
export function toOrderLineAnswer(line: OrderLineRecord): OrderLine {
  return {
    id: line.id,
    productId: line.productId,
    name: line.name,
    sectionName: line.sectionName,
    quantity: String(line.quantity),
    cost: line.unitCost === null ? null : toPounds(line.unitCost),
    sale: line.salePercent === null ? '' : String(line.salePercent),
    options: line.options,
    allergens: line.allergens,
  }
}

/** An order as the API answers it: delivery price, congestion charge and total in pounds; exactly the wire's fields. */
export function toOrderAnswer(order: OrderRecord): Order {
  const { delivery } = order
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    products: order.products.map(toOrderLineAnswer),
    delivery: {
      method: delivery.method,
      date: delivery.date,
      time: delivery.time,
      secondTime: delivery.secondTime,
      cost: toPounds(delivery.cost),
      congestion: toPounds(delivery.congestion),
    },
    deliveryPlace: order.deliveryPlace,
    images: order.images,
    message: order.message,
    total: order.total === null ? null : toPounds(order.total),
  }
}

/**
 * An order as the back office's API answers it: the order in pounds, then its client, payment
 * state and customer, and the customer's e-mail about it that has not gone, if any.
 */
export function toAdminOrderAnswer(
  order: AdminOrderRecord,
  mailNotGone: MailNotGone | null,
): AdminOrder {
  return {
    ...toOrderAnswer(order),
    clientId: order.clientId,
    pricedByBakery: order.products.filter((line) => line.pricedByBakery).map((line) => line.id),
    payment: order.payment,
    customer: order.customer,
    mailNotGone,
  }
}
