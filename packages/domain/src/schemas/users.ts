import { z } from 'zod'
import { DeliveryDistanceSchema, OrderSchema } from './orders'

/** A saved address of a client, with the congestion flag and distance the server computed (docs/product.md › Addresses). */
export const AddressSchema = z.object({
  id: z.string(),
  address: z.string(),
  postCode: z.string(),
  floor: z.string(),
  flat: z.string(),
  isCongestionZone: z.boolean(),
  deliveryDistance: DeliveryDistanceSchema.nullable(),
})
/** A saved address (docs/product.md › Addresses). */
export type Address = z.infer<typeof AddressSchema>

/** The signed-in client as the profile call answers it; `birthDate` is `YYYY-MM-DD` or null (docs/product.md › Accounts; › Wire names). */
export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  birthDate: z.string().nullable(),
  /** Whether the account is one of the bakery's team, for whom the back office opens. */
  isStaff: z.boolean(),
  addressesData: z.array(AddressSchema),
  orders: z.array(OrderSchema),
})
/** The signed-in client (docs/product.md › Accounts). */
export type User = z.infer<typeof UserSchema>
