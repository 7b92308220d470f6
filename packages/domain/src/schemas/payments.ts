import { z } from 'zod'
import { OrderLineSchema, TransactionStatusSchema } from './orders'

/** An `Idempotency-Key` value: a UUID the web app makes per checkout attempt (docs/product.md › Sending an order twice). */
export const IdempotencyKeySchema = z.uuid()

/** How a priced order is paid: online through the payment provider, or by bank transfer (docs/product.md › Payments). */
export const PAYMENT_CHOICES = ['online', 'bankTransfer'] as const
/** How a priced order is paid (docs/product.md › Payments). */
export const PaymentChoiceSchema = z.enum(PAYMENT_CHOICES)
/** How a priced order is paid (docs/product.md › Payments). */
export type PaymentChoice = z.infer<typeof PaymentChoiceSchema>

/** What a customer needs to pay by bank transfer; the reference ties the money to the order (docs/product.md › Payments). */
export const BankTransferDetailsSchema = z.object({
  accountName: z.string(),
  sortCode: z.string(),
  accountNumber: z.string(),
  reference: z.string(),
  amount: z.number(),
  /** The last day to pay, `YYYY-MM-DD` in London (docs/product.md › Unpaid holds). */
  dueBy: z.string(),
})
/** Bank transfer details (docs/product.md › Payments). */
export type BankTransferDetails = z.infer<typeof BankTransferDetailsSchema>

/**
 * Answer of `POST /payments/customer/transactions/clear` (docs/product.md › Payments): the page
 * where the browser goes to pay online, or, for a bank transfer, the details to pay with.
 */
export const PaymentHandOffSchema = z.object({
  flowLink: z.string().min(1).nullable(),
  bankTransfer: BankTransferDetailsSchema.nullable(),
  orderId: z.string(),
  transactionId: z.string(),
})
/** Answer of the paid checkout. */
export type PaymentHandOff = z.infer<typeof PaymentHandOffSchema>

/** What the sandbox payment page shows: a test payment of one transaction (docs/product.md › Payments). */
export const SandboxPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: TransactionStatusSchema,
  amount: z.number(),
  products: z.array(OrderLineSchema),
})
/** A sandbox payment as its page shows it (docs/product.md › Payments). */
export type SandboxPayment = z.infer<typeof SandboxPaymentSchema>

/** Answer of paying or cancelling on the sandbox page: where the browser goes next (docs/product.md › Payments). */
export const SandboxOutcomeSchema = z.object({ returnUrl: z.string() })
/** Where the browser goes after the sandbox page (docs/product.md › Payments). */
export type SandboxOutcome = z.infer<typeof SandboxOutcomeSchema>

/** Answer of `POST /payments/customer/transactions/:id/pay`: the payment page to go to now (docs/product.md › Payments). */
export const PayLinkSchema = z.object({ flowLink: z.string().min(1) })
