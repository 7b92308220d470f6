import { mailboxKey } from '@sweet-art/domain/mailbox'
import type { ClientNetwork } from '../../lib/client-network'
import { minutesText, type RateLimiter, type RateRule } from '../../plugins/rate-limit'

const HOUR_MS = 60 * 60_000

/** The two checkout limits: orders per hour from one network, and for one client or guest mailbox. */
export interface OrderRules {
  network: RateRule
  email: RateRule
}

/**
 * Every order sends its customer an e-mail from the shop and lands on the baker's board, so a
 * guest checkout must not be a free way to mail a stranger or fill the board. The limits sit far
 * above what a real customer does in an hour (a few orders, a retried payment).
 */
export function createOrderRules(settings: { perIpPerHour: number; perEmailPerHour: number }) {
  const message = (minutes: number) =>
    `You have placed a lot of orders in a short time. Please try again in ${minutesText(minutes)}, or contact us and we will take your order.`
  return {
    network: { name: 'orders-ip', limit: settings.perIpPerHour, windowMs: HOUR_MS, message },
    email: { name: 'orders-email', limit: settings.perEmailPerHour, windowMs: HOUR_MS, message },
  } satisfies OrderRules
}

/**
 * Whose allowance an order spends: a signed-in client's own, kept by their id, or, for a guest, the
 * allowance of the mailbox the order's e-mails go to, however its address is dressed
 * (docs/product.md › Limits on ordering). A stranger's guest orders in a client's address therefore
 * never spend the client's own allowance.
 */
export type OrderPlacer = { clientId: string } | { guestEmail: string }

function placerKey(placer: OrderPlacer): string {
  return 'clientId' in placer
    ? `client:${placer.clientId}`
    : `mailbox:${mailboxKey(placer.guestEmail)}`
}

/** Counts one order from `network` by `placer`, refusing with a 429 once either is over its limit. */
export async function countOrder(
  limiter: RateLimiter,
  rules: OrderRules,
  order: { network: ClientNetwork; placer: OrderPlacer },
): Promise<void> {
  await limiter.consume(rules.network, order.network)
  await limiter.consume(rules.email, placerKey(order.placer))
}
