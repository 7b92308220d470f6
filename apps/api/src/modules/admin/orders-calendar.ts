import { CONTAINS_LABEL, formatAllergens } from '@sweet-art/domain/allergens'
import { londonInstant, minutesToTime, timeToMinutes } from '@sweet-art/domain/dates'
import { deliveryMethodLabel } from '@sweet-art/domain/delivery'
import { formatPounds } from '@sweet-art/domain/money'
import { isOrderConfirmed, ORDER_PAYMENT_STATE_LABELS } from '@sweet-art/domain/order-payment'
import type { AdminOrderRecord } from '@sweet-art/domain/order-record'
import {
  formatOrderNumber,
  formatTimeRange,
  orderNumber,
  orderStatusLabel,
} from '@sweet-art/domain/orders'
import { PRICE_ON_REQUEST } from '@sweet-art/domain/pricing'
import { describeOptionsForBaker } from '@sweet-art/domain/production-sheet'
import { SLOT_STEP_MINUTES } from '@sweet-art/domain/slots'
import type { CalendarEvent } from '../../lib/icalendar'

/** What an event needs besides its order: the back office's address and the collection address. */
export interface OrdersCalendarFacts {
  /** The back office's orders board, searched for one order number. */
  boardUrl: (orderNumber: string) => string
  collectionAddress: string
}

// The seconds since this date grow with every change and stay far below iCalendar's 2^31 limit.
const SEQUENCE_EPOCH_MS = Date.UTC(2025, 0, 1)

function whereTo(order: AdminOrderRecord, facts: OrdersCalendarFacts): string {
  const { deliveryPlace } = order
  if (order.delivery.method === 'orderCollection') return `Collection: ${facts.collectionAddress}`
  return [
    deliveryPlace.address,
    deliveryPlace.postCode,
    deliveryPlace.floor && `floor ${deliveryPlace.floor}`,
    deliveryPlace.flat && `flat ${deliveryPlace.flat}`,
  ]
    .filter(Boolean)
    .join(', ')
}

/** A line as the kitchen reads it: what to make, its options, and on the next line what it contains. */
function lineText(line: AdminOrderRecord['products'][number]): string {
  const options = describeOptionsForBaker(line.options)
  const made = `${line.name} × ${line.quantity}${options ? ` (${options})` : ''}`
  return line.allergens.length > 0
    ? `${made}\n  ${CONTAINS_LABEL}: ${formatAllergens(line.allergens)}`
    : made
}

/**
 * One order as an event of the baker's calendar (docs/product.md › The baker's calendar): at its
 * delivery date and time window (one slot when only `From` was chosen), named by its number and
 * what to make, tentative until its money has arrived, with everything the day needs written out.
 * What the customer typed is escaped as iCalendar text, so it can never add a property or an event.
 */
export function orderCalendarEvent(
  order: AdminOrderRecord,
  facts: OrdersCalendarFacts,
): CalendarEvent {
  const { delivery, customer } = order
  const confirmed = isOrderConfirmed(order.payment)
  const endTime =
    delivery.secondTime && delivery.secondTime > delivery.time
      ? delivery.secondTime
      : minutesToTime(timeToMinutes(delivery.time) + SLOT_STEP_MINUTES)
  const made = order.products.map((line) => `${line.name} × ${line.quantity}`).join(', ')
  const payment = ORDER_PAYMENT_STATE_LABELS[order.payment]
  const description = [
    ...order.products.map(lineText),
    '',
    `${deliveryMethodLabel(delivery.method)}, ${formatTimeRange(delivery.time, delivery.secondTime)}`,
    `Customer: ${[`${customer.firstName} ${customer.lastName}`.trim(), customer.phone, customer.email].filter(Boolean).join(', ')}`,
    `Status: ${orderStatusLabel(order.status)}`,
    `Payment: ${payment}`,
    `Total: ${order.total === null ? PRICE_ON_REQUEST : formatPounds(order.total)}`,
    ...(order.message ? ['', `Message from the customer: ${order.message}`] : []),
  ].join('\n')
  return {
    uid: `order-${order.id}@sweet-art`,
    sequence: Math.max(0, Math.floor((order.changedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
    lastModified: order.changedAt,
    start: londonInstant(delivery.date, delivery.time),
    end: londonInstant(delivery.date, endTime),
    summary: `${formatOrderNumber(order.id)} ${deliveryMethodLabel(delivery.method)}: ${made}${confirmed ? '' : ` (${payment})`}`,
    description,
    location: whereTo(order, facts),
    url: facts.boardUrl(orderNumber(order.id)),
    status: order.status === 'cancelled' ? 'CANCELLED' : confirmed ? 'CONFIRMED' : 'TENTATIVE',
  }
}
