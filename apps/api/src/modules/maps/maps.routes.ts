import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import {
  AutocompleteQuerySchema,
  DistanceQuerySchema,
  PlaceDetailsSchema,
  PlacePredictionSchema,
} from '@sweet-art/domain/schemas/maps'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { cookieOptions } from '../../plugins/cookie-options'
import type { DistanceAnswer, MapsService } from './maps.service'

/** The cookie carrying a Places session token between autocomplete and the place lookup that ends it. */
export const PLACES_SESSION_COOKIE = 'sa_places'
// Google ends an autocomplete session after a few minutes of silence anyway.
const PLACES_SESSION_S = 180

/** The path of `GET /maps/place/:placeId`, checked as the distance query's `placeId` is. */
const PlaceParamsSchema = z.object({ placeId: DistanceQuerySchema.shape.placeId })

/** Answer of `GET /maps/distance`, with the flags of the offline provider's answers. */
export const DistanceAnswerSchema = z.object({
  origin: z.string(),
  distance: z.number().describe('Miles by road from the shop.'),
  isEstimate: z
    .literal(true)
    .optional()
    .describe("Set when the offline provider's estimate answers."),
  approximate: z
    .literal(true)
    .optional()
    .describe("Set when the place is known only to its postcode district's centre."),
}) satisfies z.ZodType<DistanceAnswer>

/**
 * `/maps/*`: the storefront's only way to the maps service, so the key stays on the server
 * (see docs/product.md › Address search). The per-IP limit is the maps provider's own, as every call to it is billed.
 */
export function registerMapsRoutes(
  app: ZodRoutes,
  deps: { apiPrefix: string; maps: MapsService },
): void {
  const { maps } = deps
  const cookiePath = `${deps.apiPrefix}/maps`

  app.get(
    '/maps/autocomplete',
    {
      schema: {
        operationId: 'suggestAddresses',
        tags: ['maps'],
        summary: 'UK address suggestions for the text typed',
        rateLimited: true,
        querystring: AutocompleteQuerySchema,
        response: { 200: z.array(PlacePredictionSchema) },
        answers: { 200: 'Up to a few suggestions.' },
      },
    },
    async (request, reply) => {
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
      return maps.autocomplete(request.query.input, token)
    },
  )

  app.get(
    '/maps/place/:placeId',
    {
      schema: {
        operationId: 'getPlacePostCode',
        tags: ['maps'],
        summary: "A suggested place's postcode",
        rateLimited: true,
        params: PlaceParamsSchema,
        response: { 200: PlaceDetailsSchema },
        answers: { 200: 'The address line and postcode.', 404: 'No such place.' },
      },
    },
    async (request, reply) => {
      const token = request.cookies[PLACES_SESSION_COOKIE]
      // The place lookup ends the autocomplete session; the next typing starts a new one.
      void reply.clearCookie(PLACES_SESSION_COOKIE, cookieOptions(request, cookiePath))
      return maps.place(request.params.placeId, token)
    },
  )

  app.get(
    '/maps/distance',
    {
      schema: {
        operationId: 'getDeliveryDistance',
        tags: ['maps'],
        summary: 'Miles by road from the shop to a place',
        rateLimited: true,
        querystring: DistanceQuerySchema,
        response: { 200: DistanceAnswerSchema },
        answers: { 200: 'The distance.', 404: 'No such place, or no route to it.' },
      },
    },
    async (request) => maps.distance(request.query.placeId),
  )
}
