import { z } from 'zod'
import { OrderLineSchema, TransactionStatusSchema } from './orders'

/** An `Idempotency-Key` value: a UUID the web app makes per checkout attempt (decisions §2). */
export const IdempotencyKeySchema = z.uuid()

/** Answer of `POST /payments/customer/transactions/clear`: where the browser goes to pay (spec §7, decisions §2). */
export const PaymentHandOffSchema = z.object({
  flowLink: z.string().min(1),
  orderId: z.string(),
  transactionId: z.string(),
})
/** Answer of the paid checkout (spec §7). */
export type PaymentHandOff = z.infer<typeof PaymentHandOffSchema>

/** What the sandbox payment page shows: a test payment of one transaction (decisions §4 sandbox provider). */
export const SandboxPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: TransactionStatusSchema,
  amount: z.number(),
  products: z.array(OrderLineSchema),
})
/** A sandbox payment as its page shows it (decisions §4). */
export type SandboxPayment = z.infer<typeof SandboxPaymentSchema>

/** Answer of paying or cancelling on the sandbox page: where the browser goes next (decisions §4). */
export const SandboxOutcomeSchema = z.object({ returnUrl: z.string() })
/** Where the browser goes after the sandbox page (decisions §4). */
export type SandboxOutcome = z.infer<typeof SandboxOutcomeSchema>
