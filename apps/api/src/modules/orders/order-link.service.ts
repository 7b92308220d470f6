import { AppError } from '@sweet-art/domain/errors'
import { toPounds } from '@sweet-art/domain/money'
import { toOrderAnswer } from '@sweet-art/domain/order-record'
import type { OrderLinkView } from '@sweet-art/domain/schemas/order-link'
import type { OrderLinks } from '../../lib/order-link'
import type { PayLinks } from '../payments/pay-link'
import { isAuthorised, type PaymentsService } from '../payments/payments.service'
import type { OrdersService } from './orders.service'

/** What a customer is told when an e-mailed order link is forged, altered or too old. */
export const ORDER_LINK_INVALID =
  'This order link is not valid or has expired. Please reply to any of our e-mails and we will send you a new one.'

/** The order page behind the links in e-mails: no session, the signed token is the permission. */
export interface OrderLinkService {
  view: (token: string) => Promise<OrderLinkView>
  pay: (token: string) => Promise<string>
}

/** Builds the order page's service over the orders, their payments, the link signer and the pay links. */
export function createOrderLinkService(deps: {
  orders: Pick<OrdersService, 'find'>
  payments: Pick<PaymentsService, 'findLatestOfOrder'>
  links: OrderLinks
  payLinks: PayLinks
  paymentMethod: string
  collectionAddress: string
}): OrderLinkService {
  const { orders, payments, links, payLinks, paymentMethod, collectionAddress } = deps

  function orderIdOf(token: string): string {
    const orderId = links.verify(token)
    if (!orderId) throw new AppError('NOT_FOUND', ORDER_LINK_INVALID)
    return orderId
  }

  return {
    async view(token) {
      const orderId = orderIdOf(token)
      const [order, payment] = await Promise.all([
        orders.find(orderId),
        payments.findLatestOfOrder(orderId),
      ])
      if (!order) throw new AppError('NOT_FOUND', ORDER_LINK_INVALID)
      return {
        order: toOrderAnswer(order),
        collectionAddress: order.delivery.method === 'orderCollection' ? collectionAddress : null,
        payment: payment && {
          method: payment.method,
          status: payment.status,
          amount: toPounds(payment.amountPence),
          reference: payment.reference,
          isAuthorised: isAuthorised(payment),
          canPayOnline:
            payment.status === 'pending' &&
            payment.method === paymentMethod &&
            !isAuthorised(payment),
        },
      }
    },
    pay: (token) => payLinks.forOrder(orderIdOf(token)),
  }
}
