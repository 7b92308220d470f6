import type { OrdersService } from './orders.service'
import type { KeyedLock } from '../../providers/shared-state/shared-state'

/**
 * Runs checkouts that carry the same Idempotency-Key one at a time, on every instance (ADR 008):
 * a double click or a retry through another instance waits for the first attempt and then replays
 * its stored answer, instead of asking the payment provider for a second flow nobody would use.
 * The database's unique key, claimed in the order's transaction, still decides what is written.
 */
export function lockCheckoutsByKey(orders: OrdersService, locks: KeyedLock): OrdersService {
  return {
    ...orders,
    checkout: (attempt) =>
      locks.withLock(`checkout:${attempt.idempotencyKey}`, () => orders.checkout(attempt)),
  }
}
