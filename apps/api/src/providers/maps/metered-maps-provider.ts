import type { ClientNetwork } from '../../lib/client-network'
import { minutesText, type RateLimiter, type RateRule } from '../../plugins/rate-limit'
import type { MapsProvider } from './maps-provider'

/** Who a call to the maps provider is made for: the client's network and, when signed in, the client. */
export interface MapsCaller {
  network: ClientNetwork
  clientId: () => Promise<string | null>
}

/**
 * Wraps the maps provider so that every call to it counts against one limit per caller's network and
 * per signed-in client: with Google configured each call is billed, whether it comes from the
 * address autocomplete, an address saved to the book or a checkout's place lookup. Work no
 * request caused (none today) is not counted.
 */
export function createMeteredMapsProvider(deps: {
  provider: MapsProvider
  limiter: RateLimiter
  perMinute: number
  callerOf: () => MapsCaller | undefined
}): MapsProvider {
  const { provider, limiter, callerOf } = deps
  const perNetwork: RateRule = {
    name: 'maps-ip',
    limit: deps.perMinute,
    windowMs: 60_000,
    message: (minutes) =>
      `Too many address lookups from your network. Please try again in ${minutesText(minutes)}.`,
  }
  const perClient: RateRule = {
    ...perNetwork,
    name: 'maps-client',
    message: (minutes) =>
      `Too many address lookups from your account. Please try again in ${minutesText(minutes)}.`,
  }

  async function charge(): Promise<void> {
    const caller = callerOf()
    if (!caller) return
    await limiter.consume(perNetwork, caller.network)
    const clientId = await caller.clientId()
    if (clientId !== null) await limiter.consume(perClient, clientId)
  }

  return {
    name: provider.name,
    isEstimate: provider.isEstimate,
    async autocomplete(input, sessionToken) {
      await charge()
      return provider.autocomplete(input, sessionToken)
    },
    async placeDetails(placeId, sessionToken) {
      await charge()
      return provider.placeDetails(placeId, sessionToken)
    },
    async distanceMiles(origin, placeId) {
      await charge()
      return provider.distanceMiles(origin, placeId)
    },
    // Answered from the provider's own data, never billed.
    ...(provider.isApproximatePlace && { isApproximatePlace: provider.isApproximatePlace }),
  }
}
