import { z } from 'zod'

/**
 * How an e-mail that has not gone stands (docs/product.md › E-mails): `late`, still being tried
 * after a try failed or after five minutes untried; `failed`, given up after three days.
 */
export const UNSENT_MAIL_STATES = ['late', 'failed'] as const
/** How an e-mail that has not gone stands. */
export const UnsentMailStateSchema = z.enum(UNSENT_MAIL_STATES)
/** How an e-mail that has not gone stands. */
export type UnsentMailState = z.infer<typeof UnsentMailStateSchema>

/** One e-mail of `GET /admin/mail`: a message the shop owes that has not gone (docs/product.md › The back office). */
export const UnsentMailSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  state: UnsentMailStateSchema,
  /** Tries since it was written, or since the baker last sent it again. */
  tries: z.number().int().nonnegative(),
  /** The mail server's last answer; null while no try has failed yet. */
  reason: z.string().nullable(),
  writtenAt: z.string(),
  /** When the next try is due; null once the shop has given up. */
  nextTryAt: z.string().nullable(),
  /** The order it is about; null for an account's e-mail. */
  orderId: z.string().nullable(),
})
/** An e-mail that has not gone, as the back office lists it. */
export type UnsentMail = z.infer<typeof UnsentMailSchema>

/** What the orders board says of an order whose customer's e-mail has not gone (docs/product.md › The back office). */
export const MailNotGoneSchema = UnsentMailSchema.pick({ id: true, state: true, reason: true })
/** The customer's e-mail about an order that has not gone. */
export type MailNotGone = z.infer<typeof MailNotGoneSchema>
