import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { AutocompleteQuerySchema, DistanceQuerySchema } from '@sweet-art/domain/schemas/maps'
import { parseWith } from '../../lib/validate'
import { cookieOptions } from '../../plugins/session'
import type { MapsService } from './maps.service'

/** The cookie carrying a Places session token between autocomplete and the place lookup that ends it. */
export const PLACES_SESSION_COOKIE = 'sa_places'
// Google ends an autocomplete session after a few minutes of silence anyway.
const PLACES_SESSION_S = 180

/** The path of `GET /maps/place/:placeId`, checked as the distance query's `placeId` is. */
export const PlaceParamsSchema = z.object({ placeId: DistanceQuerySchema.shape.placeId })

/**
 * `/maps/*`: the storefront's only way to the maps service, so the key stays on the server
 * (see docs/product.md › Address search). The per-IP limit is the maps provider's own, as every call to it is billed.
 */
export function registerMapsRoutes(
  app: FastifyInstance,
  deps: { apiPrefix: string; maps: MapsService },
): void {
  const { maps } = deps
  const cookiePath = `${deps.apiPrefix}/maps`

  app.get('/maps/autocomplete', async (request, reply) => {
    const { input } = parseWith(AutocompleteQuerySchema, request.query)
    // One token per customer's typing, kept in a cookie because the web app sends only `input`.
    let token = request.cookies[PLACES_SESSION_COOKIE]
    if (!token || !/^[0-9a-f-]{36}$/.test(token)) {
      token = randomUUID()
      void reply.setCookie(
        PLACES_SESSION_COOKIE,
        token,
        cookieOptions(request, cookiePath, PLACES_SESSION_S),
      )
    }
    return maps.autocomplete(input, token)
  })

  app.get('/maps/place/:placeId', async (request, reply) => {
    const { placeId } = parseWith(PlaceParamsSchema, request.params)
    const token = request.cookies[PLACES_SESSION_COOKIE]
    // The place lookup ends the autocomplete session; the next typing starts a new one.
    void reply.clearCookie(PLACES_SESSION_COOKIE, cookieOptions(request, cookiePath))
    return maps.place(placeId, token)
  })

  app.get('/maps/distance', async (request) => {
    const { placeId } = parseWith(DistanceQuerySchema, request.query)
    return maps.distance(placeId)
  })
}
