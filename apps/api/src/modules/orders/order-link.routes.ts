import type { FastifyInstance } from 'fastify'
import type { OrderLinkService } from './order-link.service'

/** The order page that e-mails link to: opened and paid with the signed token, without a session. */
export function registerOrderLinkRoutes(app: FastifyInstance, orderLinks: OrderLinkService): void {
  app.get<{ Params: { token: string } }>('/orders/link/:token', (request) =>
    orderLinks.view(request.params.token),
  )

  app.post<{ Params: { token: string } }>('/orders/link/:token/pay', async (request) => ({
    flowLink: await orderLinks.pay(request.params.token),
  }))
}
