import { z } from 'zod'

/** The signed-in admin as `GET /admin/session` answers it; the back office opens only for one (docs/product.md › The back office). */
export const AdminIdentitySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})
/** The signed-in admin. */
export type AdminIdentity = z.infer<typeof AdminIdentitySchema>

/**
 * `GET`, `POST` and `DELETE /admin/calendar-feed`: the secret address of the baker's calendar feed,
 * or null while it is off (docs/product.md › The baker's calendar).
 */
export const CalendarFeedSchema = z.object({ isOn: z.boolean(), url: z.url().nullable() })
/** Whether the calendar feed is on, and its address in the answer that made it: only a hash of its secret is kept, so it is shown once. */
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>
