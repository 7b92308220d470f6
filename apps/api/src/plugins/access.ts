import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import { zodRoutes, type ZodRoutes } from './route-schemas'
import type { SessionManager } from './session'

/** Who may call a route: any signed-in client, or only the bakery team. */
export type RouteAccess = 'client' | 'admin'

const TEAM_ONLY = 'This part of the shop is for the bakery team only.'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in client (an admin is one too) found by the access check of the route's scope. */
    readonly clientId: string
  }
  interface FastifyContextConfig {
    /** Set on each route of a signed-in or team scope; the API description reads it. */
    access?: RouteAccess
  }
}

/** Scopes of routes that need a session, checked once for the whole scope. */
export interface Access {
  /**
   * Registers `routes` in a scope where every route needs a signed-in client: a visitor gets the
   * 401 whatever the input, before it is checked.
   */
  clientsOnly: (app: ZodRoutes, routes: (scope: ZodRoutes) => void) => void
  /** The same for the back office: 401 for a visitor, 403 for a client who is not on the team. */
  teamOnly: (app: ZodRoutes, routes: (scope: ZodRoutes) => void) => void
}

/**
 * Gives every request `clientId`, readable only once a scope's check found it (reading it
 * elsewhere is a bug, and throws), and builds the scopes that check it (docs/product.md › Accounts).
 */
export function registerAccess(
  app: FastifyInstance,
  deps: {
    sessions: Pick<SessionManager, 'requireClientId'>
    isAdmin: (clientId: string) => Promise<boolean>
  },
): Access {
  const checked = new WeakMap<FastifyRequest, string>()
  app.decorateRequest('clientId', {
    getter(this: FastifyRequest) {
      const clientId = checked.get(this)
      if (clientId === undefined) throw new Error('clientId is read outside a signed-in scope')
      return clientId
    },
  })

  function scoped(access: RouteAccess): Access['clientsOnly'] {
    return (app, routes) => {
      void app.register(async (instance) => {
        const scope = zodRoutes(instance)
        scope.addHook('onRoute', (route) => {
          route.config = { ...route.config, access }
        })
        scope.addHook('preValidation', async (request, reply) => {
          const clientId = await deps.sessions.requireClientId(request, reply)
          if (access === 'admin' && !(await deps.isAdmin(clientId)))
            throw new AppError('FORBIDDEN', TEAM_ONLY)
          checked.set(request, clientId)
        })
        routes(scope)
      })
    }
  }

  return { clientsOnly: scoped('client'), teamOnly: scoped('admin') }
}
