import { z } from 'zod'
import { OrderSchema, TransactionMethodSchema, TransactionStatusSchema } from './orders'

/** The payment an order's page shows: the newest one, with whether Pay can still take it online. */
export const OrderLinkPaymentSchema = z.object({
  method: TransactionMethodSchema,
  status: TransactionStatusSchema,
  /** In pounds, like every amount on the wire. */
  amount: z.number(),
  /** The reference a bank transfer must carry; null for other methods. */
  reference: z.string().nullable(),
  /** Pending, but authorised at the customer's bank: the money is on its way. */
  isAuthorised: z.boolean(),
  canPayOnline: z.boolean(),
})

/** Answer of `GET /orders/link/:token`: the order an e-mailed link names, for clients and guests alike. */
export const OrderLinkViewSchema = z.object({
  order: OrderSchema,
  payment: OrderLinkPaymentSchema.nullable(),
  /** Where to collect the order; null unless it is collected. */
  collectionAddress: z.string().nullable(),
})
/** An order opened from an e-mailed link. */
export type OrderLinkView = z.infer<typeof OrderLinkViewSchema>
