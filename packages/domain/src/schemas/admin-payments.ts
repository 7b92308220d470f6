import { z } from 'zod'
import { formatPounds, toPence, ZERO_PENCE } from '../money'
import { OrderSchema, TransactionMethodSchema, TransactionStatusSchema } from './orders'

// A line price in pounds as the baker types it: at least a penny, at most two decimals
// (docs/product.md › Wire names).
const LinePriceSchema = z
  .number({ error: 'Please enter a price.' })
  .positive(`A price must be more than ${formatPounds(ZERO_PENCE)}.`)
  .max(100_000, `A price must be at most ${formatPounds(toPence(100_000))}.`)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'A price has at most two decimals.',
  })

/** Body of `POST /admin/orders/:id/price`: the unit price of each unpriced line of a request order (docs/product.md › The back office). */
export const OrderPricingSchema = z.object({
  lines: z
    .array(z.object({ id: z.string().min(1), cost: LinePriceSchema }))
    .min(1, 'Please price at least one line.'),
})
/** The prices the baker sets on a request order (docs/product.md › The back office). */
export type OrderPricing = z.infer<typeof OrderPricingSchema>

/** Answer of pricing a request order: the order with its prices, and the pending transaction the client pays (docs/product.md › The back office). */
export const PricedOrderSchema = z.object({
  order: OrderSchema,
  transactionId: z.string(),
  flowLink: z.string(),
})
/** A request order once priced (docs/product.md › The back office). */
export type PricedOrder = z.infer<typeof PricedOrderSchema>

/** Query of `GET /admin/transactions`: optionally only one status (docs/product.md › The back office). */
export const AdminTransactionsQuerySchema = z.object({
  status: TransactionStatusSchema.optional(),
})

/** A transaction as the bakery sees it: provider state, order, customer, and who marked it paid (docs/product.md › The back office). */
export const AdminTransactionSchema = z.object({
  id: z.string(),
  method: TransactionMethodSchema,
  status: TransactionStatusSchema,
  amount: z.number(),
  createdAt: z.string(),
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The admin who marked a bank transfer received; null when a provider confirmed it or it is unpaid. */
  paidBy: z.string().nullable(),
  orderId: z.string(),
  orderStatus: OrderSchema.shape.status,
  deliveryDate: z.string(),
  clientId: z.string().nullable(),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
})
/** A transaction as the bakery sees it (docs/product.md › The back office). */
export type AdminTransaction = z.infer<typeof AdminTransactionSchema>
