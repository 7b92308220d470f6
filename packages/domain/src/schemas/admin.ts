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
