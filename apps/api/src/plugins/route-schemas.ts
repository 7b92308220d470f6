import type { IncomingMessage, ServerResponse } from 'node:http'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawServerDefault,
} from 'fastify'
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { checkWith } from '../lib/validate'

/** The app, or a scope of it, whose routes take the domain's zod schemas and read typed input. */
export type ZodRoutes = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>

/**
 * Checks a route's params, query or body with its zod schema before the handler runs: the handler
 * gets the parsed data, and wrong input gets the shop's 400 with `fields`, NUL characters refused,
 * exactly as `parseWith` answers it (docs/product.md › Error answers).
 */
const checkRequestPart: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (value) => {
    // A request without a body, or a JSON `null`, is checked as `{}`: every required field is named.
    const checked = checkWith(schema, httpPart === 'body' && value == null ? {} : value)
    return 'error' in checked ? { error: checked.error } : { value: checked.data }
  }

/**
 * Makes route schemas zod's: requests are checked as above, and a JSON answer of a status the
 * route's `response` names is written through that schema, so only its fields leave and an answer
 * that does not fit fails loudly (a 500, logged) instead of reaching a client.
 */
export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(checkRequestPart)
  app.setSerializerCompiler(serializerCompiler)
}

/** The same instance, its routes typed by their zod schemas. */
export function zodRoutes(app: FastifyInstance): ZodRoutes {
  return app.withTypeProvider<ZodTypeProvider>()
}

/**
 * What one status of a route means to a client. A 2xx JSON answer's body is the route's `response`
 * schema of that status; a 4xx or 5xx answer's is the error body.
 */
export type RouteAnswer =
  | string
  | {
      description: string
      /** The body's media type when it is not JSON (a photo). */
      mediaType?: string
      /** A JSON body the handler writes as ready bytes itself, so `response` never sees it. */
      schema?: z.ZodType
    }

/**
 * A body the handler parses itself with `parseWith`, because its schema is only known per request:
 * described in the API description, not checked by Fastify.
 */
export type HandlerBody =
  | { json: z.ZodType }
  | { client: z.ZodType; visitor: z.ZodType }
  | { multipart: z.ZodObject; files: string }

// What a route says about itself beside its zod schemas, for the API description. The first four
// are typed exactly as @fastify/swagger types them, so the two declarations merge.
declare module 'fastify' {
  interface FastifySchema {
    operationId?: string
    tags?: readonly string[]
    summary?: string
    description?: string
    /** Every status the route answers on purpose, with what it means. */
    answers?: Readonly<Record<number, RouteAnswer>>
    handlerBody?: HandlerBody
    /** Needs an `Idempotency-Key` header: the same key never creates two orders. */
    idempotent?: boolean
    /** Limited per IP address (429 with `Retry-After`). */
    rateLimited?: boolean
  }
}
