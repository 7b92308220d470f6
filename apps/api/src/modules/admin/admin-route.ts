import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AdminService } from './admin.service'
import type { AdminOrdersService } from './admin-orders.service'
import type { AdminClientsService } from './admin-clients.service'
import type { AdminPaymentsService } from './admin-payments.service'
import type { AdminCatalogueService } from './admin-catalog.service'
import type { AdminOptionsService } from './admin-options.service'
import type { AdminCalendarService } from './admin-calendar.service'

/** The services the admin routes call; each area of the back office brings its own. */
export interface AdminServices {
  team: AdminService
  orders: AdminOrdersService
  payments: AdminPaymentsService
  clients: AdminClientsService
  catalogue: AdminCatalogueService
  options: AdminOptionsService
  calendar: AdminCalendarService
}

/** Handles one admin request for the admin whose session was checked. */
export type AdminHandler = (
  adminId: string,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
) => Promise<unknown>

/** One admin route; the table lets a test try every one of them as a client and as a visitor. */
export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  handler: (services: AdminServices) => AdminHandler
}
