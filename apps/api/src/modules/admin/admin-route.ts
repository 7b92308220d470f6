import type { FastifyRequest } from 'fastify'
import type { AdminService } from './admin.service'
import type { AdminOrdersService } from './admin-orders.service'
import type { AdminClientsService } from './admin-clients.service'
import type { AdminPaymentsService } from './admin-payments.service'
import type { AdminCatalogueService } from './admin-catalog.service'
import type { AdminOptionsService } from './admin-options.service'
import type { AdminCalendarService } from './admin-calendar.service'
import type { AdminCapacityService } from './admin-capacity.service'
import type { AdminMailService } from './admin-mail.service'
import type { AdminHoldsService } from './admin-holds.service'

/** The services the admin routes call; each area of the back office brings its own. */
export interface AdminServices {
  team: AdminService
  orders: AdminOrdersService
  payments: AdminPaymentsService
  clients: AdminClientsService
  catalogue: AdminCatalogueService
  options: AdminOptionsService
  calendar: AdminCalendarService
  capacity: AdminCapacityService
  mail: AdminMailService
  holds: AdminHoldsService
}

/**
 * The `:id` of a back-office route's path, as the router gives it: not checked by a schema, so a
 * malformed id reaches the service, which answers 404 for an id that names nothing.
 */
export function pathId(request: FastifyRequest): string {
  const { params } = request
  if (
    typeof params === 'object' &&
    params !== null &&
    'id' in params &&
    typeof params.id === 'string'
  )
    return params.id
  throw new Error(`${request.routeOptions.url ?? request.url} has no :id`)
}
