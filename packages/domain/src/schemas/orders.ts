import { z } from 'zod'
import { CartOptionSchema } from '../cart'
import { ORDER_STATUSES } from '../orders'
import { DeliveryMethodSchema, ImageFileSchema } from './catalog'

// The list lives beside the order rules, without zod, for code that needs it at start-up.
export { ORDER_STATUSES } from '../orders'
/** An order status (spec §4). */
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
/** An order status (spec §4). */
export type OrderStatus = z.infer<typeof OrderStatusSchema>

/** Transaction payment methods (spec §3 Transaction); `sandbox` is the embedded test provider (decisions §4). */
export const TRANSACTION_METHODS = ['bankTransfer', 'gocardless', 'sandbox'] as const
/** A transaction payment method (spec §3). */
export const TransactionMethodSchema = z.enum(TRANSACTION_METHODS)
/** A transaction payment method (spec §3). */
export type TransactionMethod = z.infer<typeof TransactionMethodSchema>

/** Transaction statuses; only `pending` allows payment (spec §3, §4 Transaction). */
export const TRANSACTION_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const
/** A transaction status (spec §4). */
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES)
/** A transaction status (spec §4). */
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>

/** Driving distance from the shop to an address, in miles (spec §3 Address.deliveryDistance). */
export const DeliveryDistanceSchema = z.object({
  origin: z.string(),
  distance: z.number().nonnegative(),
})
/** Driving distance from the shop (spec §3). */
export type DeliveryDistance = z.infer<typeof DeliveryDistanceSchema>

/** An order's product line; money in pounds as the shop priced it (spec §3 Order product line, decisions §2). */
export const OrderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  sectionName: z.string(),
  quantity: z.string(),
  cost: z.number().nullable(),
  sale: z.string(),
  options: z.array(CartOptionSchema),
})
/** An order's product line (spec §3). */
export type OrderLine = z.infer<typeof OrderLineSchema>

/** An order as the API answers it, with delivery price, congestion charge and total in pounds (spec §3 Order, decisions §2). */
export const OrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  products: z.array(OrderLineSchema),
  delivery: z.object({
    method: DeliveryMethodSchema,
    date: z.string(),
    time: z.string(),
    secondTime: z.string(),
    cost: z.number().nullable(),
    congestion: z.number(),
  }),
  deliveryPlace: z.object({
    address: z.string(),
    postCode: z.string(),
    floor: z.string(),
    flat: z.string(),
    deliveryDistance: DeliveryDistanceSchema.nullable(),
    isPaidParking: z.boolean(),
  }),
  images: z.array(ImageFileSchema),
  message: z.string(),
  total: z.number().nullable(),
})
/** An order (spec §3). */
export type Order = z.infer<typeof OrderSchema>

/** A payment transaction as the API answers it; `amount` in pounds (spec §3 Transaction, decisions §2). */
export const TransactionSchema = z.object({
  id: z.string(),
  method: TransactionMethodSchema,
  status: TransactionStatusSchema,
  createdAt: z.string(),
  products: z.array(OrderLineSchema),
  orderId: z.string(),
  flowLink: z.string().nullable(),
  amount: z.number().nullable(),
  /** The reference a bank transfer must carry; null for other methods (issue 7). */
  reference: z.string().nullable(),
})
/** A payment transaction (spec §3). */
export type Transaction = z.infer<typeof TransactionSchema>

/** Body of `POST /admin/orders/:id/status`: the status the bakery moves an order to (issue 8). */
export const OrderStatusChangeSchema = z.object({ status: OrderStatusSchema })

/** Query of `GET /admin/orders`: delivery dates from and to, both optional and inclusive (issue 8). */
export const AdminOrdersQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})

/** Query of `GET /admin/production-sheet`: the delivery day to bake for (issue 8). */
export const ProductionSheetQuerySchema = z.object({ date: z.iso.date() })

/** An order as the bakery sees it: the customer's details beside the order (issue 8). */
export const AdminOrderSchema = OrderSchema.extend({
  clientId: z.string().nullable(),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
})
/** An order as the bakery sees it (issue 8). */
export type AdminOrder = z.infer<typeof AdminOrderSchema>
