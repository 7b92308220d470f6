import { z } from 'zod'
import { CartOptionSchema } from '../cart'
import { ORDER_STATUSES } from '../orders'
import { ORDER_PAYMENT_STATES } from '../order-payment'
import { MailNotGoneSchema } from './admin-mail'
import { DayLoadSchema } from './capacity'
import { AllergenListSchema, DeliveryMethodSchema, ImageFileSchema } from './catalog'

/** An order status (docs/product.md › Order life cycle). */
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
/** An order status (docs/product.md › Order life cycle). */
export type OrderStatus = z.infer<typeof OrderStatusSchema>

/** Transaction payment methods (docs/product.md › Payments); `sandbox` is the embedded test provider. */
export const TRANSACTION_METHODS = ['bankTransfer', 'gocardless', 'sandbox'] as const
/** A transaction payment method (docs/product.md › Payments). */
export const TransactionMethodSchema = z.enum(TRANSACTION_METHODS)
/** A transaction payment method (docs/product.md › Payments). */
export type TransactionMethod = z.infer<typeof TransactionMethodSchema>

/** Transaction statuses; only `pending` allows payment (docs/product.md › Payments). */
export const TRANSACTION_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const
/** A transaction status (docs/product.md › Payments). */
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES)
/** A transaction status (docs/product.md › Payments). */
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>

/** Driving distance from the shop to an address, in miles (docs/product.md › Address search). */
export const DeliveryDistanceSchema = z.object({
  origin: z.string(),
  distance: z.number().nonnegative(),
})
/** Driving distance from the shop. */
export type DeliveryDistance = z.infer<typeof DeliveryDistanceSchema>

/** An order's product line; money in pounds as the shop priced it (docs/product.md › Orders; › Product prices). */
export const OrderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  sectionName: z.string(),
  quantity: z.string(),
  cost: z.number().nullable(),
  sale: z.string(),
  options: z.array(CartOptionSchema),
  // Worked out by the shop from its catalogue when the order was placed (docs/product.md › Allergens).
  allergens: AllergenListSchema,
})
/** An order's product line (docs/product.md › Orders). */
export type OrderLine = z.infer<typeof OrderLineSchema>

/** An order as the API answers it, with delivery price, congestion charge and total in pounds (docs/product.md › Orders; › Delivery price). */
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
/** An order (docs/product.md › Orders). */
export type Order = z.infer<typeof OrderSchema>

/** A payment transaction as the API answers it; `amount` in pounds (docs/product.md › Payments; › Wire names). */
export const TransactionSchema = z.object({
  id: z.string(),
  method: TransactionMethodSchema,
  status: TransactionStatusSchema,
  createdAt: z.string(),
  products: z.array(OrderLineSchema),
  orderId: z.string(),
  flowLink: z.string().nullable(),
  amount: z.number().nullable(),
  /** The reference a bank transfer must carry; null for other methods (docs/product.md › Payments). */
  reference: z.string().nullable(),
  /** Pending, but authorised at the customer's bank: the money is on its way and nothing is to pay. */
  isAuthorised: z.boolean(),
})
/** A payment transaction (docs/product.md › Payments). */
export type Transaction = z.infer<typeof TransactionSchema>

/** Body of `POST /admin/orders/:id/status`: the status the bakery moves an order to (docs/product.md › The back office). */
export const OrderStatusChangeSchema = z.object({ status: OrderStatusSchema })

/** The longest search text the board accepts: more than any name or e-mail. */
export const ORDER_SEARCH_MAX_LENGTH = 100

/** Messages of the board's query, shown beside the field that caused them. */
export const ADMIN_ORDERS_QUERY_MESSAGES = {
  rangeBackwards: 'The "to" date must be on or after the "from" date.',
  searchTooLong: `Search for at most ${String(ORDER_SEARCH_MAX_LENGTH)} characters.`,
} as const

/**
 * Query of `GET /admin/orders`: delivery dates from and to (both optional and inclusive), a search
 * by order number (with or without `#`, any case), customer name or e-mail, and `awaitingPrice`
 * for request orders whose price is still to set.
 */
export const AdminOrdersQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    q: z
      .string()
      .trim()
      .max(ORDER_SEARCH_MAX_LENGTH, ADMIN_ORDERS_QUERY_MESSAGES.searchTooLong)
      .optional()
      .transform((text) => text || undefined),
    awaitingPrice: z.stringbool().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ADMIN_ORDERS_QUERY_MESSAGES.rangeBackwards,
    path: ['to'],
  })
/** A query of the orders board. */
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>

/** Query of `GET /admin/production-sheet`: the delivery day to bake for (docs/product.md › The back office). */
export const ProductionSheetQuerySchema = z.object({ date: z.iso.date() })

/** An order as the bakery sees it: the customer's details beside the order (docs/product.md › The back office). */
export const AdminOrderSchema = OrderSchema.extend({
  clientId: z.string().nullable(),
  /** The lines whose price the baker set, which she may correct until the order is paid (docs/product.md › Request orders). */
  pricedByBakery: z.array(z.string()),
  /** Where the order stands with its money: paid, awaiting a payment or transfer, or a price to set. */
  payment: z.enum(ORDER_PAYMENT_STATES),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** The latest e-mail to the customer about this order that has not gone; null when all went. */
  mailNotGone: MailNotGoneSchema.nullable(),
})
/** An order as the bakery sees it (docs/product.md › The back office). */
export type AdminOrder = z.infer<typeof AdminOrderSchema>

/** `GET /admin/production-sheet`: the confirmed orders' rows to bake and the day's other orders apart. */
export const ProductionSheetSchema = z.object({
  date: z.string(),
  rows: z.array(
    z.object({
      name: z.string(),
      options: z.array(z.string()),
      allergens: AllergenListSchema,
      quantity: z.number(),
      orders: z.number(),
    }),
  ),
  /** The day's booked units against its capacity (docs/product.md › Daily capacity). */
  load: DayLoadSchema,
  unconfirmed: z.array(
    z.object({
      orderNumber: z.string(),
      customerName: z.string(),
      payment: z.enum(ORDER_PAYMENT_STATES),
      products: z.array(
        z.object({
          name: z.string(),
          quantity: z.string(),
          options: z.array(z.string()),
          allergens: AllergenListSchema,
        }),
      ),
    }),
  ),
})
/** A day's production sheet. */
export type ProductionSheet = z.infer<typeof ProductionSheetSchema>
