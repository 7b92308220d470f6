import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The origin the browser sees the shop at: the configured one, else the request's own host. */
function shopOriginOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`
}

/**
 * Security headers with a CSP the app works under, and a refusal of state-changing API calls
 * from foreign origins: cookies are the credentials, so a foreign page must not ride them.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { apiPrefix: string; publicOrigin: string | undefined; webhooksPath: string },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  })

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return
    if (!request.url.startsWith(options.apiPrefix) || request.url.startsWith(options.webhooksPath))
      return
    const origin = request.headers.origin
    const fetchSite = request.headers['sec-fetch-site']
    const isForeignOrigin =
      origin !== undefined && origin !== shopOriginOf(request, options.publicOrigin)
    if (isForeignOrigin || fetchSite === 'cross-site') {
      throw new AppError('FORBIDDEN', 'This request did not come from the shop.')
    }
  })
}
