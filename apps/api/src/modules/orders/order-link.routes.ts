import { OrderLinkViewSchema } from '@sweet-art/domain/schemas/order-link'
import { PayLinkSchema } from '@sweet-art/domain/schemas/payments'
import type { ZodRoutes } from '../../plugins/route-schemas'
import type { OrderLinkService } from './order-link.service'

const LINK_REFUSED = 'The link is forged, altered or expired.'

/** The order page that e-mails link to: opened and paid with the signed token, without a session. */
export function registerOrderLinkRoutes(app: ZodRoutes, orderLinks: OrderLinkService): void {
  app.get<{ Params: { token: string } }>(
    '/orders/link/:token',
    {
      schema: {
        operationId: 'viewOrderLink',
        tags: ['orders'],
        summary: 'The order behind a signed link from an e-mail, for guests and clients alike',
        description: 'The signed, expiring token is the permission; no session is needed.',
        response: { 200: OrderLinkViewSchema },
        answers: { 200: 'The order and its payment.', 404: LINK_REFUSED },
      },
    },
    (request) => orderLinks.view(request.params.token),
  )

  app.post<{ Params: { token: string } }>(
    '/orders/link/:token/pay',
    {
      schema: {
        operationId: 'payOrderLink',
        tags: ['orders'],
        summary: 'A payment page link for the order behind a signed e-mail link',
        response: { 200: PayLinkSchema },
        answers: {
          200: 'Where the browser goes to pay.',
          404: LINK_REFUSED,
          409: 'The order has nothing left to pay online.',
        },
      },
    },
    async (request) => ({ flowLink: await orderLinks.pay(request.params.token) }),
  )
}
