import { z } from 'zod'
import { OrderSchema } from './orders'

/** Longest search text the clients list accepts; a name, an e-mail or a phone number fits. */
export const CLIENT_SEARCH_MAX_LENGTH = 100

/** Query of `GET /admin/clients`: text found in a name, e-mail or phone number (docs/product.md › The back office). */
export const AdminClientsQuerySchema = z.object({
  search: z.string().trim().max(CLIENT_SEARCH_MAX_LENGTH).optional(),
})

/** A client as the bakery's list shows them (docs/product.md › The back office). */
export const AdminClientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['client', 'admin']),
  createdAt: z.string(),
  ordersCount: z.number().int().nonnegative(),
})
/** A client in the bakery's list (docs/product.md › The back office). */
export type AdminClient = z.infer<typeof AdminClientSchema>

/** Answer of `GET /admin/clients/:id`: the client and their orders, newest first (docs/product.md › The back office). */
export const AdminClientDetailSchema = z.object({
  client: AdminClientSchema,
  orders: z.array(OrderSchema),
})
/** A client with their orders (docs/product.md › The back office). */
export type AdminClientDetail = z.infer<typeof AdminClientDetailSchema>
