import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The request a piece of work is being done for, wherever in its handler's call chain it runs. */
export interface RequestScope {
  request: FastifyRequest
  reply: FastifyReply
}

const scopes = new AsyncLocalStorage<RequestScope>()

/**
 * Runs every route handler inside its request's scope, so a provider that bills per call can
 * charge the call to whoever caused it, whichever route and service made it. Registered as the
 * last step before the handler, after the body is parsed (parsing runs outside any scope).
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('preHandler', (request, reply, done) => {
    scopes.run({ request, reply }, done)
  })
}

/** The scope of the request being handled, or undefined for work no request caused. */
export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore()
}
