import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** The header that carries a request's id in and out (from the proxy, back to the client). */
export const REQUEST_ID_HEADER = 'x-request-id'

// What a proxy's id looks like (a UUID, nginx's $request_id, a trace id); anything else could
// forge or break log lines, so it is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The id every log line of a request carries: the proxy's when it sent a sane one, else a new UUID. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** Answers every request with its id, so a customer's report or a proxy log leads to the server's lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id)
  })
}
