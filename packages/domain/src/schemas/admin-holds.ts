import { z } from 'zod'
import { HOLD_WAITS_FOR } from '../unpaid-holds'
import { OrderStatusSchema } from './orders'

/** One order of `GET /admin/holds`: an unpaid order holding its day (docs/product.md › Unpaid holds). */
export const UnpaidHoldAnswerSchema = z.object({
  orderId: z.string(),
  status: OrderStatusSchema,
  customer: z.string(),
  deliveryDate: z.string(),
  /** The kitchen's units it holds on that day. */
  units: z.number().int().nonnegative(),
  /** Its total in pounds; null for a request not yet priced. */
  total: z.number().nullable(),
  waitsFor: z.enum(HOLD_WAITS_FOR),
  /** When its day goes back to the kitchen unless paid; null while it waits for the baker. */
  endsAt: z.string().nullable(),
})
/** An unpaid order holding its day, as the back office lists it. */
export type UnpaidHoldAnswer = z.infer<typeof UnpaidHoldAnswerSchema>
