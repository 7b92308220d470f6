import { GoCardlessClient } from 'gocardless-nodejs/client'
import { Environments } from 'gocardless-nodejs/constants'

/** The part of the official GoCardless client the shop uses. */
export type GoCardlessApi = Pick<
  GoCardlessClient,
  'billingRequests' | 'billingRequestFlows' | 'creditors'
>

/** The GoCardless environment an access token belongs to. */
export type GoCardlessEnvironment = 'sandbox' | 'live'

/** The client's own options: the HTTP agents it connects through (tests answer as GoCardless locally). */
export type GoCardlessClientOptions = NonNullable<ConstructorParameters<typeof GoCardlessClient>[2]>

/**
 * The official client for one environment. A repeated idempotency key is raised to the shop
 * rather than answered by the SDK's own fetch, which billing request flows do not have (the SDK
 * would throw a TypeError): the provider answers a repeat itself.
 */
export function createGoCardlessClient(options: {
  accessToken: string
  environment: GoCardlessEnvironment
  client?: Omit<GoCardlessClientOptions, 'raiseOnIdempotencyConflict'>
}): GoCardlessApi {
  return new GoCardlessClient(
    options.accessToken,
    options.environment === 'live' ? Environments.Live : Environments.Sandbox,
    { ...options.client, raiseOnIdempotencyConflict: true },
  )
}
