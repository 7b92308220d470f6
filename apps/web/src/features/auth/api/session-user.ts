import type { z } from 'zod'
import { UserSchema } from '@sweet-art/domain/schemas/users'

/**
 * The user as the sign-in calls answer it (login, signup, recovery/change, PATCH /clients).
 * The contract promises a user but only the profile call promises its addresses and orders, so
 * those may be missing here; the session fills them from the profile when they are.
 */
export const SignedInUserSchema = UserSchema.partial({ addressesData: true, orders: true })
/** A user from a sign-in call, maybe without addresses and orders. */
export type SignedInUser = z.infer<typeof SignedInUserSchema>
