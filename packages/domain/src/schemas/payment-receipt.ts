import { z } from 'zod'
import { TransactionStatusSchema } from './orders'

/** The query parameter of `/cart/isPaid` naming the payment just made, for the thank-you modal. */
export const PAID_PAYMENT_PARAM = 'payment'

/** Where a payment page sends the customer back after paying: `/cart/isPaid?payment={id}`. */
export function paidReturnPath(transactionId: string): string {
  return `/cart/isPaid?${PAID_PAYMENT_PARAM}=${encodeURIComponent(transactionId)}`
}

/** Answer of `GET /payments/receipts/:id`: which order a payment was for and how much, for the thank-you modal. */
export const PaymentReceiptSchema = z.object({
  orderId: z.string(),
  /** In pounds, like every amount on the wire. */
  amount: z.number(),
  status: TransactionStatusSchema,
})
/** A payment as the thank-you modal names it. */
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>
