import type { FastifyInstance } from 'fastify'

/**
 * While the app closes, every answer still being prepared says `Connection: close`, so a request
 * that was in flight at SIGTERM finishes and its keep-alive connection ends with it; otherwise the
 * server would wait for idle keep-alive clients until the grace period runs out.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let isClosing = false
  app.addHook('preClose', async () => {
    isClosing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) void reply.header('connection', 'close')
  })
}
